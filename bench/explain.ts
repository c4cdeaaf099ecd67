/**
 * EXPLAIN (ANALYZE, BUFFERS) of the queries the server really sends for a page: the server's own skeleton
 * and hydration functions run against a Drizzle instance whose logger records each SQL text and its
 * parameters, and every recorded query is then explained on the bench database.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';

/** One explained query. */
export interface ExplainedQuery {
  step: string;
  sql: string;
  params: unknown[];
  plan: string;
  planningMs: number;
  executionMs: number;
  seqScans: string[];
  indexes: string[];
  /**
   * Diagnostic, only for a skeleton that scans a whole table or takes over 5 ms: the same query with
   * `DESC NULLS LAST` in its ORDER BY, which is the order of the indexes Drizzle creates with `.desc()`.
   */
  whatIf?: { description: string; sql: string; plan: string; executionMs: number; indexes: string[] };
}

/** The queries of one page. */
export interface ExplainedRoute {
  route: string;
  queries: ExplainedQuery[];
  error?: string;
}

interface Captured {
  sql: string;
  params: unknown[];
}

/** What a page needs: its viewer and how to build the skeleton with the server's functions. */
export interface ExplainTarget {
  route: string;
  viewerId: string | null;
  skeleton: 'forYou' | 'following' | 'replies' | 'nested' | 'search';
  postId?: string;
  query?: string;
}

function describePlan(plan: string) {
  const planning = /Planning Time: ([\d.]+) ms/.exec(plan);
  const execution = /Execution Time: ([\d.]+) ms/.exec(plan);
  const seqScans = [...plan.matchAll(/Seq Scan on (\w+)/g)].map((m) => m[1]!);
  const indexes = [...plan.matchAll(/Index (?:Only )?Scan(?: Backward)? using (\w+)/g)].map((m) => m[1]!);
  const bitmap = [...plan.matchAll(/Bitmap Index Scan on (\w+)/g)].map((m) => m[1]!);
  return {
    planningMs: planning ? Number(planning[1]) : Number.NaN,
    executionMs: execution ? Number(execution[1]) : Number.NaN,
    seqScans: [...new Set(seqScans)],
    indexes: [...new Set([...indexes, ...bitmap])],
  };
}

/**
 * Captures and explains the queries of each target page. Each query runs twice before the EXPLAIN so the
 * plan reflects a warm cache, as under load.
 */
