import { describe, expect, it } from 'vitest';
import { receiptOf } from './readReceipt';

const message = { accountId: 'client|me', created: '2026-11-24T08:00:00.000Z' };

describe('receiptOf', () => {
  it("is 'sent' while no other member has read up to the message", () => {
    expect(receiptOf(message, [])).toBe('sent');
    expect(receiptOf(message, [{ userId: 'client|bob', readAt: null }])).toBe('sent');
    expect(receiptOf(message, [{ userId: 'client|bob', readAt: '2026-11-24T07:59:59.999Z' }])).toBe('sent');
  });

  it("is 'read' once any other member's receipt is at or after the message", () => {
    const others = [
      { userId: 'client|bob', readAt: null },
      { userId: 'client|cy', readAt: '2026-11-24T08:00:00.000Z' },
    ];
    expect(receiptOf(message, others)).toBe('read');
  });

  it("does not count the sender's own receipt", () => {
    expect(receiptOf(message, [{ userId: 'client|me', readAt: '2026-11-24T09:00:00.000Z' }])).toBe('sent');
  });
});
