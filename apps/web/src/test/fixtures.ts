import { emptyMetadata, NO_MEDIA, type Post, type UserProfile } from '@rep/shared';
import type { PostListData, PostPage } from '../state/queries/postCache';

/** A server post with sensible defaults. */
export function makePost(overrides: Partial<Post> = {}): Post {
  return {
    id: 'Rep_abc123',
    accountId: 'client|author1',
    communityId: 'Rep',
    title: '',
    body: 'Hello',
    time: new Date().toISOString(),
    status: 'Active',
    isDeleted: false,
    postType: { type: 'Standard', post_id: null },
    media: NO_MEDIA,
    numComment: 0,
    numLike: 0,
    numRerep: 0,
    numQuote: 0,
    isLiked: false,
    isBookmarked: false,
    isRereped: false,
    ...overrides,
  };
}

export function makeProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    id: 'client|author1',
    avatar: null,
    thumbnail: null,
    displayName: 'Ada Lovelace',
    bio: '',
    aboutme: '',
    invitedBy: null,
    numFollower: 0,
    numFollowing: 0,
    numPosts: 0,
    meFollowed: false,
    followedMe: false,
    meSubscribed: false,
    status: 'Active',
    isDeleted: false,
    role: 'Non',
    username: null,
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

export function makePage(posts: Post[], profiles: UserProfile[] = []): PostPage {
  return {
    success: true,
    data: posts,
    metadata: { ...emptyMetadata(), userProfiles: Object.fromEntries(profiles.map((p) => [p.id, p])) },
  };
}

export function makeList(...pages: PostPage[]): PostListData {
  return { pages, pageParams: pages.map((_, i) => i * 20) };
}
