import { apiEndpoints, authEndpoints } from '@rep/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../test/harness';

let t: TestApp;
let ada: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  ada = await t.signUp('Ada', 'Silver');
});
afterAll(() => t.close());

describe('an empty string for an optional field (clients written from SPEC §3/§7)', () => {
  it('should post a text post with media Standard and mediaValue empty', async () => {
    const res = await t.call(
      apiEndpoints.createPost,
      { body: 'hello', media: 'Standard', mediaValue: '', postTypeValue: '', communityId: '' } as never,
      ada.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      body: 'hello',
      communityId: 'Rep',
      media: { type: 'Standard', url: '' },
    });
  });

  it('should leave the avatar and cover as they are when /profile/update sends them empty', async () => {
    await t.call(apiEndpoints.updateAvatar, { url: 'https://cdn.example.test/a.webp' }, ada.token);
    const res = await t.call(
      apiEndpoints.updateProfile,
      { about: { bio: 'Counting engines', username: '' }, avatar: '', coverImage: '' },
      ada.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      bio: 'Counting engines',
      avatar: 'https://cdn.example.test/a.webp',
    });
  });

  it('should keep an empty string where it is a value: an empty bio clears it', async () => {
    const res = await t.call(apiEndpoints.updateProfile, { about: { bio: '' } }, ada.token);
    expect(res.body.data.bio).toBe('');
  });

  it('should still refuse an empty required field with a message naming it', async () => {
    const res = await t.call(apiEndpoints.feedback, { message: '' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('message: Field is required');
  });
});

describe('NUL bytes and unpaired surrogates', () => {
  it('should answer 400 naming the query parameter of GET /auth/userExisted', async () => {
    const res = await t.raw({ method: 'GET', url: '/auth/userExisted?userId=a%00b' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'BadRequest' });
    expect(res.body.message).toBe('userId: must not contain NUL bytes or unpaired surrogates');
  });

  it('should answer 400 naming the field for a NUL in feedback and a lone surrogate in a name', async () => {
    const feedback = await t.call(apiEndpoints.feedback, { message: 'a\u0000b' });
    expect(feedback.status).toBe(400);
    expect(feedback.body.message).toBe('message: must not contain NUL bytes or unpaired surrogates');
    const name = await t.call(apiEndpoints.updateProfile, { about: { firstName: '\ud800' } }, ada.token);
    expect(name.status).toBe(400);
    expect(name.body.message).toBe('about.firstName: must not contain NUL bytes or unpaired surrogates');
    const signUp = await t.call(authEndpoints.signUp, {
      userId: 'password|x',
      provider: 'password',
      payload: { email: 'a@example.test', password: 'Passw0rdPassw0rd', firstName: 'x\udc00', lastName: 'Y' },
    });
    expect(signUp.body.message).toBe('payload.firstName: must not contain NUL bytes or unpaired surrogates');
  });

  it('should look inside nested values (a poll option, a key of postTypeValue)', async () => {
    const option = await t.call(
      apiEndpoints.createPost,
      {
        postType: 'Poll',
        body: 'q',
        postTypeValue: { options: ['a', 'b\u0000'], pollLength: Date.now() + 60_000 },
      },
      ada.token,
    );
    expect(option.status).toBe(400);
    expect(option.body.message).toBe(
      'postTypeValue.options.1: must not contain NUL bytes or unpaired surrogates',
    );
    const key = await t.call(
      apiEndpoints.createPost,
      { body: 'q', postTypeValue: { 'k\u0000': 1 } },
      ada.token,
    );
    expect(key.status).toBe(400);
  });

  it('should accept emoji (well-formed surrogate pairs)', async () => {
    const res = await t.call(apiEndpoints.feedback, { message: 'ok 😀' });
    expect(res.status).toBe(200);
  });
});
