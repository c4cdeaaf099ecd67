import { apiEndpoints, DEFAULT_EXTENSION_ID } from '@rep/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createTestApp, type TestApp } from '../../test/harness';

const STORE_ID = 'abcdefghijklmnopabcdefghijklmnop';

describe('GET /api/config extensionIds (issue 17)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ EXTENSION_IDS: ` ${DEFAULT_EXTENSION_ID}, ${STORE_ID} ` });
  });
  afterAll(() => t.close());

  it('should answer the configured extension ids', async () => {
    const response = await t.call(apiEndpoints.appConfig, {});
    expect(response.body.data.extensionIds).toEqual([DEFAULT_EXTENSION_ID, STORE_ID]);
  });

  it("should default to the unpacked build's id and refuse an id Chrome cannot give", () => {
    expect(loadConfig({}).EXTENSION_IDS).toEqual([DEFAULT_EXTENSION_ID]);
    expect(() => loadConfig({ EXTENSION_IDS: 'not-an-id' })).toThrow(/EXTENSION_IDS/);
  });
});
