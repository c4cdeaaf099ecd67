import { describe, expect, it } from 'vitest';
import { createAccount, signInContext } from './support/accounts';
import { logFailedCalls } from './support/page';
import { useBrowserSuite } from './support/suite';

const suite = useBrowserSuite();

describe('security in the browser (issue 12, findings 5, 8, 10)', () => {
  it('renders under the strict CSP with no violation, restores the session from the refresh token alone, and sign-out revokes it', async () => {
    const me = await createAccount(suite.server.url, { firstName: 'Csp', lastName: 'Tester' });
    const context = await suite.browser.newContext();
    await signInContext(context, me);
    // Every violation is reported by the page itself, whatever the browser prints.
    await context.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
      ),
    );
    const page = await context.newPage();
    logFailedCalls(page);
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/CSP violation|Content Security Policy/i.test(message.text())) violations.push(message.text());
    });

    const response = await page.goto(`${suite.server.url}/rep`);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    const name = page.getByTestId('header-account-name').getByText('Csp Tester').first();
    await name.waitFor();
    await page.getByTestId('post-card').or(page.getByText('No posts yet.')).first().waitFor();

    // Only the refresh token is stored; a reload rebuilds the session from it.
    const stored = await page.evaluate(() => Object.keys(localStorage).sort());
    expect(stored).toEqual(['e2e.seeded', 'rep.refresh']);
    await page.reload();
    await name.waitFor();
    const refresh = await page.evaluate(() => localStorage.getItem('rep.refresh'));
    expect(refresh).toBeTruthy();

    // Sign-out forgets the token here and revokes it on the server.
    const signedOut = page.waitForResponse((r) => r.url().endsWith('/auth/sign-out'));
    await page.getByTestId('signout-button').first().click();
    expect((await signedOut).status()).toBe(200);
    expect(await page.evaluate(() => localStorage.getItem('rep.refresh'))).toBeNull();
    const reuse = await fetch(`${suite.server.url}/auth/refresh-session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh }),
    });
    expect(reuse.status).toBe(401);

    expect(violations).toEqual([]);
    await context.close();
  });
});
