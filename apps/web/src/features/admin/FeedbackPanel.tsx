import { messages } from '@rep/shared';
import { useState } from 'react';
import { ADMIN_PAGE_SIZE, useAdminFeedbackQuery } from '../../state/queries/admin';
import { Spinner } from '../../ui/Spinner';
import { formatDateTime } from '../../ui/time';
import { Pager } from './Pager';

/** Feedback sent from the app, newest first (`/admin/feedback`). */
export function FeedbackPanel() {
  const [offset, setOffset] = useState(0);
  const feedback = useAdminFeedbackQuery(offset);
  const rows = feedback.data ?? [];

  if (feedback.isPending) {
    return (
      <div className="flex justify-center py-8 text-sky-600">
        <Spinner label="Loading" />
      </div>
    );
  }
  return (
    <section aria-label="Feedback" data-testid="admin-feedback">
      {feedback.isError && (
        <p role="alert" className="px-4 py-6 text-sm text-red-700">
          {feedback.error.message}
        </p>
      )}
      <ul>
        {rows.map((item) => (
          <li
            key={item.id}
            data-testid="admin-feedback-item"
            className="border-b border-slate-200 px-4 py-3 text-sm"
          >
            <p className="text-xs text-slate-500">
              #{item.id} · {formatDateTime(item.createdAt)} · {item.accountId ?? messages.unknownUser}
            </p>
            <p className="mt-1 whitespace-pre-wrap text-slate-900">{item.message}</p>
          </li>
        ))}
      </ul>
      <Pager offset={offset} pageSize={ADMIN_PAGE_SIZE} count={rows.length} onChange={setOffset} />
    </section>
  );
}
