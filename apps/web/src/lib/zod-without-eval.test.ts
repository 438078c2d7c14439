import { describe, expect, it, vi } from 'vitest';
import { turnOffZodEval } from './zod-without-eval';

describe('turnOffZodEval', () => {
  it('leaves zod without eval: its settings say so and building a schema never calls Function', async () => {
    turnOffZodEval();
    const functionSpy = vi.spyOn(globalThis, 'Function');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    const schema = z.object({ id: z.string(), count: z.number() });
    expect(schema.parse({ id: 'a', count: 1 })).toEqual({ id: 'a', count: 1 });
    expect(functionSpy).not.toHaveBeenCalled();
    functionSpy.mockRestore();
  });
});
