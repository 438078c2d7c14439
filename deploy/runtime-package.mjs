// Writes the run-time package.json of the Docker image (Dockerfile, stage "deps"): the server's
// npm dependencies only. The workspace's own packages are bundled into dist/main.mjs, and the
// web app, the tests and the build tools are not needed to run it.
import { readFileSync, writeFileSync } from 'node:fs';

const server = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const dependencies = Object.fromEntries(
  Object.entries(server.dependencies).filter(([name]) => !name.startsWith('@agentsy/')),
);
writeFileSync(
  'package.json',
  `${JSON.stringify({ name: 'agentsy', private: true, type: 'module', dependencies }, null, 2)}\n`,
);
