import { describe, expect, it } from 'vitest';
import { makeProfile } from '../../test/fixtures';
import { buildProfileUpdate, initialProfileValues } from './profileForm';

const profile = makeProfile({
  displayName: 'Ada King Lovelace',
  username: 'ada',
  avatar: 'https://x.test/a.png',
});

describe('the Edit profile form', () => {
  it('splits the display name into first and last name', () => {
    expect(initialProfileValues(profile)).toMatchObject({
      firstName: 'Ada',
      lastName: 'King Lovelace',
      username: 'ada',
    });
  });

  it('sends only the changed fields; an emptied image URL removes the image', () => {
    const initial = initialProfileValues(profile);
    const result = buildProfileUpdate(initial, { ...initial, bio: 'Poet of science', avatar: '' });
    expect(result).toEqual({ ok: true, input: { about: { bio: 'Poet of science' }, avatar: null } });
  });

  it('reports the shared schema’s errors per field', () => {
    const initial = initialProfileValues(profile);
    const result = buildProfileUpdate(initial, { ...initial, username: 'No', coverImage: 'ftp://x' });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors.username?.[0]).toMatch(/lower-case/);
      expect(result.errors.coverImage?.[0]).toMatch(/http/);
    }
  });
});
