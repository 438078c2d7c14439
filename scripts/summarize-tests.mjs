// Adds up the JSON reports of every suite into one closing line: "N passed, N failed", and names
// each failure with the first lines of its error. CI keeps only the end of a long log, so what
// broke has to be said here, after every stage, rather than only where the stage printed it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ERROR_LINES = 8;
const dir = process.argv[2];
const root = process.cwd();
let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];

/** First lines of an error, without colours or library stack frames, so a log shows them plainly. */
function firstLines(message) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the colour codes start with ESC
  const plain = String(message ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  return plain
    .split('\n')
    .filter((line) => line.trim() && !/node_modules|node:internal|new Promise/.test(line))
    .slice(0, ERROR_LINES)
    .map((line) => `    ${line}`);
}

for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const suite = file.replace('.json', '');
  const report = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
  console.log(`${suite.padEnd(10)} ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
  for (const result of report.testResults ?? []) {
    const where = path.relative(root, result.name);
    const failedTests = (result.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const test of failedTests) {
      failures.push([`[${suite}] ${where} > ${test.fullName}`, ...firstLines(test.failureMessages?.[0])]);
    }
    // A file can fail outside any test: a hook, an import, a timeout of the whole file.
    if (result.status === 'failed' && failedTests.length === 0) {
      failures.push([`[${suite}] ${where}`, ...firstLines(result.message)]);
    }
  }
}
if (failures.length > 0) {
  console.log('\nFailures:');
  for (const lines of failures) console.log(lines.join('\n'));
}
console.log(`\nTests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
