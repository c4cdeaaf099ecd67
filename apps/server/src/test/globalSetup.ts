/**
 * Vitest global setup of the server projects: makes one migrated template database per run, from which every
 * test file's database is copied (test/testDatabase.ts) instead of being migrated on its own.
 * - PGlite (`TEST_DB=pglite`): `openPglite` in memory, its data directory dumped to a tarball under the OS temp
 *   directory; provided to tests as `pgliteTemplate` (the file's path).
 * - PostgreSQL (`TEST_DB=postgres`): database `rep_test_template_*` migrated by `openPostgres`; provided as
 *   `postgresTemplate` (its name).
 * The teardown removes the template, also when tests failed; a setup that fails removes what it made; each
 * setup first removes what killed runs left behind (template files, `dropStaleTestDatabases`).
 */
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/client';
import {
  adminQuery,
  databaseUrl,
  dropDatabase,
  dropStaleTestDatabases,
  processRuns,
  testDatabaseName,
} from './testDatabase';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the migrated PGlite template's data directory tarball (PGlite project only). */
    pgliteTemplate?: string;
    /** Name of the migrated PostgreSQL template database (PostgreSQL project only). */
    postgresTemplate?: string;
  }
}

/** How long to wait for the template's connections to go after its pools closed, in ms. */
const TEMPLATE_IDLE_TIMEOUT_MS = 10_000;

/** Makes the project's template and provides it to its test files; returns the teardown. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (project.config.env.TEST_DB === 'postgres') return setupPostgresTemplate(project);
  return setupPgliteTemplate(project);
}

/** The PGlite template files' names: `rep-pglite-template-<pid of the run>-<ms>.tar`. */
const PGLITE_TEMPLATE_FILE = /^rep-pglite-template-(\d+)-\d+\.tar$/;

async function setupPgliteTemplate(project: TestProject): Promise<() => Promise<void>> {
  // What killed runs left behind (their teardown never ran).
  for (const name of readdirSync(tmpdir())) {
    const pid = PGLITE_TEMPLATE_FILE.exec(name)?.[1];
    if (pid && !processRuns(Number(pid))) rmSync(path.join(tmpdir(), name), { force: true });
  }
  const file = path.join(tmpdir(), `rep-pglite-template-${process.pid}-${Date.now()}.tar`);
  const database = await openPglite('memory://');
  try {
    const dump = await database.dumpDataDir?.();
    if (!dump) throw new Error('openPglite returned no dumpDataDir');
    writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('pgliteTemplate', file);
  return async () => rmSync(file, { force: true });
}

async function setupPostgresTemplate(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL');
  await dropStaleTestDatabases(adminUrl);
  const name = testDatabaseName('template');
  await adminQuery(adminUrl, `create database ${name}`);
  try {
    const database = await openPostgres(databaseUrl(adminUrl, name), 2);
    await database.close();
    await waitForNoConnections(adminUrl, name);
  } catch (error) {
    await dropDatabase(adminUrl, name);
    throw error;
  }
  project.provide('postgresTemplate', name);
  return () => dropDatabase(adminUrl, name);
}

/**
 * `create database ... template` refuses a template with open connections, and a closed pool's backends exit a
 * moment after their clients: waits until the server shows none on `name`.
 */
async function waitForNoConnections(adminUrl: string, name: string): Promise<void> {
  const deadline = Date.now() + TEMPLATE_IDLE_TIMEOUT_MS;
  for (;;) {
    const { rows } = await adminQuery(
      adminUrl,
      'select count(*)::int as n from pg_stat_activity where datname = $1',
      [name],
    );
    if (rows[0].n === 0) return;
    if (Date.now() > deadline)
      throw new Error(`template database ${name} still has ${rows[0].n} connections`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
