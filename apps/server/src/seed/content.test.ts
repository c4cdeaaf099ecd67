import { faker } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { writePost, writeReply } from './content';
import { fill, slotsOf } from './templates';
import { TOPICS } from './topics';

describe('demo content templates', () => {
  it('should fill every post and reply template of every topic, leaving no placeholder', () => {
    faker.seed(1);
    for (const topic of TOPICS) {
      const replies = [
        ...topic.replies,
        ...topic.posts.flatMap((post) => (typeof post === 'string' ? [] : post.replies)),
      ];
      const posts = topic.posts.map((post) => (typeof post === 'string' ? post : post.text));
      for (const template of [...posts, ...replies]) {
        expect(fill(template, topic.choices, {}, faker), template).not.toMatch(/[{}]/);
      }
    }
  });

  it('should answer a post with the values it named (the same book, city, game)', () => {
    faker.seed(2);
    let checked = 0;
    for (let i = 0; i < 300; i++) {
      const topic = faker.helpers.arrayElement(TOPICS);
      const post = writePost(faker, topic);
      const reply = writeReply(faker, post);
      const template = [...post.replies].find((candidate) => {
        const pattern = candidate.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, '(.+)');
        return new RegExp(`^${pattern}$`).test(reply);
      });
      for (const name of template ? slotsOf(template) : []) {
        if (!(name in post.slots)) continue;
        expect(reply, `${post.body} → ${reply}`).toContain(post.slots[name]);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(50);
  });
});
