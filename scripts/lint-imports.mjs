// Reads dependency-cruiser's JSON answer on stdin (package.json, lint:imports): prints the rule
// violations of .dependency-cruiser.cjs, then checks what a file-level rule cannot see, cycles
// between server modules (the folders under apps/server/src/modules): users -> listings ->
// users is a cycle even when no single file takes part in one. Test files are left out, as
// modules-meet-at-services leaves them out.
import { readFileSync } from 'node:fs';

const result = JSON.parse(readFileSync(0, 'utf8'));
const moduleOf = (file) => /^apps\/server\/src\/modules\/([^/]+)\//.exec(file)?.[1];
const isTest = (file) => /(\.test\.tsx?$|\/test\/)/.test(file);

const problems = result.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);

/** Module -> module -> one file import that makes the edge, for the message. */
const edges = new Map();
for (const { source, dependencies } of result.modules) {
  const from = moduleOf(source);
  if (!from || isTest(source)) continue;
  for (const { resolved } of dependencies) {
    const to = moduleOf(resolved);
    if (!to || to === from) continue;
    if (!edges.has(from)) edges.set(from, new Map());
    if (!edges.get(from).has(to)) edges.get(from).set(to, `${source} → ${resolved}`);
  }
}

// Depth-first search; each cycle is reported once, from its first module in name order.
const reported = new Set();
const visit = (path) => {
  const here = path.at(-1);
  for (const [next] of edges.get(here) ?? []) {
    if (next === path[0]) {
      const key = [...path].sort().join(',');
      if (reported.has(key)) continue;
      reported.add(key);
      const links = path.map((m, i) => `    ${edges.get(m).get(path[(i + 1) % path.length])}`);
      problems.push(`no-module-cycles: ${[...path, next].join(' → ')}\n${links.join('\n')}`);
    } else if (!path.includes(next) && next > path[0]) visit([...path, next]);
  }
};
for (const start of [...edges.keys()].sort()) visit([start]);

if (problems.length) {
  console.error(`✘ ${problems.length} import problem(s):\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`✔ no dependency violations or module cycles (${result.summary.totalCruised} modules cruised)`);
