import type { Faker } from '@faker-js/faker';
import { handleFromName } from '@rep/shared';
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

/** A demo account's handle: the handle derived from the name plus the number `n` that makes it unique (`nasir.legros26`). */
export function handleFor(firstName: string, lastName: string, n: number): string {
  return `${handleFromName(firstName, lastName)}${n}`;
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
