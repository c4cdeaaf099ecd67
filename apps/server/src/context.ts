import type { Config } from './config';
import type { Db } from './db/client';
import type { Secrets } from './secrets';

/** What every handler and command may use: the database, the configuration and the secrets. */
export interface AppContext {
  db: Db;
  config: Config;
  secrets: Secrets;
}
