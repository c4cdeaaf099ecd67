import type { StorageRunner } from '@rep/shared';
import { useId, useState } from 'react';
import { usePageTitle } from '../../app/usePageTitle';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { formatDateTime, formatPostTime } from '../../ui/time';
import { formatBytes } from './formatBytes';
import { useRunnersQuery, useSysStateQuery } from './queries';

function Stat({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white px-3 py-2">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="text-lg font-bold text-slate-900" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

function RunnerRow({ runner }: { runner: StorageRunner }) {
  return (
    <li
      className="flex flex-col gap-0.5 border-b border-slate-200 px-4 py-3"
      data-testid="runner"
      data-address={runner.address}
      data-up={runner.up}
    >
      <div className="flex items-center justify-between gap-2">
        <span className="min-w-0 font-mono text-sm break-all text-slate-900">{runner.address}</span>
        <span
          className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${
            runner.up ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-200 text-slate-700'
          }`}
        >
          {runner.up ? 'Up' : 'Down'}
        </span>
      </div>
      <p className="text-xs text-slate-600">
        {runner.kind === 'process' ? 'Server process' : 'External node'} · last seen{' '}
        <time dateTime={runner.lastSeenAt} title={formatDateTime(runner.lastSeenAt)}>
          {formatPostTime(runner.lastSeenAt)}
        </time>
      </p>
    </li>
  );
}

/**
 * `/runners`: the storage dashboard (SPEC §7, issue 16), public: objects and bytes stored, runners up out of
 * all, and the runners (kind, address, last heartbeat, up or down) with a search by exact address.
 */
export function RunnersPage() {
  usePageTitle('Storage runners');
  const [address, setAddress] = useState('');
  const [searched, setSearched] = useState('');
  const state = useSysStateQuery();
  const runners = useRunnersQuery(searched);
  const searchId = useId();
  const sys = state.data;
  return (
    <section aria-labelledby="runners-heading">
      <h1 id="runners-heading" className="border-b border-slate-200 bg-white px-4 py-3 text-lg font-bold">
        Storage runners
      </h1>
      <dl className="grid grid-cols-2 gap-2 p-4 sm:grid-cols-3" aria-busy={state.isPending}>
        <Stat label="Objects" value={sys ? sys.objects.toLocaleString('en') : '…'} testId="storage-objects" />
        <Stat label="Stored" value={sys ? formatBytes(sys.bytes) : '…'} testId="storage-bytes" />
        <Stat
          label="Runners up"
          value={sys ? `${sys.runnersUp} / ${sys.runnersTotal}` : '…'}
          testId="storage-runners-up"
        />
      </dl>
      <search>
        <form
          className="flex flex-col gap-1 px-4 pb-3"
          onSubmit={(event) => {
            event.preventDefault();
            setSearched(address.trim());
          }}
        >
          <label htmlFor={searchId} className="text-sm font-medium text-slate-700">
            Find a runner by address
          </label>
          <div className="flex gap-2">
            <input
              id={searchId}
              type="search"
              value={address}
              onChange={(event) => {
                setAddress(event.target.value);
                if (!event.target.value.trim()) setSearched('');
              }}
              placeholder="e.g. http://10.0.0.5:3000"
              data-testid="runner-search"
              className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2 text-sm outline-none focus:border-sky-500 focus:ring-2 focus:ring-sky-200"
            />
            <Button type="submit" data-testid="runner-search-submit">
              Search
            </Button>
          </div>
        </form>
      </search>
      {runners.isPending ? (
        <div className="flex justify-center p-6">
          <Spinner />
        </div>
      ) : runners.isError ? (
        <p className="px-4 py-6 text-center text-sm text-slate-600">The runners could not be loaded.</p>
      ) : runners.data.length === 0 ? (
        <p className="px-4 py-6 text-center text-sm text-slate-600" data-testid="runners-empty">
          {searched.trim() ? 'No runner at this address.' : 'No runners yet.'}
        </p>
      ) : (
        <ul aria-label="Runners" className="border-t border-slate-200" data-testid="runners">
          {runners.data.map((runner) => (
            <RunnerRow key={runner.id} runner={runner} />
          ))}
        </ul>
      )}
    </section>
  );
}
