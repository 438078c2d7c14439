import { describe, expect, it } from 'vitest';
import { createWakeableIdle } from './wakeable-idle';

describe('wakeable idle', () => {
  it('wake ends every pause, wakeOne only the one waiting longest', async () => {
    const { wake, wakeOne, idle } = createWakeableIdle();
    const ended: number[] = [];
    const pauses = [1, 2, 3].map((n) => idle(60_000).then(() => ended.push(n)));
    wakeOne();
    await pauses[0];
    expect(ended).toEqual([1]);
    wake();
    await Promise.all(pauses);
    expect(ended.sort()).toEqual([1, 2, 3]);
  });
});
