import { errorCatalogue } from '@rep/shared';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/usePageTitle';
import { useRoleQuery } from '../../state/queries/kyc';
import { useAccountId } from '../../state/session';
import { Spinner } from '../../ui/Spinner';
import { TabBar } from '../../ui/TabBar';
import { AccountsPanel } from './AccountsPanel';
import { FeedbackPanel } from './FeedbackPanel';
import { ReportsPanel } from './ReportsPanel';

const tabs = [
  { key: 'accounts', label: 'Accounts' },
  { key: 'reports', label: 'Reports' },
  { key: 'feedback', label: 'Feedback' },
] as const;
type AdminTab = (typeof tabs)[number]['key'];

/** /admin: accounts (search, set role, ban, delete, remove posts), reports and feedback. SysAdmin only. */
export function AdminPage() {
  const viewer = useAccountId();
  const role = useRoleQuery();
  usePageTitle('Admin');
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: AdminTab = tabs.some((t) => t.key === requested) ? (requested as AdminTab) : 'accounts';

  if (viewer && role.isPending) {
    return (
      <div className="flex justify-center py-10 text-sky-600">
        <Spinner label="Loading" />
      </div>
    );
  }
  if (!viewer || role.data !== 'SysAdmin') {
    return (
      <p data-testid="admin-only" role="alert" className="px-4 py-10 text-center text-sm text-slate-600">
        {errorCatalogue.AdminOnly.message}
      </p>
    );
  }
  return (
    <div data-testid="admin-page">
      <h1 className="px-4 pt-4 pb-2 text-xl font-bold text-slate-900">Admin</h1>
      <TabBar
        tabs={tabs}
        selected={tab}
        label="Admin"
        testIdPrefix="admin-tab"
        onSelect={(next) => setSearchParams(next === 'accounts' ? {} : { tab: next }, { replace: true })}
      />
      {tab === 'accounts' && <AccountsPanel />}
      {tab === 'reports' && <ReportsPanel />}
      {tab === 'feedback' && <FeedbackPanel />}
    </div>
  );
}
