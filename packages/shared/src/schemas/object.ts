import { z } from 'zod';
import './jitless';

/** The message of a string holding a NUL byte or an unpaired UTF-16 surrogate (PostgreSQL stores neither). */
export const UNSAFE_TEXT_MESSAGE = 'must not contain NUL bytes or unpaired surrogates';

/** A NUL, or a surrogate code unit not in a pair (the `u` flag reads a well-formed pair as one code point). */
const UNSAFE_TEXT = /[\0\p{Cs}]/u;
const isUnsafeText = (text: string): boolean => UNSAFE_TEXT.test(text);

/**
 * The path (inside `value`) of the first string, or object key, holding a NUL byte or an unpaired surrogate;
 * `null` when there is none. Walks arrays and plain objects.
 */
export function findUnsafeText(value: unknown): PropertyKey[] | null {
  if (typeof value === 'string') return isUnsafeText(value) ? [] : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    if (isUnsafeText(key)) return [key];
    const inner = findUnsafeText(item);
    if (inner) return [Array.isArray(value) ? Number(key) : key, ...inner];
  }
  return null;
}

const wrapped = new WeakSet<z.ZodType>();

/** True when a field accepts `undefined` (optional, nullish or defaulted) but refuses an empty string. */
const refusesEmptyButOptional = (field: z.ZodType): boolean =>
  field.safeParse(undefined).success && !field.safeParse('').success;

/**
 * One field under the contract's two input rules: no string inside it (at any depth) holds a NUL byte or an
 * unpaired surrogate (a 400 naming the path), and an optional field reads an empty string as absent.
 */
function contractField(field: z.ZodType): z.ZodType {
  if (wrapped.has(field)) return field;
  const emptyIsAbsent = refusesEmptyButOptional(field);
  const rule = z.preprocess((value, ctx) => {
    const path = findUnsafeText(value);
    if (path) ctx.addIssue({ code: 'custom', message: UNSAFE_TEXT_MESSAGE, path, input: value });
    return emptyIsAbsent && value === '' ? undefined : value;
  }, field);
  wrapped.add(rule);
  return rule;
}

/**
 * The object builder of every contract input (use it instead of `z.object`). Each field gets the contract's
 * input rules (DECISIONS.md "Contract"):
 * - an optional field never refuses an empty string: where `''` is not a valid value (URLs, ids, enums, names),
 *   `''` means absent and the field's default applies (clients written from SPEC §3/§7 send `''` for
 *   "no value"); where `''` is valid (a bio, a title) it stays the value;
 * - no string, at any depth, may hold a NUL byte or an unpaired surrogate: a 400 naming the field.
 * The static type is that of `z.object(shape)`.
 */
export function contractObject<S extends z.core.$ZodLooseShape>(shape: S): z.ZodObject<S, z.core.$strip> {
  const fields = Object.fromEntries(
    Object.entries(shape).map(([key, field]) => [key, contractField(field as z.ZodType)]),
  );
  return z.object(fields) as unknown as z.ZodObject<S, z.core.$strip>;
}
