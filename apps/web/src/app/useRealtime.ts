import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { receiveChatMessage, receiveReadReceipt, resyncChat } from '../state/chat/sync';
import { receiveNotification, resyncNotifications } from '../state/notificationSync';
import { connectRealtime, realtimeTarget } from '../state/realtime';
import { useAccountId } from '../state/session';

/**
 * One realtime socket per signed-in session (SPEC §7): opened when an account signs in, closed when it signs
 * out or another account signs in. Its notifications feed the list and the badge (state/notificationSync.ts);
 * its chat messages and read receipts the conversations, messages and chat badge (state/chat/sync.ts).
 */
export function useRealtime(): void {
  const viewer = useAccountId();
  const client = useQueryClient();
  useEffect(() => {
    if (!viewer || !realtimeTarget.enabled) return;
    return connectRealtime({
      onNotification: (notification) => receiveNotification(client, viewer, notification),
      onResync: () => {
        void resyncNotifications(client, viewer);
        resyncChat(client, viewer);
      },
      onMessage: (message) => receiveChatMessage(client, viewer, message),
      onReadReceipt: (receipt) => receiveReadReceipt(client, viewer, receipt),
    });
  }, [client, viewer]);
}
