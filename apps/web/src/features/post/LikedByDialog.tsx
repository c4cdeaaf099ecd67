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
      width="w-[min(calc(100vw-1.5rem),420px)]"
    >
      <div className="-mx-5">
        <ProfileList query={likes} prefix={prefix} label="Liked by" emptyText="No likes yet." />
      </div>
    </Dialog>
  );
}
