import { type AdminAccount, ROLES, type Role } from '@rep/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { paths } from '../../app/paths';
import { type AdminAction, useAdminActionMutation } from '../../state/queries/admin';
import { useAccountId } from '../../state/session';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { actionTexts } from './adminActions';

const small = 'px-2 py-0.5 text-xs';

/** One account of the admin table, with Set role, Ban/Unban, Delete and Remove all posts behind a confirm. */
export function AccountRow({ account }: { account: AdminAccount }) {
  const viewer = useAccountId();
  const [pending, setPending] = useState<AdminAction | null>(null);
  const run = useAdminActionMutation();
  const deleted = account.accountStatus === 'Deleted';
  const banned = account.accountStatus === 'Banned';
  const self = account.id === viewer;
  const texts = pending && actionTexts(account, pending);

  return (
    <tr
      data-testid="admin-account-row"
      data-account-id={account.id}
      className="border-b border-slate-200 align-top"
    >
      <td className="px-4 py-2">
        <Link
          to={paths.account('rep', account.id)}
          className="block truncate font-semibold text-slate-900 hover:underline"
        >
          {account.displayName}
        </Link>
        {account.username && <span className="block truncate text-slate-500">@{account.username}</span>}
        {account.email && <span className="block truncate text-slate-500">{account.email}</span>}
      </td>
      <td className="px-1 py-2">
        <select
          aria-label={`Role of ${account.displayName}`}
          data-testid="admin-role-select"
          value={account.role}
          disabled={deleted || self}
          onChange={(event) => setPending({ kind: 'set-role', role: event.target.value as Role })}
          className="w-full rounded border border-slate-300 bg-white px-1 py-0.5"
        >
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {role}
            </option>
          ))}
        </select>
      </td>
      <td data-testid="admin-account-status" className="px-1 py-2">
        <span
          className={banned ? 'font-semibold text-red-700' : deleted ? 'text-slate-400' : 'text-slate-700'}
        >
          {account.accountStatus}
        </span>
      </td>
      <td className="px-1 py-2">
        <div className="flex flex-wrap gap-1">
          <Button
            variant={banned ? 'secondary' : 'danger'}
            className={small}
            data-testid="admin-ban"
            disabled={deleted || self}
            onClick={() => setPending({ kind: 'ban', banned: !banned })}
          >
            {banned ? 'Unban' : 'Ban'}
          </Button>
          <Button
            variant="secondary"
            className={small}
            data-testid="admin-remove-posts"
            disabled={deleted}
            onClick={() => setPending({ kind: 'remove-posts' })}
          >
            Remove posts
          </Button>
          <Button
            variant="danger"
            className={small}
            data-testid="admin-delete"
            disabled={deleted || self}
            onClick={() => setPending({ kind: 'delete' })}
          >
            Delete
          </Button>
        </div>
        {texts && pending && (
          <ConfirmDialog
            open
            onOpenChange={(open) => !open && setPending(null)}
            title={texts.title}
            description={texts.description}
            confirmLabel={texts.confirmLabel}
            onConfirm={() =>
              run.mutate(
                { accountId: account.id, action: pending },
                {
                  onSuccess: () => toast.success(texts.success),
                  onError: (error) => toast.error(error.message),
                },
              )
            }
          />
        )}
      </td>
    </tr>
  );
}
