import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import { ensureAdmin } from './admin';
import { seedIfEmpty } from './seed';

/**
 * The start's data work: seeds the demo network on an empty database (unless SEED=false), then makes sure
 * the ADMIN_EMAIL SysAdmin exists (when ADMIN_EMAIL and ADMIN_PASSWORD are set). The seed goes first because
 * it runs only while there are no accounts, and the admin is one. A refused admin (ADMIN_EMAIL registered with
 * another password) is a warning in the log, not a failed start: the site keeps serving its people.
 */
export async function firstRun(
  ctx: AppContext,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Promise<void> {
  const { SEED, ADMIN_EMAIL, ADMIN_PASSWORD } = ctx.config;
  if (SEED) {
    const demo = await seedIfEmpty(ctx);
    if (demo)
      log.info(
        `Seeded the demo network. Demo sign-in: ${demo.email} / ${demo.password}; chat passphrase: ${demo.chatPassphrase}`,
      );
  }
  if (ADMIN_EMAIL && ADMIN_PASSWORD) {
    const admin = await ensureAdmin(ctx, ADMIN_EMAIL, ADMIN_PASSWORD);
    if (admin.status === 'refused') log.warn(admin.message);
  }
}
