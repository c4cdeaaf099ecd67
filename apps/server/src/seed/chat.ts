import { CHAT_ESCROW_MIN_COST, type ConversationKind } from '@rep/shared';
import { directKeyOf } from '../commands/chatConversation';
import type { Tx } from '../db/client';
import { chatIdentities, conversationKeys, conversationMembers, conversations, messages } from '../db/schema';
import { newChatId } from '../ids';

/**
 * The demo accounts' chat recovery passphrase (docs/CHAT.md): the same for every seeded account, printed at the
 * first start with the demo sign-in.
 */
export const DEMO_CHAT_PASSPHRASE = 'RepDemo2026 chat';

const MINUTE_MS = 60_000;

/** A seeded conversation: the demo account and `others` (indexes into the chat accounts), its lines in order. */
interface SeedConversation {
  others: number[];
  /** [who (0 is the demo account), text]; a minute or more apart, the last ones the demo account has not read. */
  lines: [number, string][];
  unreadByDemo: number;
}

const CONVERSATIONS: SeedConversation[] = [
  {
    others: [1],
    lines: [
      [1, 'Hi! Did you see the thread about local-first apps?'],
      [0, 'I did, the part about sync engines was great.'],
      [1, 'Want to write something about it together?'],
      [0, 'Sure, let me sketch an outline tonight.'],
      [1, 'Great, send it over when it is ready 🙂'],
    ],
    unreadByDemo: 1,
  },
  {
    others: [2, 3],
    lines: [
      [2, 'Welcome to the reading group chat!'],
      [3, 'This month: "The Design of Everyday Things".'],
      [0, 'Count me in. Meeting on Friday?'],
      [2, 'Friday works. Same place as last time.'],
    ],
    unreadByDemo: 1,
  },
];

/**
 * Gives the first six demo accounts (the demo account first) chat identities under {@link DEMO_CHAT_PASSPHRASE}
 * and seeds two end-to-end encrypted conversations of the demo account: a direct one and a group, with real
 * sealed keys and envelopes (`@rep/shared/chatCrypto`, loaded only here), so the demo shows chat with history.
 * The escrows use the lowest argon2id cost (`CHAT_ESCROW_MIN_COST`): a demo passphrase is public anyway.
 * @param accountIds the seeded accounts, the demo account first
 * @param now the seed's clock, in ms since the epoch
 */
export async function seedChat(tx: Tx, accountIds: readonly string[], now: number): Promise<void> {
  const crypto = await import('@rep/shared/chatCrypto');
  const people = await Promise.all(
    accountIds.slice(0, 6).map(async (accountId) => ({
      accountId,
      ...(await crypto.createChatIdentity(DEMO_CHAT_PASSPHRASE, CHAT_ESCROW_MIN_COST)),
    })),
  );
  await tx.insert(chatIdentities).values(people.map((p) => ({ accountId: p.accountId, ...p.record })));
  const demo = people[0];
  if (!demo) return;
  for (const [k, seed] of CONVERSATIONS.entries()) {
    const members = [demo, ...seed.others.flatMap((index) => people[index] ?? [])];
    const kind: ConversationKind = members.length === 2 ? 'Direct' : 'Group';
    const id = newChatId();
    const key = await crypto.newConversationKey();
    const sealed = await crypto.sealConversationKey({
      key,
      conversationId: id,
      epoch: 0,
      distributor: demo.identity,
      members: members.map((m) => ({ userId: m.accountId, boxPublicKey: m.record.boxPublicKey })),
    });
    const start = now - (k + 1) * 24 * 60 * MINUTE_MS;
    const sentAt = (line: number) => new Date(start + line * 7 * MINUTE_MS);
    const rows = await Promise.all(
      seed.lines.map(async ([who, text], line) => {
        const sender = members[who] ?? demo;
        const content = await crypto.encryptMessage({
          text,
          key,
          conversationId: id,
          epoch: 0,
          senderId: sender.accountId,
          sender: sender.identity,
        });
        return {
          conversationId: id,
          id: newChatId(),
          accountId: sender.accountId,
          epoch: 0,
          content,
          createdAt: sentAt(line),
        };
      }),
    );
    const last = rows.at(-1);
    // One insert per message, in order: `seq` follows the conversation's time.
    let latestMessageSeq: number | null = null;
    for (const row of rows) {
      const [inserted] = await tx.insert(messages).values(row).returning({ seq: messages.seq });
      latestMessageSeq = inserted?.seq ?? latestMessageSeq;
    }
    await tx.insert(conversations).values({
      id,
      kind,
      directKey: kind === 'Direct' ? directKeyOf(demo.accountId, members[1]?.accountId ?? '') : null,
      createdBy: demo.accountId,
      numberOfMessages: rows.length,
      latestMessageSeq,
      latestMessageAt: last?.createdAt,
      createdAt: new Date(start - MINUTE_MS),
    });
    const readUpTo = rows[rows.length - 1 - seed.unreadByDemo]?.createdAt ?? null;
    await tx.insert(conversationMembers).values(
      members.map((m) => ({
        conversationId: id,
        accountId: m.accountId,
        joinedEpoch: 0,
        readAt: m === demo ? readUpTo : last?.createdAt,
        unreadCount: m === demo ? seed.unreadByDemo : 0,
      })),
    );
    await tx.insert(conversationKeys).values(
      sealed.map((s) => ({
        conversationId: id,
        epoch: 0,
        accountId: s.userId,
        sealedKey: s.sealedKey,
        sealedBy: demo.accountId,
      })),
    );
  }
}
