/**
 * Which conversation each message of the chat scenario goes into (bench/chat.ts): every message in another
 * conversation. Most are direct: in a burst, account k writes to account (k + shift) mod n, so senders and
 * recipients are distinct, and each burst has its own shift, so no pair (a direct conversation) repeats
 * in the run. Every `groupEvery`-th message goes into a group of its own, of 10–50 members (the fan-out).
 */
import type { PlannedMessage } from './chatBurst';
import { chatText, type PlannedConversation, planConversation } from './chatData';

/** How the scenario's messages are spread. */
export interface ChatPlanOptions {
  /** Accounts 0 … accounts − 1, each with a socket. */
  accounts: number;
  /** Messages of the warm-up (index 0) and of each burst, in order. */
  messages: readonly number[];
  /** Every this many messages, one goes into a group (e.g. 10: 10 % of the messages). */
  groupEvery: number;
  /** Group sizes (members, the sender included), taken in turn. */
  groupSizes: readonly number[];
}

/** A planned message before its encryption: its conversation, sender and text. */
export interface UnsealedMessage extends Omit<PlannedMessage, 'content'> {
  conversation: PlannedConversation;
  text: string;
}

/** The plan of a run: the conversations to store beforehand and the messages of each burst. */
export interface ChatPlan {
  conversations: PlannedConversation[];
  /** Per burst (the warm-up first), its messages in sending order. */
  bursts: UnsealedMessage[][];
}

const pad = (n: number) => String(n).padStart(7, '0');

/**
 * Plans the conversations and messages of a run.
 * @throws Error when a burst has more direct messages than accounts, the shifts would repeat a pair, or a
 *   group is larger than the accounts
 */
export async function planChat(opts: ChatPlanOptions): Promise<ChatPlan> {
  const n = opts.accounts;
  const maxGroup = Math.max(...opts.groupSizes);
  if (maxGroup > n) throw new Error(`groups of ${maxGroup} need at least ${maxGroup} accounts, got ${n}`);
  // Shifts 1 … bursts: pairs {k, k + s} repeat only when 2s ≡ 0 or s + s' ≡ 0 (mod n).
  if (2 * opts.messages.length >= n)
    throw new Error(`${opts.messages.length} bursts need more than ${n} accounts`);
  const conversations: PlannedConversation[] = [];
  const bursts: UnsealedMessage[][] = [];
  let groups = 0;
  let sent = 0;
  for (const [b, count] of opts.messages.entries()) {
    const shift = b + 1;
    const messages: UnsealedMessage[] = [];
    let direct = 0;
    for (let j = 0; j < count; j++) {
      let conversation: PlannedConversation;
      if ((j + 1) % opts.groupEvery === 0) {
        const size = opts.groupSizes[groups % opts.groupSizes.length]!;
        const start = (groups * 101) % n;
        const members = Array.from({ length: size }, (_, i) => (start + i) % n);
        conversation = await planConversation(`bg${pad(groups++)}`, 'Group', members);
      } else {
        if (direct >= n)
          throw new Error(`a burst of ${count} messages has more direct messages than ${n} accounts`);
        const sender = direct++;
        conversation = await planConversation(`bd${pad(conversations.length)}`, 'Direct', [
          sender,
          (sender + shift) % n,
        ]);
      }
      conversations.push(conversation);
      const [sender, ...recipients] = conversation.members as [number, ...number[]];
      messages.push({
        conversation,
        conversationId: conversation.id,
        kind: conversation.kind,
        id: `bm${pad(sent)}`,
        sender,
        recipients,
        text: chatText(sent++),
      });
    }
    bursts.push(messages);
  }
  return { conversations, bursts };
}
