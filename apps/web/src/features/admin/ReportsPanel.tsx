import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { ADMIN_PAGE_SIZE, useAdminReportsQuery } from '../../state/queries/admin';
import { Spinner } from '../../ui/Spinner';
import { formatDateTime } from '../../ui/time';
import { Pager } from './Pager';

/** Reports of posts and accounts, newest first (`/admin/reports`). */
export function ReportsPanel() {
  const [offset, setOffset] = useState(0);
  const reports = useAdminReportsQuery(offset);
  const rows = reports.data ?? [];

  if (reports.isPending) {
    return (
      <div className="flex justify-center py-8 text-sky-600">
        <Spinner label="Loading" />
      </div>
    );
  }
  return (
    <section aria-label="Reports" data-testid="admin-reports">
      {reports.isError && (
        <p role="alert" className="px-4 py-6 text-sm text-red-700">
          {reports.error.message}
        </p>
      )}
      <ul>
        {rows.map((report) => (
          <li
            key={report.id}
            data-testid="admin-report"
            className="border-b border-slate-200 px-4 py-3 text-sm"
          >
            <p className="text-xs text-slate-500">
              #{report.id} · {formatDateTime(report.createdAt)} · by{' '}
              <Link to={paths.account('rep', report.reporterId)} className="hover:underline">
                {report.reporterId}
              </Link>
            </p>
            <p className="mt-1 text-xs text-slate-600">
              {report.postId && <span>Post {report.postId} </span>}
              {report.accountId && (
                <Link to={paths.account('rep', report.accountId)} className="text-sky-700 hover:underline">
                  Account {report.accountId}
                </Link>
              )}
            </p>
            <p className="mt-1 whitespace-pre-wrap text-slate-900">{report.reason}</p>
          </li>
        ))}
      </ul>
      <Pager offset={offset} pageSize={ADMIN_PAGE_SIZE} count={rows.length} onChange={setOffset} />
    </section>
  );
}
