/**
 * The seed's GIF library (issue 16): a few dozen small animated GIFs drawn at seed time with sharp, each an
 * SVG scene of moving shapes and colours with its title, joined into an animation that loops.
 */
import sharp from 'sharp';

/** A GIF of the seed library: its title, tags and bytes. */
export interface GeneratedGif {
  title: string;
  tags: string[];
  bytes: Buffer;
}

/** Width and height of a generated GIF in pixels, its frame count and delay per frame in ms. */
export const GENERATED_GIF = { width: 160, height: 120, frames: 8, delayMs: 110 } as const;

type Motion = 'bounce' | 'spin' | 'pulse' | 'slide' | 'rain' | 'wave';

/** The library: title, tags, motion and base hue (0–359). */
const SCENES: { title: string; tags: string[]; motion: Motion; hue: number }[] = [
  { title: 'Hello', tags: ['hello', 'hi', 'greeting'], motion: 'wave', hue: 200 },
  { title: 'Hi there', tags: ['hi', 'hello', 'greeting'], motion: 'bounce', hue: 170 },
  { title: 'Thank you', tags: ['thanks', 'thank you', 'grateful'], motion: 'pulse', hue: 330 },
  { title: 'Thanks a lot', tags: ['thanks', 'grateful'], motion: 'slide', hue: 300 },
  { title: 'Congrats', tags: ['congrats', 'celebrate', 'party'], motion: 'rain', hue: 45 },
  { title: 'Party time', tags: ['party', 'celebrate', 'fun'], motion: 'spin', hue: 280 },
  { title: 'Happy birthday', tags: ['birthday', 'party', 'celebrate'], motion: 'rain', hue: 10 },
  { title: 'Yes', tags: ['yes', 'agree', 'ok'], motion: 'bounce', hue: 130 },
  { title: 'No', tags: ['no', 'disagree'], motion: 'slide', hue: 0 },
  { title: 'OK', tags: ['ok', 'agree', 'yes'], motion: 'pulse', hue: 150 },
  { title: 'Wow', tags: ['wow', 'surprised', 'amazed'], motion: 'pulse', hue: 50 },
  { title: 'LOL', tags: ['lol', 'laugh', 'funny'], motion: 'bounce', hue: 60 },
  { title: 'Haha', tags: ['laugh', 'funny', 'lol'], motion: 'wave', hue: 80 },
  { title: 'Love it', tags: ['love', 'heart', 'like'], motion: 'pulse', hue: 345 },
  { title: 'Good morning', tags: ['morning', 'greeting', 'sun'], motion: 'slide', hue: 35 },
  { title: 'Good night', tags: ['night', 'sleep', 'moon'], motion: 'wave', hue: 240 },
  { title: 'Coffee time', tags: ['coffee', 'morning', 'break'], motion: 'spin', hue: 25 },
  { title: 'Thinking', tags: ['thinking', 'hmm', 'idea'], motion: 'spin', hue: 190 },
  { title: 'Great idea', tags: ['idea', 'smart', 'thinking'], motion: 'pulse', hue: 55 },
  { title: 'Mind blown', tags: ['wow', 'amazed', 'mind blown'], motion: 'rain', hue: 270 },
  { title: 'Applause', tags: ['applause', 'clap', 'congrats'], motion: 'bounce', hue: 20 },
  { title: 'High five', tags: ['high five', 'yes', 'team'], motion: 'slide', hue: 110 },
  { title: 'Let’s go', tags: ['go', 'excited', 'hype'], motion: 'slide', hue: 15 },
  { title: 'So excited', tags: ['excited', 'hype', 'happy'], motion: 'bounce', hue: 320 },
  { title: 'Happy', tags: ['happy', 'smile', 'joy'], motion: 'wave', hue: 45 },
  { title: 'Sad', tags: ['sad', 'cry'], motion: 'rain', hue: 215 },
  { title: 'Sorry', tags: ['sorry', 'apology', 'sad'], motion: 'pulse', hue: 225 },
  { title: 'Facepalm', tags: ['facepalm', 'fail', 'oops'], motion: 'slide', hue: 5 },
  { title: 'Oops', tags: ['oops', 'fail', 'mistake'], motion: 'bounce', hue: 30 },
  { title: 'Cheers', tags: ['cheers', 'celebrate', 'drink'], motion: 'spin', hue: 40 },
  { title: 'Welcome', tags: ['welcome', 'greeting', 'hello'], motion: 'wave', hue: 160 },
  { title: 'Bye', tags: ['bye', 'goodbye', 'farewell'], motion: 'slide', hue: 260 },
  { title: 'On my way', tags: ['travel', 'go', 'coming'], motion: 'slide', hue: 185 },
  { title: 'Weekend', tags: ['weekend', 'relax', 'fun'], motion: 'wave', hue: 100 },
  { title: 'Deal with it', tags: ['cool', 'deal', 'attitude'], motion: 'spin', hue: 0 },
  { title: 'Mic drop', tags: ['mic drop', 'done', 'cool'], motion: 'rain', hue: 290 },
];

