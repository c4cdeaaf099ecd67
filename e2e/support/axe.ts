import axe from 'axe-core';
import type { Page } from 'playwright-core';

/** The rule sets every check runs (docs/DECISIONS.md "Accessibility"): WCAG 2.0/2.1 A and AA, best practices. */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** Impacts that fail a check; moderate and minor findings are reported by {@link auditPage} only. */
const failing = new Set(['serious', 'critical']);

/** One axe-core finding as the checks report it. */
export interface AxeFinding {
  id: string;
  impact: string | null;
  help: string;
  /** The CSS selectors of the offending nodes (the first 5) and how many there are. */
  targets: string[];
  count: number;
}

/**
 * Runs axe-core (injected from the npm package) on the page as it is now and answers every violation,
 * whatever its impact.
 * @param include a CSS selector to limit the run to (e.g. an open dialog); the whole document by default
 */
export async function auditPage(page: Page, include?: string): Promise<AxeFinding[]> {
  // Evaluated through the DevTools protocol: the app's CSP (script-src 'self') refuses an inline script tag.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    async ({ tags, include }) => {
      // A colour transition caught halfway (a button turning enabled) reads as low contrast: end them all first.
      // (A spinner's endless animation cannot finish and is left alone.)
      for (const animation of document.getAnimations())
        if (animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY) animation.finish();
      const engine = (window as unknown as { axe: typeof axe }).axe;
      const result = await engine.run(include ?? document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return result.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? null,
        help: violation.help,
        targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
        count: violation.nodes.length,
      }));
    },
    { tags, include },
  );
}

/** A readable list of findings: rule id, impact, help and the offending selectors, one rule a paragraph. */
export const formatFindings = (findings: readonly AxeFinding[]) =>
  findings
    .map(
      (finding) =>
        `${finding.id} (${finding.impact}, ${finding.count}×): ${finding.help}\n    ${finding.targets.join('\n    ')}`,
    )
    .join('\n');

/**
 * Fails with a readable list when axe-core finds a serious or critical violation on the page (issue 12:
 * none on any route). Wait for the content to show before calling it. With `A11Y_ALL=1` in the environment it
 * also prints every finding, moderate and minor ones too.
 * @param where names the page state in the failure message, e.g. "feed, signed out"
 * @param include a CSS selector to limit the run to; the whole document by default
 */
export async function expectAccessible(page: Page, where: string, include?: string): Promise<void> {
  const all = await auditPage(page, include);
  if (process.env.A11Y_ALL) console.log(`ALL ${where}\n${formatFindings(all)}`);
  const serious = all.filter((finding) => failing.has(finding.impact ?? ''));
  if (serious.length > 0)
    throw new Error(`axe-core: serious or critical violations on ${where}:\n${formatFindings(serious)}`);
}
