import { Resolver } from 'node:dns/promises';
import { txtRecordOf, wellKnownUrlOf } from '@agentsy/contracts';
import { safeFetch } from './safe-fetch';

export type DomainProofOptions = {
  /** DNS_SERVERS; undefined asks the system's resolvers. */
  dnsServers?: string[];
  /** DOMAIN_VERIFY_INSECURE: the file over plain http, on any address (tests on loopback). */
  insecure: boolean;
  /** The file's port when the URL names none; tests serve it on a port of their own. */
  filePort?: number;
  timeoutMs?: number;
};

export type ProofResult = { found: true; via: 'dns' | 'file' } | { found: false; findings: string };

const MAX_FILE_BYTES = 4096;
const MAX_REDIRECTS = 3;
/** What a finding may quote of a record or a file: enough to recognise it, never a page of it. */
const quote = (text: string) => {
  const clean = text.replace(/[\p{Cc}\p{Cf}]+/gu, ' ').trim();
  return `“${clean.length > 80 ? `${clean.slice(0, 80)}…` : clean}”`;
};

/** Looks for the token in the domain's TXT records, then in the well-known file; says what it found. */
export const createDomainProof = ({ dnsServers, insecure, filePort, timeoutMs = 5000 }: DomainProofOptions) => {
  const resolver = new Resolver({ timeout: Math.min(timeoutMs, 3000), tries: 2 });
  if (dnsServers?.length) resolver.setServers(dnsServers);

  const addressesOf = async (host: string) => {
    const [v4, v6] = await Promise.allSettled([resolver.resolve4(host), resolver.resolve6(host)]);
    return [...(v4.status === 'fulfilled' ? v4.value : []), ...(v6.status === 'fulfilled' ? v6.value : [])];
  };

  const checkDns = async (domain: string, token: string) => {
    const wanted = txtRecordOf(token);
    try {
      const records = (await resolver.resolveTxt(domain)).map((chunks) => chunks.join(''));
      if (records.some((r) => r.trim() === wanted)) return { found: true as const };
      if (records.length === 0) return { found: false as const, finding: `Found no TXT records on ${domain}.` };
      return {
        found: false as const,
        finding: `Found TXT records ${records.slice(0, 5).map(quote).join(', ')}, none is ${wanted}.`,
      };
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'ENODATA') return { found: false as const, finding: `Found no TXT records on ${domain}.` };
      if (code === 'ENOTFOUND') return { found: false as const, finding: `${domain} does not exist in DNS.` };
      return { found: false as const, finding: `The DNS lookup of ${domain} failed (${code ?? 'no answer'}).` };
    }
  };

  const checkFile = async (domain: string, token: string) => {
    const url = insecure ? wellKnownUrlOf(domain).replace(/^https:/, 'http:') : wellKnownUrlOf(domain);
    const answer = await safeFetch(url, {
      resolve: addressesOf,
      isAllowed: insecure ? () => true : undefined,
      allowHttp: insecure,
      timeoutMs,
      maxBytes: MAX_FILE_BYTES,
      maxRedirects: MAX_REDIRECTS,
      defaultPort: filePort,
    });
    if (!answer.ok) return { found: false as const, finding: answer.problem };
    if (answer.status !== 200) {
      return { found: false as const, finding: `The file at ${url} answered with HTTP ${answer.status}.` };
    }
    const body = answer.body.trim();
    if (body === token || body === txtRecordOf(token)) return { found: true as const };
    return { found: false as const, finding: `The file at ${url} held ${quote(body)}, not the token ${token}.` };
  };

  return {
    prove: async (domain: string, token: string): Promise<ProofResult> => {
      const dns = await checkDns(domain, token);
      if (dns.found) return { found: true, via: 'dns' };
      const file = await checkFile(domain, token);
      if (file.found) return { found: true, via: 'file' };
      return { found: false, findings: `${dns.finding} ${file.finding}` };
    },
  };
};

export type DomainProof = ReturnType<typeof createDomainProof>;
