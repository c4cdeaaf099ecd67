import { type AdminAccount, messages } from '@rep/shared';
import type { AdminAction } from '../../state/queries/admin';
import { profileHandle } from '../../state/queries/profiles';

/** What the confirm dialog of a moderation action says, and the toast after it. */
export interface ActionTexts {
  title: string;
  description: string;
  confirmLabel: string;
  success: string;
}

/** The confirmation and success texts of a moderation action on an account. */
export function actionTexts(account: AdminAccount, action: AdminAction): ActionTexts {
  const handle = profileHandle(account);
  switch (action.kind) {
    case 'set-role':
      return {
        title: `Set the role of @${handle} to ${action.role}?`,
        description: 'The verification level changes at once and decides which actions the account may take.',
        confirmLabel: 'Set role',
        success: messages.actionSucceeded('Role updated'),
      };
    case 'ban':
      return action.banned
        ? {
            title: `Ban @${handle}?`,
            description: 'The account can no longer sign in or use Rep until it is unbanned.',
            confirmLabel: 'Ban',
            success: messages.actionSucceeded('Banned'),
          }
        : {
            title: `Unban @${handle}?`,
            description: 'The account can sign in and use Rep again.',
            confirmLabel: 'Unban',
            success: messages.actionSucceeded('Unbanned'),
          };
    case 'delete':
      return {
        title: `Delete @${handle}?`,
        description: `This can't be undone. The account will show as '${messages.unknownUser}'.`,
        confirmLabel: 'Delete',
        success: messages.actionSucceeded('Deleted'),
      };
    case 'remove-posts':
      return {
        title: `Remove all posts of @${handle}?`,
        description: "This can't be undone. Every post of the account will be deleted.",
        confirmLabel: 'Remove all posts',
        success: messages.actionSucceeded('Posts removed'),
      };
  }
}
