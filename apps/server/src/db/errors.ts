/** The SQLSTATE of a database error, or of the driver error Drizzle wraps (its `cause`); undefined otherwise. */
function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** True when a database error (or the driver error Drizzle wraps) is a unique violation (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === '23505';
}

/** The constraint a database error names (e.g. `accounts_username_unique`), when the driver reports it. */
export function violatedConstraint(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current; depth++) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * True when PostgreSQL refused a value the client sent (SQLSTATE class 22, "data exception": bad text
 * representation 22P02, invalid byte sequence 22021, untranslatable character 22P05, value too long 22001,
 * numeric out of range 22003, bad datetime 22007/22008, …). The error handler answers these 400 as a last
 * resort; the shared schemas refuse such input before it reaches the database.
 */
export function isInvalidInputValue(error: unknown): boolean {
  return sqlState(error)?.startsWith('22') ?? false;
}
