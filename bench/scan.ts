/**
 * The scanning engine on the two uploads the targets name, through createScanner (a worker
 * thread, as the pipeline runs it), alternating the two kinds run by run:
 *   - a 10 MB zip of 1,000 text files (JavaScript data tables, 13 KB each, deflated);
 *   - a zip bomb of under 1 MB that inflates to 10.5 GiB (12 nested zips of 900 MiB of zeros each).
 * Prints p50/p95/max per kind and the highest resident-memory growth seen during a bomb scan
 * (RSS sampled every 5 ms, against the RSS before that scan).
 *   npx tsx bench/scan.ts            # SCAN_RUNS (default 20 of each) after 3 warm-up scans
 * SCAN_NICE (default 19, as the app runs its scanning threads) sets the scanning thread's nice value.
 */
import { createScanner } from '../apps/server/src/modules/scanning/engine/index';
import { bombZip, projectZip } from './scan-uploads';

const RUNS = Number(process.env.SCAN_RUNS ?? 20);

const project = projectZip();
const bomb = bombZip();
console.log(
  `project zip: ${(project.length / 2 ** 20).toFixed(1)} MB; bomb: ${(bomb.length / 2 ** 10).toFixed(0)} KB -> 10.5 GiB`,
);

const scanner = createScanner({ nice: Number(process.env.SCAN_NICE ?? 19) });
for (let i = 0; i < 3; i++) await scanner.scan({ bytes: project, fileName: 'project.zip' });

const times = { project: [] as number[], bomb: [] as number[] };
let worstGrowth = 0;
for (let run = 0; run < RUNS; run++) {
  for (const kind of run % 2 ? (['bomb', 'project'] as const) : (['project', 'bomb'] as const)) {
    const bytes = kind === 'project' ? project : bomb;
    const before = process.memoryUsage.rss();
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage.rss());
    }, 5);
    const t0 = performance.now();
    const result = await scanner.scan({ bytes, fileName: `${kind}.zip` });
    times[kind].push(performance.now() - t0);
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage.rss());
    if (kind === 'bomb') {
      worstGrowth = Math.max(worstGrowth, peak - before);
      if (!result.findings.some((f) => f.ruleId === 'archive.limits')) throw new Error('the bomb was not blocked');
    } else if (result.summary.files !== 1000 || result.findings.length) {
      throw new Error(`project scan: ${JSON.stringify(result.summary)} ${result.findings[0]?.ruleId ?? ''}`);
    }
  }
}
await scanner.close();

const at = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
for (const [kind, list] of Object.entries(times)) {
  const sorted = list.sort((a, b) => a - b);
  console.log(
    `${kind}: p50 ${at(sorted, 0.5).toFixed(0)} ms, p95 ${at(sorted, 0.95).toFixed(0)} ms, max ${at(sorted, 1).toFixed(0)} ms (${sorted.length} runs)`,
  );
}
console.log(`bomb: highest resident growth during a scan ${(worstGrowth / 2 ** 20).toFixed(1)} MB`);
