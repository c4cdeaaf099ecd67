import type { Choices } from './templates';

/**
 * A subject the demo people write about: short posts, and replies that answer them (a reply may name the
 * parent's slots, e.g. the book the post was about).
 */
export interface Topic {
  /** Hashtag, without `#`. */
  tag: string;
  /** How a bio names the interest ("Into books and travel."). */
  interest: string;
  choices: Choices;
  /** Post templates; a post that only some replies fit brings its own. */
  posts: readonly (string | { text: string; replies: readonly string[] })[];
  /**
   * Replies that fit every plain post of the topic: a slot the posts fill (`{book}`) is used only when the
   * parent filled it; other slots (`{other}`) are picked fresh.
   */
  replies: readonly string[];
}

const BOOKS = [
  { book: 'Piranesi', author: 'Susanna Clarke' },
  { book: 'Project Hail Mary', author: 'Andy Weir' },
  { book: 'Klara and the Sun', author: 'Kazuo Ishiguro' },
  { book: 'The Left Hand of Darkness', author: 'Ursula K. Le Guin' },
  { book: 'Circe', author: 'Madeline Miller' },
  { book: 'A Gentleman in Moscow', author: 'Amor Towles' },
  { book: 'The Overstory', author: 'Richard Powers' },
  { book: 'Four Thousand Weeks', author: 'Oliver Burkeman' },
  { book: 'Station Eleven', author: 'Emily St. John Mandel' },
  { book: 'Middlemarch', author: 'George Eliot' },
  { book: 'Tomorrow, and Tomorrow, and Tomorrow', author: 'Gabrielle Zevin' },
];
const ARTISTS = [
  'Radiohead',
  'Phoebe Bridgers',
  'Nils Frahm',
  'Bon Iver',
  'Fleetwood Mac',
  'Khruangbin',
  'Little Simz',
  'Talking Heads',
  'Arooj Aftab',
  'Hiatus Kaiyote',
];
const CITIES = [
  'Lisbon',
  'Kyoto',
  'Mexico City',
  'Copenhagen',
  'Tbilisi',
  'Seoul',
  'Edinburgh',
  'Oaxaca',
  'Porto',
  'Hanoi',
  'Vienna',
  'Cape Town',
];
const GAMES = [
  'Hades II',
  'Stardew Valley',
  "Baldur's Gate 3",
  'Tears of the Kingdom',
  'Balatro',
  'Outer Wilds',
  'Hollow Knight',
  'Civilization VI',
];

