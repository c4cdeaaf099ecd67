import type { Faker } from '@faker-js/faker';
import type { Topic } from './topics';

const JOBS = [
  'Nurse',
  'Product designer',
  'Teacher',
  'Backend developer',
  'Barista',
  'Architect',
  'Data analyst',
  'Photographer',
  'Student',
  'Carpenter',
  'Translator',
  'Illustrator',
  'Physiotherapist',
  'Chef',
  'Librarian',
];
const HOMETOWNS = [
  'Berlin',
  'Toronto',
  'Melbourne',
  'Lyon',
  'Austin',
  'Manchester',
  'Utrecht',
  'Nairobi',
  'Osaka',
];
const HANDLE_PART_MAX = 12;

/** Lower-case ASCII letters and digits of a name ("D'Amore" → "damore", "Zoë" → "zoe"). */
const plain = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[^A-Za-z0-9]/g, '')
    .toLowerCase()
    .slice(0, HANDLE_PART_MAX);

/**
 * A demo account's handle from its name, unique by the number `n`: `nasir.legros26`, `nasir_legros26` or
 * `nasirlegros26` (letters, digits, `.`, `_`; at most 30 characters).
 */
export function handleFor(f: Faker, firstName: string, lastName: string, n: number): string {
  const joiner = f.helpers.arrayElement(['.', '.', '_', '']);
  return `${plain(firstName)}${joiner}${plain(lastName)}${n}`;
}

/** A short bio naming a job, a town and the person's interests. */
export function writeBio(f: Faker, interests: readonly Topic[]): string {
  const job = f.helpers.arrayElement(JOBS);
  const town = f.helpers.arrayElement(HOMETOWNS);
  const [a = 'people', b = 'long walks'] = interests.map((topic) => topic.interest);
  return f.helpers.arrayElement([
    `${job} in ${town}. Into ${a} and ${b}.`,
    `${job}. ${a[0]?.toUpperCase()}${a.slice(1)} on weekdays, ${b} on weekends.`,
    `${town}-based ${job.toLowerCase()}. Mostly here for ${a}.`,
    `${job} by day, ${a} by night. Also: ${b}.`,
  ]);
}
