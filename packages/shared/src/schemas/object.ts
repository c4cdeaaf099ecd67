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

/** A decimal number or a boolean spelt as text, as every GET query value arrives ('20', '-1.5', 'true'). */
const SCALAR_TEXT = /^(?:-?\d+(?:\.\d+)?|true|false)$/;

/**
 * The number or boolean a text spells, when the field refuses the text and takes that value (a GET query's
 * `limit=20`, `nested=true`); otherwise the value as it is. A field that takes the text keeps it.
 */
function scalarFromText(field: z.ZodType, value: unknown): unknown {
  if (typeof value !== 'string' || !SCALAR_TEXT.test(value) || field.safeParse(value).success) return value;
  const scalar = value === 'true' ? true : value === 'false' ? false : Number(value);
  return field.safeParse(scalar).success ? scalar : value;
}

/**
 * One field under the contract's input rules: no string inside it (at any depth) holds a NUL byte or an
 * unpaired surrogate (a 400 naming the path), an optional field reads an empty string as absent, and a
 * number or boolean field reads the text that spells one (query values are always text).
 */
function contractField(field: z.ZodType): z.ZodType {
  if (wrapped.has(field)) return field;
  const emptyIsAbsent = refusesEmptyButOptional(field);
  const rule = z.preprocess((value, ctx) => {
    const path = findUnsafeText(value);
    if (path) ctx.addIssue({ code: 'custom', message: UNSAFE_TEXT_MESSAGE, path, input: value });
    return emptyIsAbsent && value === '' ? undefined : scalarFromText(field, value);
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
 * - no string, at any depth, may hold a NUL byte or an unpaired surrogate: a 400 naming the field;
 * - a number or boolean field takes the text that spells one (`'20'`, `'true'`): GET query values are text.
 * The static type is that of `z.object(shape)`.
 */
export function contractObject<S extends z.core.$ZodLooseShape>(shape: S): z.ZodObject<S, z.core.$strip> {
  const fields = Object.fromEntries(
    Object.entries(shape).map(([key, field]) => [key, contractField(field as z.ZodType)]),
  );
  return z.object(fields) as unknown as z.ZodObject<S, z.core.$strip>;
}
