import type { Endpoint } from '@rep/shared';
import type { Route } from '../http/route';
import adminAccounts from './admin/accounts';
import adminBanAccounts from './admin/banAccounts';
import adminDeleteUsers from './admin/deleteUsers';
import adminFeedback from './admin/feedback';
import adminReports from './admin/reports';
import appConfig from './app/config';
import authCanKyc from './auth/canKyc';
import authCreateVerification from './auth/createVerification';
import authDeleteSelf from './auth/deleteSelf';
import authGetRole from './auth/getRole';
import authRefreshKyc from './auth/refreshKyc';
import authRefreshSession from './auth/refreshSession';
import authRegister from './auth/register';
import authSignIn from './auth/signIn';
import authSignOut from './auth/signOut';
import authSignUp from './auth/signUp';
import authStartLinkedSession from './auth/startLinkedSession';
import authSubmitKyc from './auth/submitKyc';
import authUserExisted from './auth/userExisted';
import badgeGet from './badge/get';
import badgeResetChat from './badge/resetChat';
import badgeResetNotification from './badge/resetNotification';
import chatConversationAddMembers from './chat/conversationAddMembers';
import chatConversationCreate from './chat/conversationCreate';
import chatConversationGet from './chat/conversationGet';
import chatConversationLeave from './chat/conversationLeave';
import chatConversationList from './chat/conversationList';
import chatConversationRemoveMembers from './chat/conversationRemoveMembers';
import chatConversationRotateKey from './chat/conversationRotateKey';
import chatCreateConversationWithMessage from './chat/createConversationWithMessage';
import chatCreateMessage from './chat/createMessage';
import chatKeysGet from './chat/keysGet';
import chatKeysMine from './chat/keysMine';
import chatKeysSet from './chat/keysSet';
import chatMessageList from './chat/messageList';
import feedbackFeedback from './feedback/feedback';
import feedbackReport from './feedback/report';
import gifAdd from './gif/add';
import gifSearch from './gif/search';
import notificationDeactivate from './notification/deactivate';
import notificationList from './notification/list';
import notificationRead from './notification/read';
import notificationRegister from './notification/register';
import postAddBookmark from './post/addBookmark';
import postAdminRemoveAllPosts from './post/adminRemoveAllPosts';
import postBookmarks from './post/bookmarks';
import postCreatePost from './post/createPost';
import postFollowing from './post/following';
import postGet from './post/get';
import postHashtag from './post/hashtag';
import postHidePost from './post/hidePost';
import postLikePost from './post/likePost';
import postList from './post/list';
import postNested from './post/nested';
import postPostLikes from './post/postLikes';
import postRemoveBookmark from './post/removeBookmark';
import postReplies from './post/replies';
import postSearchPosts from './post/searchPosts';
import postUnlikePost from './post/unlikePost';
import postUser from './post/user';
import postVotePoll from './post/votePoll';
import profileBlocked from './profile/blocked';
import profileByUsername from './profile/byUsername';
import profileFollowers from './profile/followers';
import profileFollowing from './profile/following';
import profileGet from './profile/get';
import profileGetPostLimitInfo from './profile/getPostLimitInfo';
import profileMostActive from './profile/mostActive';
import profileSearch from './profile/search';
import profileUpdate from './profile/update';
import profileUpdateAvatar from './profile/updateAvatar';
import profileUpdateCoverImage from './profile/updateCoverImage';
import storageFindRunners from './storage/findRunners';
import storageListRunners from './storage/listRunners';
import storageSysState from './storage/sysState';
import storageUpload from './storage/upload';
import userBlock from './user/block';
import userFollow from './user/follow';
import userSetRole from './user/setRole';
import userSubscribe from './user/subscribe';

/** Every contract route the server serves (one file per call under api/<area>/). */
export const routes = [
  userSubscribe,
  notificationRegister,
  notificationRead,
  notificationList,
  notificationDeactivate,
  badgeResetNotification,
  badgeResetChat,
  badgeGet,
  chatConversationAddMembers,
  chatConversationCreate,
  chatConversationGet,
  chatConversationLeave,
  chatConversationList,
  chatConversationRemoveMembers,
  chatConversationRotateKey,
  chatCreateConversationWithMessage,
  chatCreateMessage,
  chatKeysGet,
  chatKeysMine,
  chatKeysSet,
  chatMessageList,
  adminAccounts,
  adminBanAccounts,
  adminDeleteUsers,
  adminFeedback,
  adminReports,
  appConfig,
  authCanKyc,
  authCreateVerification,
  authDeleteSelf,
  authGetRole,
  authRefreshKyc,
  authRefreshSession,
  authRegister,
  authSignIn,
  authSignOut,
  authStartLinkedSession,
  authSignUp,
  authSubmitKyc,
  authUserExisted,
  feedbackFeedback,
  feedbackReport,
  gifAdd,
  gifSearch,
  postAddBookmark,
  postAdminRemoveAllPosts,
  postBookmarks,
  postCreatePost,
  postFollowing,
  postGet,
  postHashtag,
  postHidePost,
  postLikePost,
  postList,
  postNested,
  postPostLikes,
  postRemoveBookmark,
  postReplies,
  postSearchPosts,
  postUnlikePost,
  postUser,
  postVotePoll,
  profileBlocked,
  profileByUsername,
  profileFollowers,
  profileFollowing,
  profileGet,
  profileGetPostLimitInfo,
  profileMostActive,
  profileSearch,
  profileUpdate,
  profileUpdateAvatar,
  profileUpdateCoverImage,
  storageFindRunners,
  storageListRunners,
  storageSysState,
  storageUpload,
  userBlock,
  userFollow,
  userSetRole,
] as unknown as readonly Route<Endpoint>[];
