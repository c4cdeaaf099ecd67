import type { Faker } from '@faker-js/faker';

const HASHTAGS = [
  'buildinpublic',
  'web3',
  'coffee',
  'reading',
  'music',
  'travel',
  'design',
  'startups',
  'food',
  'gaming',
];

/** Post texts in a dozen voices, so the demo feed reads like people, not lorem ipsum. */
const TEMPLATES: ((f: Faker) => string)[] = [
  (f) =>
    `Just finished "${f.book.title()}" by ${f.book.author()}. ${f.helpers.arrayElement(['Loved it.', 'Not sure how I feel about the ending.', 'Highly recommend!', 'Slow start, great payoff.'])}`,
  (f) =>
    `Made ${f.food.dish()} tonight and it turned out ${f.helpers.arrayElement(['amazing', 'edible, barely', 'better than the restaurant', 'way too spicy'])} #food`,
  (f) => `Hot take: ${f.company.buzzPhrase()} is overrated. Change my mind.`,
  (f) =>
    `Our team just shipped ${f.commerce.productName()} — ${f.company.catchPhrase().toLowerCase()}. Feedback welcome! #buildinpublic`,
  (f) =>
    `Listening to "${f.music.songName()}" on repeat today. ${f.helpers.arrayElement(['Classic.', 'What a track.', 'Anyone else?'])} #music`,
  (f) =>
    `Landed in ${f.location.city()}. ${f.helpers.arrayElement(['Any coffee recommendations?', 'The weather is unreal.', 'First time here!'])} #travel`,
  (f) => `${f.hacker.phrase()} At least that is what my debugger tells me.`,
  (f) =>
    `Question for the timeline: ${f.helpers.arrayElement(['tabs or spaces?', 'best note-taking app?', 'how do you stay focused?', 'favourite board game?'])}`,
  (f) =>
    `Day ${f.number.int({ min: 2, max: 180 })} of learning ${f.helpers.arrayElement(['Rust', 'the guitar', 'Japanese', 'watercolour', 'to cook'])}. ${f.helpers.arrayElement(['Small wins.', 'Humbling.', 'Getting there!'])}`,
  (f) =>
    `${f.word.words({ count: { min: 6, max: 14 } })}. ${f.helpers.arrayElement(['Thoughts?', '', 'Exactly.'])}`,
  (f) =>
    `Reminder: drink water, stretch, and ${f.helpers.arrayElement(['call your mom', 'back up your files', 'touch grass', 'go to bed earlier'])}.`,
  (f) =>
    `The ${f.commerce.productAdjective().toLowerCase()} thing about ${f.company.buzzNoun()} is how fast it moves. #startups`,
];

/** A realistic short post, sometimes with a hashtag, at most 512 characters. */
export function postText(f: Faker): string {
  const text = f.helpers.arrayElement(TEMPLATES)(f);
  const tagged =
    f.datatype.boolean(0.25) && !text.includes('#') ? `${text} #${f.helpers.arrayElement(HASHTAGS)}` : text;
  return tagged.slice(0, 512);
}

/** A short reply. */
export function replyText(f: Faker): string {
  return f.helpers.arrayElement([
    'So true!',
    'This made my day 😄',
    `Totally agree. ${f.company.catchPhrase()}.`,
    'Source?',
    `Have you tried ${f.commerce.productName()}?`,
    'Couldn’t have said it better.',
    `Interesting — ${f.hacker.phrase().toLowerCase()}`,
    'Following this thread.',
  ]);
}
