/**
 * EXPLAIN (ANALYZE, BUFFERS) of the queries the server really sends for a page: the server's own skeleton
 * and hydration functions run against a Drizzle instance that records, in the order the server sends them,
 * its named statements (through a statement runner, db/statements.ts) and its builder queries (through
 * Drizzle's logger). Every recorded query is then explained on the bench database the way the server plans
 * it: named statements as GENERIC plans (the server runs them on a pool with `plan_cache_mode =
 * force_generic_plan`, db/client.ts), builder queries as ordinary parameterised queries (custom plans).
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';

/** How the server plans a query: named statements generic, builder queries custom. */
export type PlanMode = 'generic' | 'custom';

/** One explained query. */
export interface ExplainedQuery {
  /** 'skeleton (for_you_viewer_all)', 'hydration (load_posts)', 'skeleton', 'hydration 2', … */
  step: string;
  /** A named statement (db/statements.ts) or a Drizzle builder query. */
  kind: 'statement' | 'builder';
  /** The statement's name (named statements only). */
  name?: string;
  planMode: PlanMode;
  sql: string;
  params: unknown[];
  /** For a named statement: the EXECUTE that was explained (values as literals, see explainGeneric). */
  executed?: string;
  plan: string;
  planningMs: number;
  executionMs: number;
  seqScans: string[];
  indexes: string[];
  /** Why this query deserves a look (generic plans only): a seq scan on a big table, over 5 ms. */
  flags: string[];
  /** Set when the query could not be explained (e.g. PREPARE could not infer a parameter type). */
  error?: string;
}

/** The queries of one page. */
export interface ExplainedRoute {
  route: string;
  queries: ExplainedQuery[];
  error?: string;
}

type Phase = 'skeleton' | 'hydration';

/** One query the server sent, in order. */
type Captured =
  | { kind: 'statement'; phase: Phase; name: string; text: string; values: unknown[] }
  | { kind: 'builder'; phase: Phase; sql: string; params: unknown[] };

/** What a page needs: its viewer and how to build the skeleton with the server's functions. */
export interface ExplainTarget {
  route: string;
  viewerId: string | null;
  skeleton: 'forYou' | 'following' | 'replies' | 'nested' | 'user';
  postId?: string;
  /** The account of a 'user' page (an account's posts). */
  userId?: string;
}

/** Tables whose sequential scan in a generic plan is flagged (they grow with the network). */
const BIG_TABLES = ['posts', 'likes', 'follows', 'accounts'];
/** Execution time above which a generic plan is flagged. */
const SLOW_MS = 5;

interface Plan {
  plan: string;
  planningMs: number;
  executionMs: number;
  seqScans: string[];
  indexes: string[];
}

function describePlan(plan: string): Plan {
  const planning = /Planning Time: ([\d.]+) ms/.exec(plan);
  const execution = /Execution Time: ([\d.]+) ms/.exec(plan);
  const seqScans = [...plan.matchAll(/Seq Scan on (\w+)/g)].map((m) => m[1]!);
  const indexes = [...plan.matchAll(/Index (?:Only )?Scan(?: Backward)? using (\w+)/g)].map((m) => m[1]!);
  const bitmap = [...plan.matchAll(/Bitmap Index Scan on (\w+)/g)].map((m) => m[1]!);
  return {
    plan,
    planningMs: planning ? Number(planning[1]) : Number.NaN,
    executionMs: execution ? Number(execution[1]) : Number.NaN,
    seqScans: [...new Set(seqScans)],
    indexes: [...new Set([...indexes, ...bitmap])],
  };
}

const planText = (result: pg.QueryResult<{ 'QUERY PLAN': string }>) =>
  result.rows.map((row) => row['QUERY PLAN']).join('\n');

/** A builder query as the server runs it: unnamed, planned with its values (custom plan). */
async function explainCustom(pool: pg.Pool, sql: string, params: unknown[]): Promise<Plan> {
  await pool.query(sql, params);
  await pool.query(sql, params);
  return describePlan(
    planText(await pool.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${sql}`, params)),
  );
}

/**
 * A value as an untyped SQL literal holding the text node-postgres would bind for it (arrays as `{…}`
 * array literals, dates as timestamps). PostgreSQL coerces each literal to the type it inferred for that
 * parameter at PREPARE, so EXECUTE receives the values the server binds.
 */
function literal(client: pg.PoolClient, value: unknown): string {
  const text = prepareValue(value);
  if (text === null || text === undefined) return 'null';
  if (Buffer.isBuffer(text)) return `'\\x${text.toString('hex')}'`;
  return client.escapeLiteral(String(text));
}

/** node-postgres's own serialisation of a parameter (lib/utils.js, exposed as `pg.utils`). */
const prepareValue = (value: unknown) =>
  (pg as unknown as { utils: { prepareValue(value: unknown): unknown } }).utils.prepareValue(value);

/**
 * A named statement as the server runs it: a GENERIC plan. On the dedicated client (whose session forces
 * generic plans): PREPARE with parameter types left to PostgreSQL, two warm EXECUTEs, EXPLAIN (ANALYZE,
 * BUFFERS) EXECUTE, DEALLOCATE. PostgreSQL does not accept protocol parameters in EXECUTE (a utility
 * statement: "there is no parameter $1"), so the values travel as literals (see {@link literal}).
 */
async function explainGeneric(
  client: pg.PoolClient,
  name: string,
  text: string,
  values: readonly unknown[],
): Promise<Plan & { executed: string }> {
  const id = client.escapeIdentifier(name);
  await client.query(`prepare ${id} as ${text}`);
  try {
    const args = values.map((value) => literal(client, value));
    const executed = `execute ${id}${args.length ? `(${args.join(', ')})` : ''}`;
    await client.query(executed);
    await client.query(executed);
    const plan = describePlan(
      planText(await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${executed}`)),
    );
    return { ...plan, executed };
  } finally {
    await client.query(`deallocate ${id}`);
  }
}

