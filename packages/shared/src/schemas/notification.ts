import { z } from 'zod';
import { PAGE_SIZE_MAX } from '../constants';
import { accountIdSchema, communityIdSchema, objectOrJson, pagingShape } from './common';
import { contractObject } from './object';

/** A notification id: the decimal string of its number. */
export const notificationIdSchema = z
  .union([z.string().regex(/^\d{1,18}$/, 'must be a notification id'), z.number().int().min(0)])
  .transform(String);

const notificationIds = z
  .array(notificationIdSchema)
  .max(PAGE_SIZE_MAX, `must hold at most ${PAGE_SIZE_MAX} ids`);

/**
 * POST /notification/list {unread, offset, limit, userId, communities?} (SPEC §7), newest first. `unread`
 * keeps unread ones only; `communities` keeps those of the given communities (the extension's page); `since`
 * keeps those newer than a notification id (the refetch after a socket reconnects without recovery);
 * `userId`, when sent, must be the caller.
 */
export const notificationListInput = contractObject({
  unread: z.boolean().default(false),
  userId: accountIdSchema.optional(),
  communities: z.array(communityIdSchema).max(50, 'must hold at most 50 communities').optional(),
  since: notificationIdSchema.optional(),
  isExtensionOrEmbedded: z.boolean().default(false),
  ...pagingShape,
});

/**
 * POST /notification/read {readIds, unreadIds} (SPEC §7): marks notifications read or unread, one by one;
 * `all: true` marks every notification of the caller read ('Mark all as read', SPEC §4), or with
 * `communities` (an extension of the call, as `/notification/list`'s) every one of those communities only
 * (the extension's side panel: its page's).
 */
export const notificationReadInput = contractObject({
  readIds: notificationIds.default([]),
  unreadIds: notificationIds.default([]),
  all: z.boolean().default(false),
  communities: z.array(communityIdSchema).max(50, 'must hold at most 50 communities').optional(),
});

/** A web push subscription (the browser's `PushSubscription.toJSON()`). */
export const pushSubscriptionSchema = z.preprocess(
  objectOrJson,
  z.object({
    endpoint: z.url({ protocol: /^https?$/, error: 'must be an https URL' }).max(2048),
    expirationTime: z.number().nullish(),
    keys: z.object({
      p256dh: z.string().min(1).max(200),
      auth: z.string().min(1).max(100),
    }),
  }),
);

/**
 * POST /notification/register {token, userId} (SPEC §7): saves a web push subscription of the caller;
 * `token` is the subscription, as an object or its JSON string. `userId`, when sent, must be the caller.
 */
export const notificationRegisterInput = contractObject({
  token: pushSubscriptionSchema,
  userId: accountIdSchema.optional(),
});

/** POST /notification/deactivate {token}: removes a subscription, given as a subscription or its endpoint URL. */
export const notificationDeactivateInput = contractObject({
  token: z.preprocess((value) => {
    const parsed = objectOrJson(value);
    return typeof parsed === 'object' && parsed !== null && 'endpoint' in parsed ? parsed.endpoint : parsed;
  }, z.string().min(1, 'must be a push subscription or its endpoint').max(2048)),
});

/**
 * POST /badge/get {isExtensionOrEmbedded, communities?} (SPEC §7). `communities` (an extension of the call,
 * as `/notification/list`'s): `notifications` then counts every unread shown notification of those communities
 * (the extension's page bell), not only those after the badge's last reset, which belongs to the website's
 * list; absent, `''` or `[]` is not given. `repSocialNotifications` and `conversations` do not change.
 * /badge/reset/notification takes the same input for the counts it answers.
 */
export const badgeGetInput = contractObject({
  isExtensionOrEmbedded: z.boolean().default(false),
  communities: z.array(communityIdSchema).max(50, 'must hold at most 50 communities').optional(),
}).default({ isExtensionOrEmbedded: false });

/** POST /badge/reset/chat {conversations}: the conversations whose unread count is cleared. */
export const badgeResetChatInput = contractObject({
  conversations: z.array(z.string().min(1).max(200)).max(PAGE_SIZE_MAX).default([]),
});

/** POST /user/subscribe {userId, isSubscribed}: the profile's bell (`FollowingCreatePost`), the wanted state. */
export const subscribeInput = contractObject({ userId: accountIdSchema, isSubscribed: z.boolean() });
