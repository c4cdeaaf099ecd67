/** Shortest and longest handle (`username`), in characters. */
export const HANDLE_MIN = 3;
export const HANDLE_MAX = 30;
/** Longest handle derived from a name, leaving room for a numeric suffix that makes it unique. */
const DERIVED_BASE_MAX = 24;

/**
 * The body of a handle: lower-case letters, digits and `_`, in runs joined by single dots (no leading,
 * trailing or doubled dot), so `@nasir.legros26.` at the end of a sentence is the handle `nasir.legros26`.
 */
export const HANDLE_BODY = '[a-z0-9_]+(?:\\.[a-z0-9_]+)*';
const HANDLE = new RegExp(`^${HANDLE_BODY}$`);

/** The message of a handle that breaks the rules of {@link isHandle}. */
export const HANDLE_RULES_MESSAGE = `must be ${HANDLE_MIN}–${HANDLE_MAX} letters, digits, '.' or '_' (a dot between others)`;

/** True when `text` is a valid handle: {@link HANDLE_BODY}, 3–30 characters, lower-case. */
export const isHandle = (text: string): boolean =>
  text.length >= HANDLE_MIN && text.length <= HANDLE_MAX && HANDLE.test(text);

/**
 * The handle derived from a name (before it is made unique with a numeric suffix): `first.last`, lower-cased,
 * accents dropped (é → e), other characters than letters a–z, digits, `.` and `_` removed, at most 24
 * characters; `user` when too little is left (e.g. a name in another script).
 */
export function handleFromName(firstName: string, lastName: string): string {
  const base = `${firstName}.${lastName}`
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s-]+/g, '.')
    .replace(/[^a-z0-9._]/g, '')
    .replace(/\.{2,}/g, '.')
    .slice(0, DERIVED_BASE_MAX)
    .replace(/^\.+|\.+$/g, '');
  return isHandle(base) ? base : 'user';
}

/** The `n`-th handle of a base: `base` itself for 1, then `base2`, `base3`, … (making a derived handle unique). */
export const handleWithSuffix = (base: string, n: number): string => (n === 1 ? base : `${base}${n}`);
