import type { EngineResult, ScanFinding } from '@agentsy/contracts';
import type { FastifyInstance } from 'fastify';
import { type ScanInput, type Scanner, scanAgentFile } from './engine';

/**
 * A stand-in engine for the pipeline's tests, deciding by the uploaded file's name: `warn` in it
 * gives a warn finding (flagged), `critical` a critical one (blocked), `throw` a failure; anything
 * else goes to the real engine. `verdict` overrides it all while set.
 */
export const fakeScanner = () => {
  const calls: ScanInput[] = [];
  const finding = (severity: ScanFinding['severity'], file: string): ScanFinding => ({
    ruleId: severity === 'critical' ? 'secret.openai' : 'injection.override',
    severity,
    file,
    line: 3,
    message: severity === 'critical' ? 'An OpenAI API key.' : 'Instructions to ignore earlier instructions.',
    evidence: severity === 'critical' ? 'sk-p…' : 'Ignore all previous…',
  });
  const withFindings = async (input: ScanInput, findings: ScanFinding[]): Promise<EngineResult> => {
    const real = await scanAgentFile(input);
    const count = (s: ScanFinding['severity']) => findings.filter((f) => f.severity === s).length;
    return { summary: { ...real.summary, critical: count('critical'), warn: count('warn'), info: 0 }, findings };
  };
  const state = {
    calls,
    verdict: undefined as 'clean' | 'warn' | 'critical' | 'throw' | undefined,
    scanner: {
      scan: async (input) => {
        calls.push(input);
        const name = input.fileName;
        const verdict =
          state.verdict ??
          (name.includes('throw')
            ? 'throw'
            : name.includes('critical')
              ? 'critical'
              : name.includes('warn')
                ? 'warn'
                : 'clean');
        if (verdict === 'throw') throw new Error('the engine crashed');
        if (verdict === 'critical') return withFindings(input, [finding('critical', name)]);
        if (verdict === 'warn') return withFindings(input, [finding('warn', name)]);
        return scanAgentFile(input);
      },
      close: async () => {},
    } satisfies Scanner,
  };
  return state;
};

/** GET …/scan as `headers`. */
export const scanOf = (
  app: FastifyInstance,
  listingId: string,
  version: string,
  headers: Record<string, string> = {},
) => app.inject({ method: 'GET', url: `/api/listings/${listingId}/versions/${version}/scan`, headers });
