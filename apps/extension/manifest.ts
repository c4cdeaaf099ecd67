// A relative path, not '@rep/shared': Vite bundles its config's relative imports, not linked packages' TS.
import { EXTENSION_PUBLIC_KEY } from '../../packages/shared/src/rules/extension.ts';

/**
 * The Manifest V3 of the Rep extension (issue 17), written into dist/ at build time so the Rep site's
 * origins (externally_connectable, host permissions) are a build setting.
 */

/** Build settings of the extension, read from the environment by vite.config.ts. */
export interface ExtensionSettings {
  /** The Rep server's origin the pages call (REP_API_ORIGIN), e.g. `http://localhost:3000`. */
  apiOrigin: string;
  /** Match patterns of the Rep website allowed to message the extension (REP_SITE_MATCHES, comma-separated). */
  siteMatches: string[];
}

/** Defaults: a local server on port 3000; any port on 127.0.0.1 (tests). */
export const DEFAULT_SETTINGS: ExtensionSettings = {
  apiOrigin: 'http://localhost:3000',
  siteMatches: ['http://localhost:3000/*', 'http://127.0.0.1/*'],
};

/** Reads the settings from an environment (`process.env`), falling back to {@link DEFAULT_SETTINGS}. */
export function readSettings(env: Record<string, string | undefined>): ExtensionSettings {
  const apiOrigin = (env.REP_API_ORIGIN ?? DEFAULT_SETTINGS.apiOrigin).replace(/\/+$/, '');
  const listed = env.REP_SITE_MATCHES?.split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return {
    apiOrigin,
    siteMatches: listed?.length ? listed : [...DEFAULT_SETTINGS.siteMatches, `${apiOrigin}/*`],
  };
}

/** The manifest.json object for the given settings. */
export function buildManifest(settings: ExtensionSettings, version: string): Record<string, unknown> {
  const matches = [...new Set(settings.siteMatches)];
  return {
    manifest_version: 3,
    // Fixes the unpacked build's id (DEFAULT_EXTENSION_ID), which the website messages; stores replace it.
    key: EXTENSION_PUBLIC_KEY,
    name: 'Rep',
    description: 'The conversation about the page you are on, beside it.',
    version,
    action: { default_title: 'Open Rep' },
    background: { service_worker: 'background.js', type: 'module' },
    side_panel: { default_path: 'sidepanel.html' },
    chrome_url_overrides: { newtab: 'newtab.html' },
    permissions: ['sidePanel', 'storage', 'tabs'],
    host_permissions: [...new Set([...matches, `${settings.apiOrigin}/*`])],
    externally_connectable: { matches },
  };
}
