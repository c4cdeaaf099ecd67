/**
 * A slug (SPEC §5 "Text inputs and editor"): lower-cased, accents removed (NFD, combining marks dropped),
 * spaces become underscores, every other character that is not a letter a–z, a digit or `_` dropped.
 * Pure; '' when nothing is left. Example: `'Café au Lait!'` → `'cafe_au_lait'`.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ /g, '_')
    .replace(/[^a-z0-9_]/g, '');
}