/** The demo network's subjects (seed/content.ts writes posts and replies from them). */
export const TOPICS: readonly Topic[] = [
  {
    tag: 'coffee',
    interest: 'coffee',
    choices: {
      drink: ['flat white', 'cortado', 'pour-over', 'cold brew', 'latte with oat milk', 'double espresso'],
      place: ['the little place by the station', 'the new roastery downtown', 'my usual corner café'],
      origin: ['Ethiopian', 'Kenyan', 'Colombian', 'Guatemalan', 'Rwandan'],
      note: ['blueberry', 'jasmine', 'dark chocolate', 'caramel', 'citrus'],
    },
    posts: [
      'First {drink} of the day and suddenly I can answer emails again.',
      'Tried the {origin} single origin from {place}. Tastes like {note}, no exaggeration. #coffee',
      'Unpopular opinion: a {drink} made at home beats most cafés.',
      {
        text: 'Dialled in my grinder for the {origin} beans at last. 18 g in, 36 g out, 28 seconds. #coffee',
        replies: ['What grinder are you using?', '28 seconds is the sweet spot. Mine keeps running fast.'],
      },
      'Is it just me or did {place} get a lot busier? Waited 20 minutes for a {drink}.',
      'The barista at {place} remembered my order ({drink}, no sugar). Small things.',
    ],
    replies: [
      'Okay, now I need to try {place}.',
      '{origin} beans with {note} notes are the best thing in the world.',
      'Team cold brew here, all year round.',
      'Same. Nothing works before the first cup.',
      'A {drink} is the correct choice, no notes.',
      'Coffee is a personality and I am fine with that.',
    ],
  },
  {
    tag: 'reading',
    interest: 'books',
    choices: {
      book: BOOKS,
      other: BOOKS.map(({ book }) => book),
      verdict: [
        'Loved it.',
        'Not sure how I feel about the ending.',
        'Highly recommend.',
        'Slow start, great payoff.',
        'Still thinking about it.',
      ],
      wish: ['slow, strange and kind', 'funny but not silly', 'short enough for a weekend'],
    },
    posts: [
      'Just finished {book} by {author}. {verdict}',
      "Halfway through {book} and I keep staying up too late. Don't spoil it.",
      'Book club picked {book} for next month. Have you read it? Be honest. #reading',
      'Reading goal check: 14 books so far this year. Currently on {book}. #reading',
      'Rereading {book} ten years later and it hits completely differently.',
      'Looking for something like {book}: {wish}. Suggestions? #reading',
    ],
    replies: [
      'The ending of {book} wrecked me. In a good way.',
      'Adding it to the pile. The pile is getting dangerous.',
      'If you liked that, try {other}.',
      '{author} can do no wrong for me.',
      'I bounced off it twice. Maybe third time lucky?',
      'Audiobook or paper?',
    ],
  },
  {
    tag: 'music',
    interest: 'music',
    choices: {
      artist: ARTISTS,
      pick: ARTISTS,
      genre: ['ambient', 'jazz', 'synth-pop', 'folk', 'hip-hop', 'city pop'],
      mood: ['deep focus', 'a long drive', 'a rainy Sunday', 'cooking dinner'],
    },
    posts: [
      "Can't stop listening to {artist} this week. #music",
      'Saw {artist} live last night. My ears are ringing and I regret nothing. #music',
      'Need {genre} recommendations for {mood}. Go. #music',
      'My playlist for {mood} is 40% {artist} at this point. #music',
      'Finally bought a record player. First record: {artist}, obviously. #music',
      'Anyone going to the {artist} show next month? #music',
    ],
    replies: [
      'Adding {artist} to my queue.',
      'If you like {artist}, try {pick}.',
      'My neighbours know every {artist} song by now. Sorry, neighbours.',
      'For {mood}? {pick}, no question.',
      'Seconding this.',
    ],
  },
  {
    tag: 'travel',
    interest: 'travel',
    choices: {
      city: CITIES,
      first: ['Any coffee recommendations?', 'The weather is unreal.', 'First time here!'],
      month: ['March', 'May', 'September', 'October', 'December'],
    },
    posts: [
      {
        text: 'Landed in {city}. {first} #travel',
        replies: ['How bad was the jet lag?', 'Jealous! I have wanted to visit {city} for years.'],
      },
      "Three days in {city} and I've walked 60 km. My feet would like a word.",
      'Going to {city} in {month}. What should I not miss? #travel',
      "The trains in {city} are so good it's making me angry about home.",
      'Best meal of the trip: a tiny place in {city} with no menu. #travel',
      {
        text: "Packing tip that changed my life: roll, don't fold. Off to {city} tomorrow.",
        replies: ['Rolling is the only way.', 'Have the best time in {city}!'],
      },
    ],
    replies: [
      'Go to the markets early, before the crowds.',
      'Jealous! I have wanted to visit {city} for years.',
      'Take the night train if you can.',
      'Comfortable shoes, always.',
    ],
  },
  {
    tag: 'food',
    interest: 'cooking',
    choices: {
      dish: [
        'shakshuka',
        'mushroom risotto',
        'dal',
        'ramen from scratch',
        'sourdough',
        'lasagna',
        'green curry',
      ],
      result: ['amazing', 'edible, barely', 'better than the restaurant', 'way too spicy'],
      extra: ['lime', 'smoked paprika', 'brown butter', 'miso', 'chili crisp'],
    },
    posts: [
      'Made {dish} tonight and it turned out {result}. #food',
      'Third attempt at {dish}. Getting closer. #food',
      "What's your go-to weeknight dinner? Mine is {dish}, every time.",
      'Someone at work brought {dish} and now I need the recipe.',
      'Sunday project: {dish}. The kitchen looks like a crime scene. #food',
    ],
    replies: [
      'Recipe please!',
      'Add a little {extra} next time, trust me.',
      'Honestly, {dish} is my comfort food too.',
      "Okay, now I'm hungry.",
      'Do you freeze leftovers or is that a fantasy?',
    ],
  },
  {
    tag: 'design',
    interest: 'design',
    choices: {
      thing: [
        'the onboarding flow',
        'our pricing page',
        'a settings screen',
        'the empty states',
        'the icon set',
      ],
      tool: ['Figma', 'pencil and paper', 'Penpot'],
    },
    posts: [
      'Spent all day on {thing}. Nobody will notice, which is the point. #design',
      'Reminder that {thing} deserves as much love as the landing page. #design',
      'Sketching {thing} with {tool} first saves me hours every time.',
      {
        text: 'Contrast check: if you have to squint, so do your users. #design',
        replies: ['Printing this and putting it on the wall.', 'And test it on a phone in the sun.'],
      },
      'Redesigned {thing} three times this week. The first version was right.',
    ],
    replies: [
      'Nobody talks about {thing} enough.',
      'Would love to see a before and after.',
      "Users notice. They just don't say it.",
      'How do you test it with real people?',
      'Team {tool} for life.',
    ],
  },
  {
    tag: 'buildinpublic',
    interest: 'startups',
    choices: {
      product: ['our invoicing tool', 'our habit tracker', 'our mobile app', 'our public API'],
      metric: ['100 paying customers', 'our first 1,000 users', 'break-even'],
    },
    posts: [
      'We just shipped a new version of {product}. Feedback welcome! #buildinpublic',
      "We hit {metric} today. Took 14 months. Not overnight, but it's ours. #buildinpublic",
      {
        text: 'Lesson from this week: talk to users before writing code. Again. #startups',
        replies: ['Every. Single. Time.', 'The lesson we all keep learning.'],
      },
      {
        text: 'Killed a feature today that took two months to build. Nobody used it. #buildinpublic',
        replies: ['Killing features is the hardest part. Respect.', 'Two months is cheap for that lesson.'],
      },
      {
        text: 'Hiring our first designer. Small team, big plans, messages open. #startups',
        replies: ['Shared it with a designer friend!', 'Remote, or in an office?'],
      },
    ],
    replies: [
      'Congrats! {metric} is a huge milestone.',
      "What's the stack?",
      'Sharing this with a friend who needs exactly this.',
      'How did you find your first customers?',
    ],
  },
  {
    tag: 'gaming',
    interest: 'games',
    choices: { game: GAMES, other: GAMES },
    posts: [
      {
        text: "Told myself one more run in {game}. It's 2 am. #gaming",
        replies: ['One more run is a lie we all tell.', 'Go to bed. After one more run.'],
      },
      "{game} is the best thing I've played in years. No notes. #gaming",
      'Finally beat that boss in {game}. Took 37 tries.',
      'Looking for cosy games like {game} for the winter. Recommendations?',
      'Game night with friends: {game} and too much pizza. #gaming',
    ],
    replies: [
      'No spoilers, but wait until you reach the end.',
      'Have you tried {other}? Similar vibe.',
      'Co-op or solo?',
      '{game} is my comfort game too.',
    ],
  },
  {
    tag: 'running',
    interest: 'running',
    choices: {
      route: ['the river', 'the coastal path', 'the old railway line', 'the canal'],
      distance: ['5 km', '10 km', 'a half marathon', 'my first 15 km'],
    },
    posts: [
      'Ran {distance} this morning along {route}. Legs: no. Brain: yes.',
      {
        text: 'Signed up for {distance} in the spring. Someone please hold me accountable. #running',
        replies: ["You've got this!", 'Accountability buddy reporting for duty.'],
      },
      {
        text: 'Rain, wind, 6 °C. Ran anyway. Feeling very smug about it. #running',
        replies: ['Smug is earned.', 'Respect. I am still in bed.'],
      },
      {
        text: 'Walked along {route} today. Saw exactly two people and one very confused goat.',
        replies: ['The goat is the real story here.', 'Where is this? I need to meet the goat.'],
      },
    ],
    replies: [
      'What shoes do you run in?',
      "Love {route}, it's my favourite too.",
      'Respect. I am still in bed.',
    ],
  },
  {
    tag: 'coding',
    interest: 'programming',
    choices: {
      language: ['Rust', 'TypeScript', 'Go', 'Python', 'Elixir', 'Kotlin'],
      bug: ['a timezone bug', 'an off-by-one error', 'a race condition', 'a missing await'],
      day: ['3', '12', '30', '47', '100'],
      progress: ['Small wins.', 'Humbling.', 'Getting there!', 'The compiler and I are friends now.'],
    },
    posts: [
      'Spent four hours on {bug}. The fix was one line. #coding',
      {
        text: 'Day {day} of learning {language}. {progress}',
        replies: ['Welcome to {language}, we have snacks.', 'Keep going, it clicks around day 60.'],
      },
      {
        text: 'Rewrote the script in {language} and it went from 40 seconds to 2. #coding',
        replies: ['Was it the language or the rewrite, though?', 'Now do the build pipeline.'],
      },
      {
        text: 'Code review tip: ask questions instead of giving orders. It changes everything.',
        replies: ['Wish my last reviewer had read this.', 'Adding this to our team guide.'],
      },
      "It was {bug}. It's always {bug}.",
    ],
    replies: [
      'The one-line fixes hurt the most.',
      'Ah, {bug}. My old enemy.',
      'Did you write a test for it?',
      'Felt this in my soul.',
    ],
  },
  {
    tag: 'plants',
    interest: 'plants',
    choices: {
      plant: ['monstera', 'pothos', 'basil', 'fiddle-leaf fig', 'snake plant'],
      chore: ['call your mum', 'back up your files', 'go outside', 'go to bed earlier'],
    },
    posts: [
      "Plant update: the {plant} has a new leaf and I'm unreasonably proud. #plants",
      {
        text: 'Reminder: drink water, stretch, and {chore}.',
        replies: ['Needed this today, thank you.', 'Doing all three right now.'],
      },
      {
        text: 'My cat has decided my keyboard is the warmest place in the house. Productivity: gone.',
        replies: ['The cat is the manager now.', 'Mine prefers the laptop charger. Same energy.'],
      },
      {
        text: 'Sunday plan: absolutely nothing. Maybe a nap. Maybe two.',
        replies: ['Naps are an underrated sport.', 'The best kind of plan.'],
      },
      'Repotted the {plant} today. It looks annoyed, but it will thank me. #plants',
    ],
    replies: ["Pics or it didn't happen.", 'The {plant} thrives on pride. Keep it up.', 'Green thumbs up.'],
  },
];

/** Replies that fit any post. */
export const ANY_REPLIES = [
  'So true!',
  'This made my day 😄',
  "Couldn't have said it better.",
  'Following this thread.',
  'Ha, same.',
  'Saving this.',
];

/** What people write when they quote a post. */
export const QUOTES = [
  'This!',
  'Worth a read.',
  'Hard disagree, but I see the point.',
  'Saving this for later.',
  'Everyone on my team needs to see this.',
  'The replies on this one are gold.',
  'Exactly what I was trying to say yesterday.',
];
