/** Test helpers for socket events carrying chat messages (the realtime tests send made-up ones). */
import type { Message } from '@rep/shared';

/** A made-up chat message whose `id` is `label` (the realtime tests tell events apart by it). */
export const sampleMessage = (label: string | number): Message => ({
  conversationId: 'SampleConversation',
  id: String(label),
  accountId: 'client|sample',
  content: 'r1.0.sample',
  created: new Date(0).toISOString(),
  status: 'Sent',
  epoch: 0,
});

/** The labels of the {@link sampleMessage}s a socket collected, in order. */
export const labels = (inbox: readonly unknown[]): string[] => inbox.map((item) => (item as Message).id);
