/**
 * The chat scenario's data (bench/chat.ts), arranged with SQL before the server starts: a chat identity per
 * account, the conversations the scenario sends into (direct and groups, epoch 0's key sealed to every
 * member) and a history of messages in each, all real end-to-end material made by '@rep/shared/chatCrypto'
 * (the server checks no key and no signature, but stores and serves what a browser would send). The
 * accounts themselves are the realtime scenario's (bench/socketsData.ts).
 */
import {
  type ChatIdentity,
  createChatIdentity,
  encryptMessage,
  newConversationKey,
  sealConversationKey,
} from '@rep/shared/chatCrypto';
import { directKeyOf } from '../apps/server/src/commands/chatConversation';
import { socketAccountId } from './socketsData';
import type { SqlClient } from './sql';

/** The scenario's database unless BENCH_CHAT_DATABASE_URL says otherwise (made anew and dropped). */
export const CHAT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/rep_bench_chat';

/**
 * The escrow cost of the bench's identities: libsodium's minimum (1 pass over 8 KiB), so 2,000 identities
 * take a second instead of minutes. Their escrows are never opened (a browser would refuse less than
 * 16 MiB); everything else about them is as a browser makes it.
 */
const BENCH_ESCROW_COST = { opslimit: 1, memlimit: 8192 };

/** A conversation of the scenario: members are account numbers; the first one made it and sealed its key. */
export interface PlannedConversation {
  id: string;
  kind: 'Direct' | 'Group';
  members: number[];
  /** Epoch 0's key. */
  key: Uint8Array;
}

/**
 * The identities of accounts 0 … n − 1, unlocked (the bench holds every member's keys), with the X25519
 * public key each published (base64url).
 */
export type ChatIdentities = { identity: ChatIdentity; boxPublicKey: string }[];

/** Sentences the texts are drawn from: chat lengths, from a word to a few lines. */
const SENTENCES = [
  'ok',
  'Sounds good, see you there.',
  'Did you read the thread about the new community rules?',
  'I am running a bit late, give me ten minutes.',
  'Thanks! That fixed it. The build is green again and the deploy went out this morning.',
  'Can you send me the link to the article you mentioned yesterday? I could not find it in my bookmarks.',
  'Here is the plan for Saturday: we meet at the station at nine, take the train to the coast, walk the cliff path to the lighthouse and have lunch at the harbour if the weather holds.',
];

/** The text of message `n` (deterministic: same run, same texts). */
export const chatText = (n: number): string => {
  const sentence = SENTENCES[(n * 7) % SENTENCES.length]!;
  return n % 3 === 0 ? `${sentence} ${SENTENCES[(n * 3 + 1) % SENTENCES.length]}` : sentence;
};

/** A new conversation of `members` with a fresh key. */
export async function planConversation(
  id: string,
  kind: PlannedConversation['kind'],
  members: number[],
): Promise<PlannedConversation> {
  return { id, kind, members, key: await newConversationKey() };
}

/** A real envelope of `text` by account `sender` in `conversation` (epoch 0), as the web app sends it. */
export function encryptAs(
  identities: ChatIdentities,
  conversation: PlannedConversation,
  sender: number,
  text: string,
): Promise<string> {
  return encryptMessage({
    text,
    key: conversation.key,
    conversationId: conversation.id,
    epoch: 0,
    senderId: socketAccountId(sender),
    sender: identities[sender]!.identity,
  });
}

/** Rows per INSERT … SELECT FROM unnest(…) statement. */
const CHUNK = 5_000;

/** Inserts `rows` (arrays of column values, in `columns`' order) with one unnest statement per chunk. */
async function insertRows(
  client: SqlClient,
  table: string,
  columns: readonly [name: string, type: string][],
  rows: readonly unknown[][],
): Promise<void> {
  for (let at = 0; at < rows.length; at += CHUNK) {
    const chunk = rows.slice(at, at + CHUNK);
    const arrays = columns.map((_, c) => chunk.map((row) => row[c]));
    await client.query(
      `insert into ${table} (${columns.map(([name]) => name).join(', ')})
       select * from unnest(${columns.map(([, type], c) => `$${c + 1}::${type}[]`).join(', ')})`,
      arrays,
    );
  }
}

/**
 * Makes and stores a chat identity for each of accounts 0 … count − 1 (`chat_identities`). Answers the
 * unlocked identities.
 */
