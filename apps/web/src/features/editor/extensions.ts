import type { Extensions } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import Youtube from '@tiptap/extension-youtube';
import StarterKit from '@tiptap/starter-kit';

/**
 * The article editor's extensions (issue 16, SPEC §5): StarterKit with headings 2–4, its Link configured
 * here (no second Link extension: DEPENDENCIES.md) for http/https only, images, and YouTube through
 * youtube-nocookie. No horizontal rule (the server's allow-list has none).
 */
export const articleExtensions: Extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    horizontalRule: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      protocols: ['http', 'https'],
      isAllowedUri: (url) => /^https?:\/\//i.test(url),
      HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' },
    },
  }),
  Image.configure({ inline: false, allowBase64: false }),
  Youtube.configure({ nocookie: true, controls: true, width: 640, height: 360 }),
];
