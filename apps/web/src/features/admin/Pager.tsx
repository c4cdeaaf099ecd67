import { Button } from '../../ui/Button';

export interface PagerProps {
  offset: number;
  pageSize: number;
  /** Items on the current page: a full page means there may be a next one. */
  count: number;
  onChange: (offset: number) => void;
}

/** Previous / next paging of an admin list. */
export function Pager({ offset, pageSize, count, onChange }: PagerProps) {
  return (
    <div className="flex items-center justify-between px-4 py-3 text-sm text-slate-600">
      <Button
        variant="secondary"
        data-testid="pager-previous"
        disabled={offset === 0}
        onClick={() => onChange(Math.max(0, offset - pageSize))}
      >
        Previous
      </Button>
      <span>{count === 0 ? 'No items' : `${offset + 1}–${offset + count}`}</span>
      <Button
        variant="secondary"
        data-testid="pager-next"
        disabled={count < pageSize}
        onClick={() => onChange(offset + pageSize)}
      >
        Next
      </Button>
    </div>
  );
}