/** Shapes of frame `i` of `n` for a motion, as SVG elements on a width × height canvas. */
function shapes(motion: Motion, i: number, n: number, hue: number): string {
  const { width: w, height: h } = GENERATED_GIF;
  const t = i / n;
  const ring = `hsl(${(hue + 180) % 360},85%,60%)`;
  switch (motion) {
    case 'bounce': {
      const y = 30 + Math.abs(Math.sin(t * Math.PI * 2)) * 40;
      return `<circle cx="${w / 2}" cy="${80 - y + 30}" r="16" fill="${ring}"/>`;
    }
    case 'spin': {
      const a = t * 360;
      return `<g transform="rotate(${a} ${w / 2} ${h / 2 - 12})"><rect x="${w / 2 - 18}" y="${h / 2 - 30}" width="36" height="36" rx="6" fill="${ring}"/></g>`;
    }
    case 'pulse': {
      const r = 12 + Math.sin(t * Math.PI * 2) * 8 + 8;
      return `<circle cx="${w / 2}" cy="${h / 2 - 12}" r="${r}" fill="${ring}"/>`;
    }
    case 'slide': {
      const x = 16 + t * (w - 32);
      return `<rect x="${x - 14}" y="${h / 2 - 28}" width="28" height="28" rx="14" fill="${ring}"/>`;
    }
    case 'rain':
      return Array.from({ length: 9 }, (_, k) => {
        const x = 10 + k * 17;
        const y = ((k * 23 + t * 90) % 90) - 4;
        return `<rect x="${x}" y="${y}" width="6" height="10" rx="2" fill="hsl(${(hue + k * 40) % 360},85%,65%)"/>`;
      }).join('');
    case 'wave':
      return Array.from({ length: 7 }, (_, k) => {
        const y = h / 2 - 14 + Math.sin((t + k / 7) * Math.PI * 2) * 18;
        return `<circle cx="${20 + k * 20}" cy="${y}" r="7" fill="${ring}"/>`;
      }).join('');
  }
}

/** Escapes text for SVG. */
const escapeXml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/** Frame `i` of a scene as SVG. */
function frameSvg(scene: (typeof SCENES)[number], i: number): Buffer {
  const { width: w, height: h, frames } = GENERATED_GIF;
  const background = `hsl(${(scene.hue + i * 6) % 360},65%,${30 + (i % 4) * 2}%)`;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">` +
      `<rect width="${w}" height="${h}" fill="${background}"/>` +
      shapes(scene.motion, i, frames, scene.hue) +
      `<text x="${w / 2}" y="${h - 14}" font-size="18" font-weight="bold" text-anchor="middle" fill="white" ` +
      `font-family="sans-serif">${escapeXml(scene.title)}</text></svg>`,
  );
}

/**
 * Draws one scene as an animated GIF (looping, {@link GENERATED_GIF} size and timing).
 * @returns the GIF's bytes (GIF89a)
 */
async function drawScene(scene: (typeof SCENES)[number]): Promise<Buffer> {
  const frames = await Promise.all(
    Array.from({ length: GENERATED_GIF.frames }, (_, i) => sharp(frameSvg(scene, i)).png().toBuffer()),
  );
  return sharp(frames, { join: { animated: true } })
    .gif({ loop: 0, delay: GENERATED_GIF.delayMs })
    .toBuffer();
}

/** Every GIF of the seed library, drawn (about 36, a few ms each). */
export async function generateGifLibrary(): Promise<GeneratedGif[]> {
  const out: GeneratedGif[] = [];
  for (const scene of SCENES)
    out.push({ title: scene.title, tags: scene.tags, bytes: await drawScene(scene) });
  return out;
}
