import { type LiveSchedule, messages } from '@rep/shared';
import { toast } from 'sonner';
import { useAccountId } from '../../state/session';
import { Button } from '../../ui/Button';
import { formatDateTime, formatTimeOfDay } from '../../ui/time';
import { useNow } from '../post/useNow';
import { liveStage } from './liveStage';

const TICK_MS = 1000;

/**
 * The control of a live schedule (SPEC §4): 'Join' before the start; during the window the streamer sees
 * 'Start Now' and everyone else a 'Live' tile with the viewer count; nothing after the end. Streaming itself
 * is not built yet: the buttons say so.
 */
export function LiveStatus({ live }: { live: LiveSchedule }) {
  const viewer = useAccountId();
  const now = useNow(TICK_MS, Date.now() < Date.parse(live.endAt));
  const stage = liveStage(live, now);
  const notBuilt = () => toast.info(messages.featureInDevelopment);

  return (
    <div data-testid="live-status" data-stage={stage} className="mt-2 flex items-center gap-3 text-sm">
      <span className="text-slate-500">
        {formatDateTime(live.startAt)} – {formatTimeOfDay(live.endAt)}
      </span>
      {stage === 'upcoming' && (
        <Button data-testid="live-join" onClick={notBuilt}>
          Join
        </Button>
      )}
      {stage === 'live' &&
        (viewer === live.streamerId ? (
          <Button data-testid="live-start" onClick={notBuilt}>
            Start Now
          </Button>
        ) : (
          <span
            data-testid="live-tile"
            className="inline-flex items-center gap-2 rounded-md bg-red-600 px-2 py-1 font-semibold text-white"
          >
            Live
            <span className="font-normal">{live.viewers} watching</span>
          </span>
        ))}
    </div>
  );
}