export async function seedChatIdentities(client: SqlClient, count: number): Promise<ChatIdentities> {
  const made = [];
  for (let n = 0; n < count; n++) made.push(await createChatIdentity('bench passphrase', BENCH_ESCROW_COST));
  await insertRows(
    client,
    'chat_identities',
    [
      ['account_id', 'text'],
      ['box_public_key', 'text'],
      ['sign_public_key', 'text'],
      ['escrow', 'jsonb'],
    ],
    made.map(({ record }, n) => [
      socketAccountId(n),
      record.boxPublicKey,
      record.signPublicKey,
      JSON.stringify(record.escrow),
    ]),
  );
  return made.map(({ identity, record }) => ({ identity, boxPublicKey: record.boxPublicKey }));
}

/**
 * Stores `conversations` as their first member made them (`conversations`, `conversation_members`, epoch 0's
 * sealed keys in `conversation_keys`) with `history` messages each, sent in turn by their members over the
 * past hours and read by everyone (the conversation's count, latest message and read receipts set as the
 * server sets them). Answers the history messages stored.
 */
export async function seedConversations(
  client: SqlClient,
  identities: ChatIdentities,
  conversations: readonly PlannedConversation[],
  history: number,
): Promise<number> {
  const boxKey = (n: number) => ({ userId: socketAccountId(n), boxPublicKey: identities[n]!.boxPublicKey });
  const keyRows: unknown[][] = [];
  const messageRows: unknown[][] = [];
  const now = Date.now();
  for (const conversation of conversations) {
    const sealed = await sealConversationKey({
      key: conversation.key,
      conversationId: conversation.id,
      epoch: 0,
      distributor: identities[conversation.members[0]!]!.identity,
      members: conversation.members.map(boxKey),
    });
    const creator = socketAccountId(conversation.members[0]!);
    for (const { userId, sealedKey } of sealed) keyRows.push([conversation.id, userId, sealedKey, creator]);
    for (let m = 0; m < history; m++) {
      const sender = conversation.members[m % conversation.members.length]!;
      const at = new Date(now - (history - m) * 60_000).toISOString();
      const content = await encryptAs(identities, conversation, sender, chatText(messageRows.length));
      messageRows.push([
        conversation.id,
        `h${String(m).padStart(7, '0')}`,
        socketAccountId(sender),
        content,
        at,
      ]);
    }
  }
  await client.query('begin');
  try {
    await insertRows(
      client,
      'conversations',
      [
        ['id', 'text'],
        ['kind', 'text'],
        ['direct_key', 'text'],
        ['created_by', 'text'],
      ],
      conversations.map((c) => {
        const [a, b] = c.members.map(socketAccountId);
        return [c.id, c.kind, c.kind === 'Direct' ? directKeyOf(a!, b!) : null, a];
      }),
    );
    await insertRows(
      client,
      'conversation_members',
      [
        ['conversation_id', 'text'],
        ['account_id', 'text'],
        ['joined_epoch', 'int'],
      ],
      conversations.flatMap((c) => c.members.map((n) => [c.id, socketAccountId(n), 0])),
    );
    await insertRows(
      client,
      'conversation_keys',
      [
        ['conversation_id', 'text'],
        ['account_id', 'text'],
        ['sealed_key', 'text'],
        ['sealed_by', 'text'],
        ['epoch', 'int'],
      ],
      keyRows.map((row) => [...row, 0]),
    );
    await insertRows(
      client,
      'messages',
      [
        ['conversation_id', 'text'],
        ['id', 'text'],
        ['account_id', 'text'],
        ['content', 'text'],
        ['created_at', 'timestamptz'],
        ['epoch', 'int'],
      ],
      messageRows.map((row) => [...row, 0]),
    );
    // What the server's send keeps up to date: the count and latest message, everyone's read receipt.
    await client.query(
      `update conversations c set number_of_messages = l.n, latest_message_seq = l.seq, latest_message_at = l.at
       from (select conversation_id, count(*)::int as n, max(seq) as seq, max(created_at) as at
             from messages group by conversation_id) l
       where l.conversation_id = c.id`,
    );
    await client.query(
      `update conversation_members m set read_at = c.latest_message_at
       from conversations c where c.id = m.conversation_id`,
    );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
  await client.query('analyze');
  return messageRows.length;
}
