import { messages } from '@rep/shared';
import { describe, expect, it } from 'vitest';
import { makeProfile } from '../../test/fixtures';
import { buildProfileUpdate, initialProfileValues } from './profileForm';

const profile = makeProfile({
  displayName: 'Ada King Lovelace',
  username: 'ada',
  avatar: 'https://x.test/a.png',
});

describe('the Edit profile form', () => {
  it('splits the display name into first and last name and has no raw image URL fields', () => {
    expect(initialProfileValues(profile)).toEqual({
      firstName: 'Ada',
      lastName: 'King Lovelace',
      username: 'ada',
      bio: profile.bio,
      aboutme: profile.aboutme,
    });
  });

  it('sends only the changed fields, the handle lower-cased', () => {
    const initial = initialProfileValues(profile);
    const result = buildProfileUpdate(initial, { ...initial, bio: 'Poet of science', username: 'Ada.King' });
    expect(result).toEqual({ ok: true, input: { about: { bio: 'Poet of science', username: 'ada.king' } } });
  });

  it('reports the shared schema’s errors per field, and an emptied name or handle as required', () => {
    const initial = initialProfileValues(profile);
    const result = buildProfileUpdate(initial, { ...initial, username: 'a..b', firstName: '  ' });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors.username?.[0]).toMatch(/^must be 3–30 letters, digits, '\.' or '_'/);
      expect(result.errors.firstName).toEqual([messages.fieldRequired]);
    }
  });
});
