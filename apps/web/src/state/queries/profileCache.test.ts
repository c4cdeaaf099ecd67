import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { makeProfile } from '../../test/fixtures';
import { flattenProfiles, nextProfileOffset, setFollowed } from './profileCache';
import { profileKeys } from './profiles';

const viewer = 'client|me';
const other = makeProfile({ id: 'client|other', numFollower: 2 });
const me = makeProfile({ id: viewer, numFollowing: 1 });

function seeded() {
  const client = new QueryClient();
  client.setQueryData(profileKeys.detail(other.id, viewer), other);
  client.setQueryData(profileKeys.detail(viewer, viewer), me);
  client.setQueryData(profileKeys.searchTop('o', viewer), [other]);
  client.setQueryData(profileKeys.list('following', viewer, 'default', viewer), {
    pages: [[other]],
    pageParams: [0],
  });
  client.setQueryData(profileKeys.postLimit(viewer), { limit: 20, available: 3 });
  return client;
}

describe('setFollowed', () => {
  it('updates every cached copy of the profile and the viewer’s following count', () => {
    const client = seeded();
    setFollowed(client, viewer, other.id, true);
    expect(client.getQueryData(profileKeys.detail(other.id, viewer))).toMatchObject({
      meFollowed: true,
      numFollower: 3,
    });
    expect(client.getQueryData(profileKeys.searchTop('o', viewer))).toMatchObject([{ meFollowed: true }]);
    expect(
      client.getQueryData<{ pages: unknown[][] }>(profileKeys.list('following', viewer, 'default', viewer))
        ?.pages[0],
    ).toMatchObject([{ meFollowed: true, numFollower: 3 }]);
    expect(client.getQueryData(profileKeys.detail(viewer, viewer))).toMatchObject({ numFollowing: 2 });
    expect(client.getQueryData(profileKeys.postLimit(viewer))).toEqual({ limit: 20, available: 3 });
  });

  it('is idempotent: the same state twice moves no count', () => {
    const client = seeded();
    setFollowed(client, viewer, other.id, true);
    setFollowed(client, viewer, other.id, true);
    expect(client.getQueryData(profileKeys.detail(other.id, viewer))).toMatchObject({ numFollower: 3 });
    expect(client.getQueryData(profileKeys.detail(viewer, viewer))).toMatchObject({ numFollowing: 2 });
  });
});

describe('profile pages', () => {
  it('asks for another page only after a full one', () => {
    const next = nextProfileOffset(10);
    expect(
      next(
        Array.from({ length: 10 }, () => other),
        [],
        20,
      ),
    ).toBe(30);
    expect(next([other], [], 20)).toBeUndefined();
  });

  it('drops duplicates across pages', () => {
    expect(flattenProfiles({ pages: [[other, me], [other]], pageParams: [0, 10] })).toEqual([other, me]);
  });
});