function genericFlags(plan: Plan): string[] {
  const flags = plan.seqScans.filter((table) => BIG_TABLES.includes(table)).map((t) => `seq scan on ${t}`);
  if (plan.executionMs > SLOW_MS) flags.push(`${plan.executionMs.toFixed(1)} ms > ${SLOW_MS} ms`);
  return flags;
}

/** A query that could not be explained: the error takes the place of the plan. */
function unexplained(
  base: Pick<ExplainedQuery, 'step' | 'kind' | 'name' | 'planMode' | 'sql' | 'params'>,
  error: unknown,
): ExplainedQuery {
  const message = error instanceof Error ? error.message : String(error);
  return {
    ...base,
    plan: '',
    planningMs: Number.NaN,
    executionMs: Number.NaN,
    seqScans: [],
    indexes: [],
    flags: [`could not explain: ${message}`],
    error: message,
  };
}

/**
 * Captures and explains the queries of each target page. Each query runs twice before the EXPLAIN so the
 * plan reflects a warm cache, as under load. `pool` needs at least two connections: one is held for the
 * generic-plan session while the others capture and explain the builder queries.
 */
export async function explainPages(
  pool: pg.Pool,
  targets: readonly ExplainTarget[],
): Promise<ExplainedRoute[]> {
  const captured: Captured[] = [];
  let phase: Phase = 'skeleton';
  const schema = await import('../apps/server/src/db/schema');
  const statements = await import('../apps/server/src/db/statements');
  const skeletons = {
    ...(await import('../apps/server/src/skeletons/posts')),
    ...(await import('../apps/server/src/skeletons/feeds')),
    ...(await import('../apps/server/src/skeletons/threads')),
  };
  const pipeline = await import('../apps/server/src/pipeline');
  const db = drizzle({
    client: pool,
    schema,
    logger: { logQuery: (sql, params) => captured.push({ kind: 'builder', phase, sql, params }) },
  }) as unknown as Parameters<typeof skeletons.forYouSkeleton>[0];
  // Named statements come here instead of through the logger. They run unnamed: a protocol-level prepared
  // statement of the same name on a pooled connection would clash with the PREPARE below.
  statements.registerStatementRunner(db, async (statement, values) => {
    captured.push({
      kind: 'statement',
      phase,
      name: statement.name,
      text: statement.text,
      values: [...values],
    });
    return (await pool.query(statement.text, [...values])).rows;
  });

  // One session for the generic plans, like the server's statement pool (db/client.ts openPostgres).
  const generic = await pool.connect();
  try {
    await generic.query('set plan_cache_mode = force_generic_plan');
    const routes: ExplainedRoute[] = [];
    for (const target of targets) {
      captured.length = 0;
      phase = 'skeleton';
      const paging = { offset: 0, limit: 20 };
      try {
        let ids: string[];
        if (target.skeleton === 'forYou') {
          ids = await skeletons.forYouSkeleton(db, target.viewerId, paging);
        } else if (target.skeleton === 'following') {
          ids = await skeletons.followingSkeleton(db, target.viewerId!, paging);
        } else if (target.skeleton === 'replies') {
          ids = await skeletons.repliesSkeleton(db, target.viewerId, target.postId!, paging);
        } else if (target.skeleton === 'nested') {
          const up = await skeletons.ancestorsSkeleton(db, target.postId!);
          const down = await skeletons.repliesSkeleton(db, target.viewerId, target.postId!, paging);
          ids = [...up, target.postId!, ...down];
        } else {
          ids = await skeletons.userPostsSkeleton(db, target.viewerId, target.userId!, paging);
        }
        phase = 'hydration';
        await pipeline.hydratePosts(db, target.viewerId, ids);
      } catch (error) {
        routes.push({ route: target.route, queries: [], error: (error as Error).message });
        continue;
      }
      const queries: ExplainedQuery[] = [];
      const builders = (p: Phase) => captured.filter((q) => q.kind === 'builder' && q.phase === p).length;
      const builderSeen: Record<Phase, number> = { skeleton: 0, hydration: 0 };
      for (const query of [...captured]) {
        let explained: ExplainedQuery;
        if (query.kind === 'statement') {
          const base = {
            step: `${query.phase} (${query.name})`,
            kind: query.kind,
            name: query.name,
            planMode: 'generic' as const,
            sql: query.text,
            params: query.values,
          };
          try {
            const plan = await explainGeneric(generic, query.name, query.text, query.values);
            explained = { ...base, ...plan, flags: genericFlags(plan) };
          } catch (error) {
            // E.g. a parameter whose type PostgreSQL cannot infer: reported, the other queries go on.
            explained = unexplained(base, error);
          }
        } else {
          builderSeen[query.phase] += 1;
          const base = {
            step: builders(query.phase) > 1 ? `${query.phase} ${builderSeen[query.phase]}` : query.phase,
            kind: query.kind,
            planMode: 'custom' as const,
            sql: query.sql,
            params: query.params,
          };
          try {
            explained = { ...base, ...(await explainCustom(pool, query.sql, query.params)), flags: [] };
          } catch (error) {
            explained = unexplained(base, error);
          }
        }
        queries.push(explained);
      }
      routes.push({ route: target.route, queries });
    }
    return routes;
  } finally {
    // The session forced generic plans: never hand it back to the pool.
    generic.release(true);
  }
}

