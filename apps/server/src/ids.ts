import { customAlphabet } from 'nanoid';

/** Random ids use letters and digits (SPEC §9). */
const randomId = customAlphabet('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', 20);

/** `client|` + 20 letters and digits (DESIGN.md "Identifiers"). */
export const newAccountId = (): string => `client|${randomId()}`;
/** `<communityId>_` + 20 letters and digits: a post id starts with its community id. */
export const newPostId = (communityId: string): string => `${communityId}_${randomId()}`;
/** `<provider>|` + 20 letters and digits. */
export const newIdentityId = (provider: string): string => `${provider}|${randomId()}`;
/** A random token id (refresh-token rows and families). */
export const newTokenId = (): string => randomId();
/** A server-chosen chat id (conversation or message): 20 letters and digits (SPEC §9 ids). */
export const newChatId = (): string => randomId();
