import { describe, expect, it } from 'vitest';
import { createRequestGauge, createYield, pausesTaken, requestEnded, requestStarted } from './request-gauge';

describe('a scanning thread giving way to requests', () => {
  it('goes on without pausing while no request is in flight', () => {
    const gauge = createRequestGauge();
    const pause = createYield(gauge, { sliceMs: 0, maxPauseMs: 1000 });
    const started = performance.now();
    for (let i = 0; i < 100; i++) pause();
    expect(pausesTaken(gauge)).toBe(0);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('pauses while a request is in flight, never longer than its longest pause', () => {
    const gauge = createRequestGauge();
    requestStarted(gauge);
    const pause = createYield(gauge, { sliceMs: 0, maxPauseMs: 30 });
    const started = performance.now();
    pause();
    expect(performance.now() - started).toBeGreaterThanOrEqual(29);
    expect(pausesTaken(gauge)).toBe(1);
    requestEnded(gauge);
    pause();
    expect(pausesTaken(gauge)).toBe(1);
  });

  it('runs a whole slice before it pauses again', () => {
    const gauge = createRequestGauge();
    requestStarted(gauge);
    const pause = createYield(gauge, { sliceMs: 60_000, maxPauseMs: 30 });
    for (let i = 0; i < 10; i++) pause();
    expect(pausesTaken(gauge)).toBe(0);
  });

  it('stops pausing once one scan has paused its budget', () => {
    const gauge = createRequestGauge();
    requestStarted(gauge);
    const pause = createYield(gauge, { sliceMs: 0, maxPauseMs: 30, budgetMs: 50 });
    // 30 ms, then the 20 ms left (one, if the machine held the first past 50 ms); then none.
    for (let i = 0; i < 5; i++) pause();
    const taken = pausesTaken(gauge);
    expect(taken).toBeGreaterThanOrEqual(1);
    expect(taken).toBeLessThanOrEqual(2);
    for (let i = 0; i < 20; i++) pause();
    expect(pausesTaken(gauge)).toBe(taken);
  });
});