export async function explainPages(
  pool: pg.Pool,
  targets: readonly ExplainTarget[],
): Promise<ExplainedRoute[]> {
  const captured: Captured[] = [];
  const schema = await import('../apps/server/src/db/schema');
  const skeletons = {
    ...(await import('../apps/server/src/skeletons/posts')),
    ...(await import('../apps/server/src/skeletons/feeds')),
    ...(await import('../apps/server/src/skeletons/threads')),
  };
  const pipeline = await import('../apps/server/src/pipeline');
  const db = drizzle({
    client: pool,
    schema,
    logger: { logQuery: (sql, params) => captured.push({ sql, params }) },
  }) as unknown as Parameters<typeof skeletons.forYouSkeleton>[0];

  const routes: ExplainedRoute[] = [];
  for (const target of targets) {
    captured.length = 0;
    const paging = { offset: 0, limit: 20 };
    try {
      // Functions that may not exist in every version of the server are looked up by name.
      const optional = skeletons as unknown as Record<
        string,
        ((...args: unknown[]) => Promise<string[]>) | undefined
      >;
      let ids: string[];
      if (target.skeleton === 'forYou') {
        ids = await skeletons.forYouSkeleton(db, target.viewerId, paging);
      } else if (target.skeleton === 'following') {
        ids = await skeletons.followingSkeleton(db, target.viewerId!, paging);
      } else if (target.skeleton === 'replies') {
        ids = await skeletons.repliesSkeleton(db, target.viewerId, target.postId!, paging);
      } else if (target.skeleton === 'nested') {
        const ancestors = optional.ancestorsSkeleton;
        if (!ancestors) throw new Error('the server has no ancestorsSkeleton');
        const up = await ancestors(db, target.postId!);
        const down = await skeletons.repliesSkeleton(db, target.viewerId, target.postId!, paging);
        ids = [...up, target.postId!, ...down];
      } else {
        const search = optional.searchSkeleton;
        if (!search) throw new Error('the server has no searchSkeleton');
        ids = await search(db, target.viewerId, { ...paging, query: target.query! });
      }
      await pipeline.postListResponse(db, target.viewerId, ids);
      const queries: ExplainedQuery[] = [];
      for (const [n, query] of [...captured].entries()) {
        await pool.query(query.sql, query.params);
        await pool.query(query.sql, query.params);
        const result = await pool.query<{ 'QUERY PLAN': string }>(
          `explain (analyze, buffers) ${query.sql}`,
          query.params,
        );
        const plan = result.rows.map((row) => row['QUERY PLAN']).join('\n');
        const explained: ExplainedQuery = {
          step: n === 0 ? 'skeleton' : `hydration ${n}`,
          sql: query.sql,
          params: query.params,
          plan,
          ...describePlan(plan),
        };
        const variant = withNullsLast(query.sql);
        if (n === 0 && (explained.seqScans.length || explained.executionMs > 5) && variant !== query.sql) {
          await pool.query(variant, query.params);
          const alt = await pool.query<{ 'QUERY PLAN': string }>(
            `explain (analyze, buffers) ${variant}`,
            query.params,
          );
          const altPlan = alt.rows.map((row) => row['QUERY PLAN']).join('\n');
          const described = describePlan(altPlan);
          explained.whatIf = {
            description: 'same query with DESC NULLS LAST in ORDER BY',
            sql: variant,
            plan: altPlan,
            executionMs: described.executionMs,
            indexes: described.indexes,
          };
        }
        queries.push(explained);
      }
      routes.push({ route: target.route, queries });
    } catch (error) {
      routes.push({ route: target.route, queries: [], error: (error as Error).message });
    }
  }
  return routes;
}

/** `… desc` → `… desc nulls last` (ORDER BY only has DESC in these queries). */
const withNullsLast = (sql: string) => sql.replace(/\bdesc\b(?!\s+nulls)/gi, 'desc nulls last');

const short = (value: unknown) => {
  const text = JSON.stringify(value);
  return text.length > 160 ? `${text.slice(0, 157)}…` : text;
};

/** Renders bench/EXPLAIN.md. */
export function renderExplain(routes: readonly ExplainedRoute[], header: string): string {
  const out: string[] = [header, ''];
  out.push('## Summary', '');
  out.push('| page | step | execution ms | planning ms | seq scans | indexes used | with DESC NULLS LAST |');
  out.push('|---|---|---:|---:|---|---|---:|');
  for (const route of routes) {
    if (route.error) out.push(`| ${route.route} | error: ${route.error} | | | | | |`);
    for (const q of route.queries) {
      out.push(
        `| ${route.route} | ${q.step} | ${q.executionMs.toFixed(3)} | ${q.planningMs.toFixed(3)} | ${
          q.seqScans.join(', ') || '—'
        } | ${q.indexes.join(', ') || '—'} | ${q.whatIf ? `${q.whatIf.executionMs.toFixed(3)} ms` : ''} |`,
      );
    }
  }
  for (const route of routes) {
    out.push('', `## ${route.route}`);
    if (route.error) out.push('', `Could not capture the queries: ${route.error}`);
    for (const q of route.queries) {
      out.push('', `### ${q.step} — ${q.executionMs.toFixed(3)} ms`, '', '```sql', q.sql, '```');
      out.push('', `Parameters: \`${short(q.params)}\``, '', '```', q.plan, '```');
      if (q.whatIf) {
        out.push('', `#### What if: ${q.whatIf.description} — ${q.whatIf.executionMs.toFixed(3)} ms`);
        out.push('', '```sql', q.whatIf.sql, '```', '', '```', q.whatIf.plan, '```');
      }
    }
  }
  return `${out.join('\n')}\n`;
}
