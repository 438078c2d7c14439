import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const dataDirs: string[] = [];
const base = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'agentsy-config-'));
  dataDirs.push(dir);
  return { NODE_ENV: 'test', DATA_DIR: dir };
};
afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

describe('S3 configuration', () => {
  it('uses local disk without S3_BUCKET and S3 with it', () => {
    expect(loadConfig(base()).s3).toBeUndefined();
    expect(loadConfig({ ...base(), S3_BUCKET: 'uploads', S3_ENDPOINT: 'http://localhost:9000' }).s3).toEqual({
      bucket: 'uploads',
      region: 'us-east-1',
      endpoint: 'http://localhost:9000',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: true,
    });
  });

  it('refuses half-set S3 settings', () => {
    expect(() => loadConfig({ ...base(), S3_ENDPOINT: 'http://localhost:9000' })).toThrow('S3_BUCKET: required');
    expect(() => loadConfig({ ...base(), S3_BUCKET: 'bkt', S3_ACCESS_KEY_ID: 'k' })).toThrow('must be set together');
    expect(() => loadConfig({ ...base(), S3_BUCKET: 'bkt', S3_ENDPOINT: 'not a url' })).toThrow('S3_ENDPOINT');
  });
});
