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

/** True when a field accepts `undefined` (optional, nullish or defaulted) but refuses `value`. */
const absentButNot = (field: z.ZodType, value: '' | null): boolean =>
  field.safeParse(undefined).success && !field.safeParse(value).success;

/**
 * True when a field refuses text by its type (a number, boolean, list or object field): only such fields read
 * a text as another value, so text fields pay nothing for the rule.
 */
const refusesText = (field: z.ZodType): boolean =>
  field
    .safeParse('\u0001')
    .error?.issues.some((issue) => issue.code === 'invalid_type' && !issue.path.length) ?? false;

/** A decimal number or a boolean spelt as text, as every GET query value arrives ('20', '-1.5', 'true'). */
const SCALAR_TEXT = /^(?:-?\d+(?:\.\d+)?|true|false)$/;

/** What a text may stand for: the number or boolean it spells, the array or object its JSON holds, or a list of it. */
function* readingsOf(text: string): Generator<unknown> {
  if (SCALAR_TEXT.test(text)) yield text === 'true' ? true : text === 'false' ? false : Number(text);
  if (/^\s*[[{]/.test(text)) {
    try {
      yield JSON.parse(text);
    } catch {
      // Not JSON: no such reading.
    }
  }
  yield [text];
}

/**
 * A text read as the field's value when the field refuses it as text: the first reading the field takes
 * (`'20'` → 20, `'true'` → true, `'["Rep"]'` → ['Rep'], `'{"bio":"x"}'` → an object, `'Rep'` → ['Rep']), so
 * GET query values (always text) and JSON-string forms parse; otherwise the text, refused as before.
 */
function valueFromText(field: z.ZodType, text: string): unknown {
  if (field.safeParse(text).success) return text;
  for (const reading of readingsOf(text)) if (field.safeParse(reading).success) return reading;
  return text;
}

/**
 * One field under the contract's input rules: no string inside it (at any depth) holds a NUL byte or an
 * unpaired surrogate (a 400 naming the path); an optional field reads `''` and `null` as absent where it
 * refuses them; a field that refuses a text reads what the text stands for ({@link valueFromText}).
 */
function contractField(field: z.ZodType): z.ZodType {
  if (wrapped.has(field)) return field;
  const emptyIsAbsent = absentButNot(field, '');
  const nullIsAbsent = absentButNot(field, null);
  const readsText = refusesText(field);
  const rule = z.preprocess((value, ctx) => {
    const path = findUnsafeText(value);
    if (path) ctx.addIssue({ code: 'custom', message: UNSAFE_TEXT_MESSAGE, path, input: value });
    if ((emptyIsAbsent && value === '') || (nullIsAbsent && value === null)) return undefined;
    return readsText && typeof value === 'string' ? valueFromText(field, value) : value;
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
 * - `null` likewise means absent where the field refuses it (JSON clients send null for "no value");
 * - no string, at any depth, may hold a NUL byte or an unpaired surrogate: a 400 naming the field;
 * - a field that refuses a text takes what the text stands for: a number or boolean it spells (`'20'`,
 *   `'true'`), the JSON array or object it holds, or a one-item list (GET query values are always text, and
 *   SPEC §3/§7 send some objects as JSON strings).
 * The static type is that of `z.object(shape)`.
 */
export function contractObject<S extends z.core.$ZodLooseShape>(shape: S): z.ZodObject<S, z.core.$strip> {
  const fields = Object.fromEntries(
    Object.entries(shape).map(([key, field]) => [key, contractField(field as z.ZodType)]),
  );
  return z.object(fields) as unknown as z.ZodObject<S, z.core.$strip>;
}
