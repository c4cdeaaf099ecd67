import * as Menu from '@radix-ui/react-dropdown-menu';
import { dialogs, messages, type UserProfile } from '@rep/shared';
import { useState } from 'react';
import { useRoleQuery } from '../../state/queries/kyc';
import { useBlockAuthor, useDeletePostMutation } from '../../state/queries/postActions';
import type { CachedPost } from '../../state/queries/postCache';
import { profileHandle } from '../../state/queries/profiles';
import { useAccountId } from '../../state/session';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { MoreIcon } from '../../ui/icons';
import { ReportDialog } from '../feedback/ReportDialog';
import { menuContainer, menuContentClass, menuItemClass } from './ShareMenu';

type Open = 'delete' | 'block' | 'report' | null;

/**
 * The post options menu (SPEC §2, §6): Delete for the owner or a SysAdmin (with the 'Delete post?' dialog),
 * Block and Report on others' posts only.
 */
export function PostOptionsMenu({ post, author }: { post: CachedPost; author?: UserProfile }) {
  const viewer = useAccountId();
  const role = useRoleQuery().data;
  const [open, setOpen] = useState<Open>(null);
  const remove = useDeletePostMutation();
  const blockAuthor = useBlockAuthor();
  if (!viewer) return null;

  const own = post.accountId === viewer;
  const canDelete = own || role === 'SysAdmin';
  const handle = author ? profileHandle(author) : messages.unknownUser;
  const setDialog = (dialog: Open) => (next: boolean) => setOpen(next ? dialog : null);

  return (
    <>
      <Menu.Root modal={false}>
        <Menu.Trigger
          data-testid="post-options"
          aria-label="Post options"
          className="ml-auto inline-flex shrink-0 items-center rounded-full p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
        >
          <MoreIcon />
        </Menu.Trigger>
        <Menu.Portal container={menuContainer()}>
          <Menu.Content align="end" className={menuContentClass}>
            {canDelete && (
              <Menu.Item
                data-testid="post-option-delete"
                className={`${menuItemClass} text-red-600`}
                onSelect={() => setOpen('delete')}
              >
                Delete post
              </Menu.Item>
            )}
            {!own && author && (
              <Menu.Item
                data-testid="post-option-block"
                className={menuItemClass}
                onSelect={() => setOpen('block')}
              >
                Block @{handle}
              </Menu.Item>
            )}
            {!own && (
              <Menu.Item
                data-testid="post-option-report"
                className={menuItemClass}
                onSelect={() => setOpen('report')}
              >
                Report post
              </Menu.Item>
            )}
          </Menu.Content>
        </Menu.Portal>
      </Menu.Root>
      <ConfirmDialog
        open={open === 'delete'}
        onOpenChange={setDialog('delete')}
        title={dialogs.deleteTitle}
        description={dialogs.deleteBody}
        confirmLabel="Delete"
        onConfirm={() => remove.mutate(post)}
      />
      {author && (
        <ConfirmDialog
          open={open === 'block'}
          onOpenChange={setDialog('block')}
          title={dialogs.blockTitle(handle)}
          description={dialogs.blockBody}
          confirmLabel="Block"
          onConfirm={() => blockAuthor(author)}
        />
      )}
      {open === 'report' && <ReportDialog postId={post.id} open onOpenChange={setDialog('report')} />}
    </>
  );
}