const clip = (text: string) => (text.length > 160 ? `${text.slice(0, 157)}…` : text);
const short = (value: unknown) => clip(JSON.stringify(value));

const ms = (value: number) => (Number.isNaN(value) ? '—' : value.toFixed(3));

/** Renders bench/EXPLAIN.md. */
export function renderExplain(routes: readonly ExplainedRoute[], header: string): string {
  const out: string[] = [header, ''];
  out.push('## Summary', '');
  out.push(
    `Named statements are explained as the server runs them: GENERIC plans (\`PREPARE\`, two warm \`EXECUTE\`s, then \`EXPLAIN (ANALYZE, BUFFERS) EXECUTE\` in a session with \`plan_cache_mode = force_generic_plan\`; the values are passed as literals, which PostgreSQL coerces to the parameter types it inferred). Builder queries run as ordinary parameterised queries: CUSTOM plans. ⚠ marks a generic plan with a seq scan on ${BIG_TABLES.join(', ')} or an execution over ${SLOW_MS} ms.`,
    '',
  );
  out.push('| page | step | plan | execution ms | planning ms | seq scans | indexes used | flags |');
  out.push('|---|---|---|---:|---:|---|---|---|');
  const flagged: string[] = [];
  for (const route of routes) {
    if (route.error) out.push(`| ${route.route} | error: ${route.error} | | | | | | |`);
    for (const q of route.queries) {
      const flags = q.flags.length ? `⚠ ${q.flags.join('; ')}` : '';
      if (q.flags.length) flagged.push(`- ${route.route}, ${q.step}: ${q.flags.join('; ')}`);
      out.push(
        `| ${route.route} | ${q.step} | ${q.planMode} | ${ms(q.executionMs)} | ${ms(q.planningMs)} | ${
          q.seqScans.join(', ') || '—'
        } | ${q.indexes.join(', ') || '—'} | ${flags} |`,
      );
    }
  }
  out.push(
    '',
    flagged.length
      ? `Flagged:\n\n${flagged.join('\n')}`
      : 'No generic plan flagged, no query failed to explain.',
  );
  for (const route of routes) {
    out.push('', `## ${route.route}`);
    if (route.error) out.push('', `Could not capture the queries: ${route.error}`);
    for (const q of route.queries) {
      out.push('', `### ${q.step} — ${q.planMode} plan, ${ms(q.executionMs)} ms`, '', '```sql', q.sql, '```');
      out.push('', `Parameters: \`${short(q.params)}\``);
      if (q.error) {
        out.push('', `Could not explain: \`${q.error}\``);
        continue;
      }
      if (q.executed) out.push('', `Explained: \`explain (analyze, buffers) ${clip(q.executed)}\``);
      out.push('', '```', q.plan, '```');
    }
  }
  return `${out.join('\n')}\n`;
}

/**
 * The database time of each page as a markdown table: its queries, the sum of their execution times and
 * the slowest one (what dominates the page's database time).
 */
export function explainSummary(routes: readonly ExplainedRoute[]): string {
  const rows = routes.map((route) => {
    const timed = route.queries.filter((q) => !q.error);
    const total = timed.reduce((sum, q) => sum + q.executionMs, 0);
    const top = [...timed].sort((a, b) => b.executionMs - a.executionMs)[0];
    return [
      route.route,
      String(route.queries.length),
      total.toFixed(2),
      top
        ? `${top.step}, ${top.planMode} plan: ${top.executionMs.toFixed(2)} ms${top.seqScans.length ? ` (seq scan on ${top.seqScans.join(', ')})` : ''}`
        : (route.error ?? '—'),
    ];
  });
  return [
    '| page | queries | sum of execution ms | slowest query |',
    '| --- | ---: | ---: | --- |',
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}
