import { useState } from 'react';
import { ADMIN_PAGE_SIZE, useAdminAccountsQuery } from '../../state/queries/admin';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { AccountRow } from './AccountRow';
import { Pager } from './Pager';

/** The accounts table of the admin page: a search box, one page of accounts, paging. */
export function AccountsPanel() {
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [offset, setOffset] = useState(0);
  const accounts = useAdminAccountsQuery(query, offset);
  const rows = accounts.data ?? [];

  return (
    <section aria-label="Accounts" data-testid="admin-accounts">
      <form
        className="flex gap-2 px-4 py-3"
        onSubmit={(event) => {
          event.preventDefault();
          setQuery(text.trim());
          setOffset(0);
        }}
      >
        <input
          type="search"
          aria-label="Search accounts"
          placeholder="Name, username, email or id"
          data-testid="admin-search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-1.5 text-sm outline-none focus:border-sky-500 focus:ring-2 focus:ring-sky-200"
        />
        <Button type="submit" data-testid="admin-search-submit">
          Search
        </Button>
      </form>
      {accounts.isPending ? (
        <div className="flex justify-center py-8 text-sky-600">
          <Spinner label="Loading" />
        </div>
      ) : accounts.isError ? (
        <p role="alert" className="px-4 py-6 text-sm text-red-700">
          {accounts.error.message}
        </p>
      ) : (
        <table className="w-full table-fixed text-left text-xs">
          <thead className="border-y border-slate-200 bg-slate-50 text-slate-500">
            <tr>
              <th className="w-[34%] px-4 py-2 font-semibold">Account</th>
              <th className="w-[17%] px-1 py-2 font-semibold">Role</th>
              <th className="w-[12%] px-1 py-2 font-semibold">Status</th>
              <th className="px-1 py-2 font-semibold">Actions</th>
            </tr>
          </thead>
          <tbody aria-busy={accounts.isFetching || undefined}>
            {rows.map((account) => (
              <AccountRow key={account.id} account={account} />
            ))}
          </tbody>
        </table>
      )}
      <Pager offset={offset} pageSize={ADMIN_PAGE_SIZE} count={rows.length} onChange={setOffset} />
    </section>
  );
}
