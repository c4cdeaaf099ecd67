import { usePostLikesQuery } from '../../state/queries/posts';
import { Dialog } from '../../ui/Dialog';
import { ProfileList } from '../people/ProfileList';

export interface LikedByDialogProps {
  postId: string;
  prefix: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The 'Liked by' list of a post (SPEC §2, `/post/likes`), paged. */
export function LikedByDialog({ postId, prefix, open, onOpenChange }: LikedByDialogProps) {
  const likes = usePostLikesQuery(postId, open);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Liked by"
      testId="liked-by-dialog"
      width="w-[min(90vw,420px)]"
    >
      <div className="mt-3 max-h-[60vh] overflow-y-auto">
        <ProfileList query={likes} prefix={prefix} label="Liked by" emptyText="No likes yet." />
      </div>
    </Dialog>
  );
}
