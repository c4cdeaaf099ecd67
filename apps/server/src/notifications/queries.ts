import { type BadgeCounts, COMMUNITY_IDS } from '@rep/shared';
import type { Executor } from '../db/client';
import { runStatement, statement } from '../db/statements';
import { activeAccountSql, activePostSql, blockedEitherWaySql } from '../policies/visibilitySql';
import { NOTIFICATION_COLUMNS, type SelectedNotification } from './store';

/** Communities whose notifications the website shows: the named ones but `General` (SPEC §4 "Notification display"). */
export const WEBSITE_COMMUNITIES: readonly string[] = COMMUNITY_IDS.filter((id) => id !== 'General');
/**
 * Named communities the extension and the frame leave out: they show page communities (and the new-tab
 * page's) only (SPEC §4).
 */
export const NOT_PAGE_COMMUNITIES: readonly string[] = COMMUNITY_IDS.filter((id) => id !== 'newtab');

/**
 * SQL: notification `n` of recipient $1 is shown: in a community of the caller's surface ($2 true: the
 * extension or frame), from an active sender not blocked either way, about a post that still exists.
 */
const shownSql = `n.recipient_id = $1
  and (case when $2::boolean then n.community_id <> all($3::text[]) else n.community_id = any($4::text[]) end)
  and exists (select 1 from accounts s where s.id = n.sender_id and ${activeAccountSql('s')})
  and (n.post_id is null or exists (select 1 from posts p where p.id = n.post_id and ${activePostSql('p')}))
  and not ${blockedEitherWaySql('n.sender_id', '$1')}`;

/** The surface parameters ($2–$4) of {@link shownSql}. */
const surface = (embedded: boolean) => [embedded, NOT_PAGE_COMMUNITIES, WEBSITE_COMMUNITIES];

/** $5 unread only, $6 newer than this id (or null), $7 these communities only (or null), $8 offset, $9 limit. */
const listStatement = statement<SelectedNotification>(
  'notification_list',
  `select ${NOTIFICATION_COLUMNS} from notifications n
   where ${shownSql}
     and (not $5::boolean or not n.read)
     and ($6::bigint is null or n.id > $6::bigint)
     and ($7::text[] is null or n.community_id = any($7::text[]))
   order by n.id desc offset $8 limit $9`,
);

/** What {@link listNotifications} reads. */
export interface NotificationQuery {
  recipientId: string;
  /** The caller is the extension or the frame (SPEC §4 "Notification display"). */
  embedded: boolean;
  unread: boolean;
  /** Only those with a greater id (the refetch after a socket reconnects without recovery). */
  since?: string;
  communities?: readonly string[];
  offset: number;
  limit: number;
}

/** One page of an account's shown notifications, newest first. */
export function listNotifications(db: Executor, query: NotificationQuery): Promise<SelectedNotification[]> {
  return runStatement(db, listStatement, [
    query.recipientId,
    ...surface(query.embedded),
    query.unread,
    query.since ?? null,
    query.communities ?? null,
    query.offset,
    query.limit,
  ]);
}

/** Badge counts stop at this many (the badge shows '99+' well before). */
export const BADGE_COUNT_MAX = 1000;

/**
 * Unread shown notifications after the badge's last reset: all of the surface's, and RepSocial's; or, when
 * $5 (communities) is not null, the unread shown ones of those communities whatever the reset point; and the
 * conversations the account is a current member of with unread messages (issue 15).
 */
const badgeStatement = statement<BadgeCounts>(
  'notification_badge',
  `with fresh as (
     select n.community_id from notifications n
     where ${shownSql}
       and not n.read
       and n.id > coalesce((select b.notifications_seen_id from badges b where b.account_id = $1), 0)
     limit ${BADGE_COUNT_MAX}),
   in_communities as (
     select 1 from notifications n
     where $5::text[] is not null
       and n.community_id = any($5::text[])
       and ${shownSql}
       and not n.read
     limit ${BADGE_COUNT_MAX}),
   unread_conversations as (
     select 1 from conversation_members m
     where m.account_id = $1 and m.left_epoch is null and m.unread_count > 0
     limit ${BADGE_COUNT_MAX})
   select
     case when $5::text[] is null then (select count(*)::int from fresh)
       else (select count(*)::int from in_communities) end as notifications,
     (select count(*)::int from fresh where community_id = 'RepSocial') as "repSocialNotifications",
     (select count(*)::int from unread_conversations) as conversations`,
);

/**
 * The badge counts of an account (SPEC §7 /badge/get): unread notifications since the badge's last reset,
 * and `conversations`, the conversations with unread messages (SPEC §3 "Badge counts"). With `communities`
 * (not empty), `notifications` counts instead every unread shown notification of those communities, not
 * cut by the reset point (the extension's page bell); `repSocialNotifications` and `conversations` stay.
 * Counts stop at {@link BADGE_COUNT_MAX}.
 * @param embedded the caller is the extension or the frame (SPEC §4 "Notification display")
 */
export async function badgeCounts(
  db: Executor,
  accountId: string,
  embedded: boolean,
  communities?: readonly string[],
): Promise<BadgeCounts> {
  const only = communities?.length ? [...communities] : null;
  const [row] = await runStatement(db, badgeStatement, [accountId, ...surface(embedded), only]);
  return {
    notifications: row?.notifications ?? 0,
    repSocialNotifications: row?.repSocialNotifications ?? 0,
    conversations: row?.conversations ?? 0,
  };
}

const resetStatement = statement(
  'notification_badge_reset',
  `insert into badges (account_id, notifications_seen_id)
   values ($1, coalesce((select max(id) from notifications where recipient_id = $1), 0))
   on conflict (account_id) do update set notifications_seen_id = excluded.notifications_seen_id`,
);

/** Resets the notification badge: it counts only notifications after the newest one now (SPEC §4). */
export async function resetNotificationBadge(db: Executor, accountId: string): Promise<void> {
  await runStatement(db, resetStatement, [accountId]);
}

const markStatement = statement<{ id: string }>(
  'notification_mark',
  `update notifications set read = $3 where recipient_id = $1 and id = any($2::bigint[]) and read <> $3
   returning id::text as id`,
);
/** $2: only these communities' (or null: every one). */
const markAllStatement = statement<{ id: string }>(
  'notification_mark_all',
  `update notifications set read = true
   where recipient_id = $1 and not read and ($2::text[] is null or community_id = any($2::text[]))
   returning id::text as id`,
);

/**
 * Marks notifications of `recipientId` read or unread (SPEC §4: one by one or all together); ids of other
 * accounts' notifications change nothing.
 * @returns how many changed
 */
export async function markNotifications(
  db: Executor,
  recipientId: string,
  change: {
    readIds: readonly string[];
    unreadIds: readonly string[];
    all: boolean;
    /** With `all`: only these communities' notifications ([] or absent: every one). */
    communities?: readonly string[];
  },
): Promise<number> {
  let updated = 0;
  if (change.all) {
    const communities = change.communities?.length ? change.communities : null;
    updated += (await runStatement(db, markAllStatement, [recipientId, communities])).length;
  } else if (change.readIds.length) {
    updated += (await runStatement(db, markStatement, [recipientId, change.readIds, true])).length;
  }
  if (change.unreadIds.length) {
    updated += (await runStatement(db, markStatement, [recipientId, change.unreadIds, false])).length;
  }
  return updated;
}
