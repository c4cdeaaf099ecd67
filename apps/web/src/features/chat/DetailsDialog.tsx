import type { UserProfile } from '@rep/shared';
import { Dialog } from '../../ui/Dialog';
import { memberName } from './conversationLabels';
import { KeyFingerprint } from './KeyFingerprint';

/**
 * A direct conversation's details (issue 15): the partner's and the viewer's key fingerprints, to compare out
 * of band, which is how members notice a server handing out a false key (docs/CHAT.md "Threat model").
 */
export function DetailsDialog({
  open,
  onOpenChange,
  partner,
  viewer,
  profiles,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  partner: string;
  viewer: string;
  profiles: Record<string, UserProfile>;
}) {
  const name = memberName(profiles, partner);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Conversation details"
      testId="conversation-details"
      description={`Messages here are end-to-end encrypted. Compare these numbers with ${name}, in person or on a call, to be sure no one is in between.`}
    >
      <div className="mt-4 flex flex-col gap-3">
        <KeyFingerprint userId={partner} label={`${name}'s key`} />
        <KeyFingerprint userId={viewer} label="Your key" />
      </div>
    </Dialog>
  );
}
