import type { Message, ReadReceipt } from '@rep/shared';

/**
 * The tick of one of the viewer's own sent messages (issue 15 "read ticks"): 'read' once any other member's
 * read receipt (`others[].readAt`, SPEC §3) is at or after the message's `created`, 'sent' otherwise.
 */
export function receiptOf(
  message: Pick<Message, 'created' | 'accountId'>,
  others: readonly ReadReceipt[],
): 'read' | 'sent' {
  const created = Date.parse(message.created);
  const read = others.some(
    (receipt) =>
      receipt.userId !== message.accountId &&
      receipt.readAt !== null &&
      Date.parse(receipt.readAt) >= created,
  );
  return read ? 'read' : 'sent';
}
