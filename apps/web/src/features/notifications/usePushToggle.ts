import { useCallback, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { explainedElsewhere } from '../../state/apiClient';
import { currentPushSubscription, pushSupported, subscribePush, unsubscribePush } from '../../state/push';
import { useAppConfigQuery } from '../../state/queries/appConfig';

/** The push toggle's state: `unknown` while this browser's subscription is being looked up. */
export type PushState = 'unsupported' | 'unknown' | 'on' | 'off';

/**
 * Web push for this browser (issue 14): whether it is on, and `toggle` to turn it on (permission, service
 * worker, subscription, `/notification/register`) or off (`/notification/deactivate`, unsubscribe). `busy`
 * while either runs; a failure leaves the state as it was and says why in a toast.
 */
export function usePushToggle() {
  const publicKey = useAppConfigQuery().data?.pushPublicKey;
  const [state, setState] = useState<PushState>(() => (pushSupported() ? 'unknown' : 'unsupported'));
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!pushSupported()) return;
    let live = true;
    currentPushSubscription()
      .then((subscription) => live && setState(subscription ? 'on' : 'off'))
      .catch(() => live && setState('off'));
    return () => {
      live = false;
    };
  }, []);

  const toggle = useCallback(async () => {
    if (busy || state === 'unsupported' || state === 'unknown') return;
    setBusy(true);
    try {
      if (state === 'on') {
        await unsubscribePush();
        setState('off');
      } else if (publicKey) {
        await subscribePush(publicKey);
        setState('on');
        toast.success('Push notifications are on for this browser.');
      }
    } catch (error) {
      if (!explainedElsewhere(error)) {
        toast.error(error instanceof Error ? error.message : "Couldn't change push notifications.");
      }
      setState((await currentPushSubscription().catch(() => null)) ? 'on' : 'off');
    } finally {
      setBusy(false);
    }
  }, [busy, state, publicKey]);

  return { state, busy, available: !!publicKey, toggle };
}
