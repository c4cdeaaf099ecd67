import { Dialog } from '../../ui/Dialog';
import { useComposeStore } from './composeStore';
import { PostComposer } from './PostComposer';

/** The compose-post modal (SPEC §2) in quote mode, opened from a card's Quote button. */
export function ComposeDialog() {
  const quote = useComposeStore((state) => state.quote);
  const close = useComposeStore((state) => state.close);
  return (
    <Dialog
      open={!!quote}
      onOpenChange={(open) => !open && close()}
      title="Quote"
      testId="compose-dialog"
      width="w-[min(calc(100vw-1.5rem),560px)]"
    >
      {quote && (
        <div className="-mx-5 -mb-5">
          <PostComposer communityId={quote.post.communityId} quote={quote} onSubmitted={() => close()} />
        </div>
      )}
    </Dialog>
  );
}
