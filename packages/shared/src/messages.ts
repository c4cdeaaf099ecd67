/**
 * User-visible texts, verbatim from SPEC §5 (validation) and §8 (error catalogue), §9 (dialogs).
 * Server and web import these; never retype a spec string elsewhere.
 */
export const messages = {
  invalidEmail: 'Invalid email address',
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordTooLong: 'Password must not exceed 4096 characters',
  passwordLowercase: 'Password must contain at least one lowercase letter',
  passwordUppercase: 'Password must contain at least one uppercase letter',
  passwordNumber: 'Password must contain at least one number',
  fieldRequired: 'Field is required',
  accountNotExist: 'Account does not exist',
  accountBanned: 'Account is banned',
  signInError: 'An error occurred. Please try again!',
  signInNoKey: 'The account does not exist. Please try again!',
  registerFailed: 'Register failed!',
  bookmarkFailed: 'An error occurred, please try again!',
  bookmarked: 'Bookmarked',
  unbookmarked: 'Unbookmarked',
  followed: (id: string) => `You followed @${id}`,
  unfollowed: (id: string) => `You unfollowed @${id}`,
  postLimitReached: 'You have reached the post limit.',
  postCreateFailed: (action: 'Posted' | 'Replied' | 'Answered' | 'AR message created') => `${action} failed`,
  actionSucceeded: (action: string) => `${action} successfully`,
  rerepSucceeded: 'ReRep successfully',
  rerepFailed: 'ReRep failed',
  anotherProcessRunning: 'Another process is running, please wait',
  deleteSucceeded: 'Your post was deleted!',
  deleteFailed: 'Failed to delete!',
  postNotExist: "This post doesn't exist anymore.",
  /** Ours, after SPEC §4's deleted-post text: an account page or handle link of a missing or deleted account. */
  accountGone: "This account doesn't exist.",
  blockedContent: 'This content is from a blocked account.',
  unknownUser: 'Unknown',
  featureInDevelopment: 'Feature in development',
  emptyPost: 'Post must have text or media',
  emailTaken: 'Email is already registered',
  wrongCredentials: 'Email or password is incorrect',
  composerTitle: 'New Rep',
  forYou: 'For you',
  following: 'Following',
  searchTooLong: 'The text is too long',
  goToSearchResult: (query: string) => `Go to search result for ${query}`,
  alsoSendToMainFeed: 'Also send to main feed',
  rerepedByYou: 'ReRepped by you',
  finalResults: 'Final Results',
  pollVoteFailed: 'There are some errors',
  cannotAddMoreOptions: 'Cannot add more Options',
  maxOptionLength: 'Maximum length is 25 characters',
  seeMore: 'See more',
  seeLess: 'See less',
  copied: 'Copied',
  sendMessageFailed: 'Send message failed',
  invalidFileType: 'Invalid file type',
  pleaseUploadImage: 'Please upload an image file',
  unsupportedImage: 'Unsupported image file',
  pleaseUploadDifferentImage: 'Please upload a different image file',
  uploadFailed: 'Upload failed',
  invalidUrl: 'Invalid url',
} as const;

/**
 * Conflict texts of SPEC §8: the queue treats these as "already done" and moves on.
 */
export const conflictMessages = {
  alreadyLiked: 'You already upvote!',
  notLiked: "You doesn't like this post",
  alreadyFollowing: 'Already following this account',
  notFollowing: 'Not following this account',
  alreadyBookmarked: 'Already added bookmark',
  notBookmarked: 'Not added bookmark yet',
} as const;

/** Dialog texts of SPEC §9. */
export const dialogs = {
  unfollowTitle: (id: string) => `Unfollow @${id}?`,
  unfollowBody:
    'Their post will no longer show up in your For you timeline. You can still view their profile.',
  deleteTitle: 'Delete post?',
  deleteBody:
    "This can't be undone and it will be removed from your profile, the timeline of any accounts that follow you, and from search results.",
  /** The block modal (SPEC §2 "Modals: block"; the spec gives no text, so profile and post menu share this one). */
  blockTitle: (handle: string) => `Block @${handle}?`,
  blockBody: 'They will not be able to follow you or see your posts, and you will not see their posts.',
} as const;
