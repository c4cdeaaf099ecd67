import type { PostType } from '@rep/shared';
import type { Executor } from '../db/client';
import { runStatement, statement } from '../db/statements';
import { activePostSql } from '../policies/visibilitySql';
import { displayNameOf } from '../views/profile';

/** Mentions notified per post at most (a post naming more notifies the first ones: no mention spam). */
export const MENTIONS_MAX = 20;

/** What notifications of a new post need: who it mentions, who subscribed to its author, its poll's end. */
export interface NewPostFacts {
  mentionedIds: string[];
  subscriberIds: string[];
  pollEndsAt: Date | null;
}

const newPostStatement = statement<NewPostFacts>(
  'notification_new_post',
  `select pl.ends_at as "pollEndsAt",
     array(select a.id from accounts a where a.username = any(p.mentions) order by a.id limit ${MENTIONS_MAX})
       as "mentionedIds",
     array(select s.subscriber_id from post_subscriptions s where s.account_id = p.account_id) as "subscriberIds"
   from posts p left join polls pl on pl.post_id = p.id
   where p.id = $1 and ${activePostSql('p')}`,
);

/** Reads {@link NewPostFacts} of post `postId`; undefined when it is gone (deleted before the job ran). */
export async function newPostFacts(db: Executor, postId: string): Promise<NewPostFacts | undefined> {
  const [row] = await runStatement(db, newPostStatement, [postId]);
  return row;
}

/** An active post as notifications about it need it. */
export interface NotifiedPost {
  id: string;
  accountId: string;
  communityId: string;
  postType: PostType;
  refId: string | null;
}

const postStatement = statement<NotifiedPost>(
  'notification_post',
  `select p.id, p.account_id as "accountId", p.community_id as "communityId", p.post_type as "postType",
     p.ref_id as "refId"
   from posts p where p.id = $1 and ${activePostSql('p')}`,
);

/** Reads an active post; undefined when it does not exist or was deleted. */
export async function notifiedPost(db: Executor, postId: string): Promise<NotifiedPost | undefined> {
  const [row] = await runStatement(db, postStatement, [postId]);
  return row;
}

const nameStatement = statement<{ about: { firstName: string; lastName: string } }>(
  'notification_sender_name',
  'select about from accounts where id = $1',
);

/** The display name of an account now (the sender's name in a notification's sentence). */
export async function senderName(db: Executor, accountId: string): Promise<string> {
  const [row] = await runStatement(db, nameStatement, [accountId]);
  return displayNameOf(row?.about);
}

const votersStatement = statement<{ accountId: string }>(
  'notification_poll_voters',
  'select account_id as "accountId" from poll_votes where post_id = $1',
);

/** The accounts that voted in poll `postId`. */
export async function pollVoters(db: Executor, postId: string): Promise<string[]> {
  return (await runStatement(db, votersStatement, [postId])).map((row) => row.accountId);
}
