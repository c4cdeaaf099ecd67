/**
 * The storage scenario's section of bench/RESULTS.md (between `<!-- storage:start -->` and
 * `<!-- storage:end -->`, bench/resultsSection.ts): a run of bench/storage.ts replaces only this section,
 * `npm run bench` writes it after the rest (or carries the previous one over with `--no-storage`).
 */
import type { LoadResult } from './load';
import { counts, int, stats, table } from './markdown';
import { markers } from './resultsSection';
import type { StorageReport, UploadReport } from './storageScenario';

const { start: START, end: END } = markers('storage');

const size = (bytes: number) =>
  bytes >= 1e6 ? `${(bytes / 1e6).toFixed(1)} MB` : `${Math.round(bytes / 1e3).toLocaleString('en-US')} KB`;

/** Whether every upload was stored under a CID of its own and every read answered 200. */
export function storageVerdict(report: StorageReport): { met: boolean; text: string } {
  const reasons: string[] = [];
  for (const u of report.uploads) {
    const stored = u.latency.count;
    if (stored < u.files) reasons.push(`${int(u.files - stored)} of ${int(u.files)} ${u.kind}s not stored`);
    if (u.distinctCids < stored) reasons.push(`${u.kind}s: ${int(stored - u.distinctCids)} CIDs repeated`);
  }
  const read = report.read?.content;
  if (read && (read.rejected || read.errors))
    reasons.push(`reads: ${int(read.rejected + read.errors)} failed`);
  const figures = report.uploads
    .map((u) => `${u.kind}s ${u.megabytesPerSecond.toFixed(1)} MB/s`)
    .concat(read ? [`GET /storage/ipfs/<cid> ${int(read.requestsPerSecond)} req/s`] : [])
    .join(', ');
  return reasons.length
    ? { met: false, text: `no (${reasons.join('; ')})` }
    : { met: true, text: `yes (${figures})` };
}

const uploadRow = (u: UploadReport) => [
  `${int(u.files)} ${u.kind === 'image' ? 'photos' : 'videos'} of ${size(u.meanBytes)}`,
  u.megabytesPerSecond.toFixed(1),
  u.uploadsPerSecond.toFixed(1),
  stats(u.latency),
  `${int(u.distinctCids)}`,
  counts(u.statuses),
  u.loadAverage.toFixed(2),
];

const cpu = (r: LoadResult) =>
  r.cpuMsPerAnswer ? `${r.cpuMsPerAnswer.server.toFixed(2)} / ${r.cpuMsPerAnswer.postgres.toFixed(2)}` : '—';

/** The section (with its markers) for a run's figures. */
export function renderStorageSection(report: StorageReport, command: string): string {
  const { options: o } = report;
  const out: string[] = [START, '## Storage: uploads and content by CID (issue 16)', ''];
  out.push(
    `Written by \`${command}\` on ${report.date.toISOString()} (each run of the scenario replaces this section; \`npm run bench\` keeps it when run with \`--no-storage\`). Machine: ${report.nproc} cores (${report.cpu}), Node ${report.node}; load average ${report.loadAverage.toFixed(2)} when the server started.`,
    '',
    `A fresh server child (\`node --import tsx apps/server/src/main.ts\`) on PostgreSQL, on a database of its own (\`${o.databaseUrl.split('/').pop()}\`, made for the run and dropped afterwards), its blob store in a temporary data directory (removed when it stops). Every file is distinct, so every upload stores new content: photos are JPEGs of random pixels (about ${size(o.imageBytes)}, made with sharp so the server's checks, type from the bytes and metadata stripped, run as on a phone's photo), videos an MP4 \`ftyp\` box and random bytes (${size(o.videoBytes)}); the bench made them in ${report.filesSeconds.toFixed(1)} s beforehand. Each file is uploaded by another account (access tokens signed with the run's JWT_SECRET) through POST ${'`/storage/api/v1/uploadFile`'} (multipart, field \`file\`), ${o.concurrency} in flight; photos first, then videos. MB/s counts the files' bytes stored per second of wall time.`,
    '',
    '### Uploads',
    '',
    table(
      [
        'files',
        'MB/s',
        'uploads/s',
        'upload p50 / p95 / p99 / max ms',
        'distinct CIDs',
        'statuses',
        'load avg at start',
      ],
      report.uploads.map(uploadRow),
      ['---', '---:', '---:', '---:', '---:', '---', '---:'],
    ),
    '',
    '### Reading content by CID',
    '',
  );
  const { read } = report;
  if (!read) out.push('Not measured in this run.');
  else {
    const row = (name: string, r: LoadResult) => [
      name,
      int(r.requestsPerSecond),
      (r.requestsPerSecond / read.health.requestsPerSecond).toFixed(3),
      stats(r),
      size(r.bytesPerRequest),
      cpu(r),
      counts(r.statusCodes),
      r.loadAverage.toFixed(2),
    ];
    out.push(
      `At saturation (autocannon, ${o.read?.connections} connections, pipelining 1, ${o.read?.warmupSeconds} s warm-up, then ${o.read?.seconds} s measured), after the uploads. Each \`GET /storage/ipfs/<cid>\` reads the next of the ${int(read.cids)} stored photos in turn (${int(read.requests)} requests, warm-up included), whole (no range), next to GET /health of the same server.`,
      '',
      table(
        [
          'row',
          'req/s',
          'ratio to /health',
          'p50 / p95 / p99 / max ms',
          'bytes/answer',
          'CPU ms/answer: server / PostgreSQL',
          'statuses',
          'load avg at start',
        ],
        [
          row('GET /health (baseline)', read.health),
          row('`GET /storage/ipfs/<cid>`, distinct CIDs', read.content),
        ],
        ['---', '---:', '---:', '---:', '---:', '---:', '---', '---:'],
      ),
    );
  }
  out.push(
    '',
    `Stored whole, each under its own CID, every read answered? ${storageVerdict(report).text.replace('<cid>', '&lt;cid&gt;')}.`,
    '',
    `Everything shares ${report.nproc} cores: the server, PostgreSQL and the bench process.`,
    END,
  );
  return out.join('\n');
}
