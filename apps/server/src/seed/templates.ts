import type { Faker } from '@faker-js/faker';

/** Slot values by slot name, e.g. `{ book: 'Piranesi', author: 'Susanna Clarke' }`. */
export type Slots = Record<string, string>;

/**
 * What a slot may hold: plain values, or sets of values that belong together (a book and its author), so
 * picking one fills every slot of the set.
 */
export type Choices = Record<string, readonly string[] | readonly Slots[]>;

const PLACEHOLDER = /\{(\w+)\}/g;

/** The slot names a template uses, e.g. `['book', 'author']` for `'{book} by {author}'`. */
export function slotsOf(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((match) => match[1] as string);
}

/**
 * Fills a template's `{slot}` placeholders: a slot already in `given` keeps its value (a reply speaks of the
 * book its parent named), others are picked with the seeded faker and added to `given`.
 * @throws Error naming a slot that no choice provides (a mistake in the seed's own templates)
 */
export function fill(template: string, choices: Choices, given: Slots, f: Faker): string {
  for (const name of slotsOf(template)) {
    if (name in given) continue;
    const list =
      choices[name] ??
      Object.values(choices).find((values) => typeof values[0] === 'object' && name in values[0]);
    if (!list) throw new Error(`seed template slot {${name}} has no choices`);
    const picked = f.helpers.arrayElement<string | Slots>(list);
    if (typeof picked === 'string') given[name] = picked;
    else Object.assign(given, picked);
  }
  return template.replace(PLACEHOLDER, (_, name: string) => given[name] as string);
}
