/**
 * Test databases, copied from one template migrated per test run (test/globalSetup.ts) instead of migrated one by
 * one: a PGlite started from the template's dumped data directory, or a PostgreSQL database `rep_test_*` created
 * with `create database ... template`. Both templates are made by the server's own `openPglite` / `openPostgres`,
 * so whatever schema they set up is in every copy.
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../db/client';

/** A test database and how to drop it (after closing it). */
export interface TestDatabase {
  database: Database;
  drop(): Promise<void>;
}

let counter = 0;

/** A fresh name for a PostgreSQL test database: `rep_test_<kind>_<pid>_<ms>_<n>` (tests drop what they create). */
export function testDatabaseName(kind: string): string {
  return `rep_test_${kind}_${process.pid}_${Date.now()}_${counter++}`;
}

/** The URL of database `name` on the server of `adminUrl` (DATABASE_URL). */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Runs one statement on the admin database of `adminUrl` (create/drop database only: tests never touch its
 * tables) on a connection of its own.
 */
export async function adminQuery(
  adminUrl: string,
  statement: string,
  values?: unknown[],
): Promise<pg.QueryResult> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await admin.query(statement, values);
  } finally {
    await admin.end();
  }
}

/** Drops database `name` on the server of `adminUrl`, closing whatever connections it still has. */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
}

/** How old a test database of a process that is gone must be before a run drops it, in ms. */
const STALE_AFTER_MS = 60 * 60_000;

/** The process id and creation time (ms) in a test database's name, this scheme's or the older `rep_test_<pid>_<ms>_<n>`. */
const TEST_DATABASE_NAME = /^rep_test_(?:[a-z]+_)?(\d+)_(\d+)_\d+$/;

/** Whether process `pid` runs on this machine. */
export function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Drops the test databases that a killed run left behind (its teardown never ran): those whose process no longer
 * runs on this machine and that are over an hour old, so a run on another machine sharing the server keeps its own.
 */
export async function dropStaleTestDatabases(adminUrl: string): Promise<void> {
  const { rows } = await adminQuery(
    adminUrl,
    "select datname from pg_database where datname like 'rep\\_test\\_%'",
  );
  for (const { datname } of rows as { datname: string }[]) {
    const match = TEST_DATABASE_NAME.exec(datname);
    if (!match) continue;
    const [pid, createdAt] = [Number(match[1]), Number(match[2])];
    if (!processRuns(pid) && Date.now() - createdAt > STALE_AFTER_MS) await dropDatabase(adminUrl, datname);
  }
}

/**
 * Opens a PGlite in memory. With `templatePath` (the template's tarball) it starts from the migrated template;
 * without, it migrates from scratch (about 3× slower).
 */
export async function openPgliteTestDatabase(templatePath?: string): Promise<TestDatabase> {
  const loadDataDir = templatePath ? new Blob([readFileSync(templatePath)]) : undefined;
  const database = await openPglite('memory://', { loadDataDir });
  return { database, drop: async () => {} };
}

/**
 * Creates and opens PostgreSQL database `rep_test_*` on the server of `adminUrl`, a copy of database
 * `template` when given (else migrated from scratch); `drop` removes it.
 */
export async function openPostgresTestDatabase(adminUrl: string, template?: string): Promise<TestDatabase> {
  const name = testDatabaseName('db');
  await adminQuery(
    adminUrl,
    template ? `create database ${name} template ${template}` : `create database ${name}`,
  );
  try {
    const database = await openPostgres(databaseUrl(adminUrl, name), 5);
    return { database, drop: () => dropDatabase(adminUrl, name) };
  } catch (error) {
    await dropDatabase(adminUrl, name);
    throw error;
  }
}
