/** Polls of the demo network: a question and its options. */
export const POLLS: readonly { question: string; options: readonly string[] }[] = [
  { question: 'Best time to post?', options: ['Morning', 'Lunch', 'Evening', 'Late night'] },
  { question: 'Tabs or spaces?', options: ['Tabs', 'Spaces'] },
  { question: 'Coffee or tea?', options: ['Coffee', 'Tea', 'Neither'] },
  { question: 'Which feature should Rep build next?', options: ['Dark mode', 'Chat', 'Lists', 'Streams'] },
  { question: 'Weekend plans?', options: ['Hiking', 'Reading', 'Gaming', 'Sleeping'] },
];

/** Questions with answers people gave (each question gets one to three of them). */
export const QUESTIONS: readonly { title: string; body: string; answers: readonly string[] }[] = [
  {
    title: 'How do you stay focused while working from home?',
    body: 'Looking for practical tips that actually stuck for you.',
    answers: [
      'A fixed start time, and getting dressed as if I was going out. Sounds silly, works.',
      'I block two hours every morning with notifications off. Meetings only after lunch.',
      'A 25-minute timer and a short walk after every fourth one.',
    ],
  },
  {
    title: 'What is the best first programming language in 2026?',
    body: 'My niece wants to start coding and asked me.',
    answers: [
      'Python. It reads almost like English and she can build something useful in an afternoon.',
      'JavaScript, so she can show her friends what she made in a browser.',
      'Whatever lets her build the thing she is excited about. Motivation beats syntax.',
    ],
  },
  {
    title: 'Any book that changed how you think?',
    body: 'Fiction or non-fiction, both welcome.',
    answers: [
      'Four Thousand Weeks by Oliver Burkeman. I stopped trying to finish my to-do list.',
      'Thinking, Fast and Slow. I catch myself in half of those biases now.',
      'The Left Hand of Darkness. It made me question what I thought was "normal".',
    ],
  },
  {
    title: 'How do you keep houseplants alive through the winter?',
    body: 'Mine start dropping leaves every November.',
    answers: [
      'Water less. Most plants barely grow in winter, and soggy roots kill them faster than dry air.',
      'Move them closer to the window and away from the radiators.',
      'A cheap grow light changed everything for my monstera.',
    ],
  },
];

/** Articles: a title and paragraphs. */
export const ARTICLES: readonly { title: string; paragraphs: readonly string[] }[] = [
  {
    title: 'What a year of running taught me about working',
    paragraphs: [
      'A year ago I could not run for ten minutes without stopping. Last Sunday I finished a half marathon. I did not become a different person in between; I just kept showing up, three mornings a week, mostly in the dark.',
      'The first lesson was that consistency beats intensity. The weeks I pushed too hard were the weeks I ended up skipping the next run. The weeks I kept it boring were the weeks I got better.',
      'The second was that progress is invisible from up close. Nothing seemed to change for months, and then one day the hill behind our house was simply not a problem any more.',
      'Work turned out to be the same. The projects I am proudest of were not sprints. They were small steps, taken often, by a team that could keep that pace for a long time.',
      'So this year I am trying to plan work the way I plan runs: a pace I can hold, rest built in, and one longer effort a week instead of heroics every day.',
    ],
  },
  {
    title: 'Notes from building a product with four people',
    paragraphs: [
      'We are four people: two engineers, one designer and me, doing everything else. Fourteen months in, here is what I would tell myself on day one.',
      'Talk to customers every week, even when there is nothing to show. The calls where we had nothing to demo taught us the most, because people talked about their problems instead of our screens.',
      'Write things down. A short decision log saved us from having the same argument three times. Nobody reads long documents, but everybody reads a paragraph that starts with "we decided".',
      'Ship smaller. Every time a change took more than two weeks, something went wrong that a smaller version would have shown us early.',
      'And protect the boring parts: backups, billing, support. Nobody thanks you for them until the day they matter.',
    ],
  },
  {
    title: 'How I got back into reading',
    paragraphs: [
      'For about five years I read almost nothing but articles and posts. I missed books, but every time I started one I lost the thread after a few pages.',
      'What finally worked was embarrassingly simple. I left my phone in another room for the first half hour of the evening and kept a book on the sofa, where the phone used to be.',
      'I also gave myself permission to quit. If a book did not grab me in fifty pages, it went back to the library. That one rule made reading feel like a choice again instead of homework.',
      'Short books helped. Novellas, essays, anything under two hundred pages. Finishing things built the habit faster than any reading challenge.',
      'This year I am at fourteen books. Not a record, but each one was read because I wanted to, and that was the whole point.',
    ],
  },
];

/** What the live schedules are about. */
export const LIVE_TOPICS = ['Live coding session: building a small app from scratch', 'Q&A with the team'];
