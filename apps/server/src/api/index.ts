import type { Endpoint } from '@rep/shared';
import type { Route } from '../http/route';
import getRole from './auth/getRole';
import refreshSession from './auth/refreshSession';
import register from './auth/register';
import signIn from './auth/signIn';
import signUp from './auth/signUp';
import userExisted from './auth/userExisted';
import addBookmark from './post/addBookmark';
import bookmarks from './post/bookmarks';
import createPost from './post/createPost';
import following from './post/following';
import getPosts from './post/get';
import likePost from './post/likePost';
import listPosts from './post/list';
import removeBookmark from './post/removeBookmark';
import replies from './post/replies';
import unlikePost from './post/unlikePost';
import userPosts from './post/user';
import getProfiles from './profile/get';
import getPostLimitInfo from './profile/getPostLimitInfo';
import follow from './user/follow';

/** Every contract route the server serves. */
export const routes = [
  register,
  signIn,
  signUp,
  refreshSession,
  userExisted,
  getRole,
  createPost,
  listPosts,
  following,
  getPosts,
  replies,
  userPosts,
  likePost,
  unlikePost,
  addBookmark,
  removeBookmark,
  bookmarks,
  getProfiles,
  getPostLimitInfo,
  follow,
] as unknown as readonly Route<Endpoint>[];
