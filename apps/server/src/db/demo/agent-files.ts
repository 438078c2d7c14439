import type { Platform } from '@agentsy/contracts';
import { stringify } from 'yaml';
import { zipOf } from './zip';

const slug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * A real, valid file for a demo listing: a JSON workflow, a YAML config, a Python script or a
 * zip bundle, chosen by platform so the file matches what a buyer of that platform expects.
 */
export const demoAgentFile = (listing: { title: string; platform: Platform; description: string }) => {
  const name = slug(listing.title);
  const prompt = `You are "${listing.title}". ${listing.description}`;
  switch (listing.platform) {
    case 'python':
      return {
        fileName: `${name}.py`,
        content: Buffer.from(
          `"""${listing.title}\n\n${listing.description}\n"""\nimport sys\n\n\ndef main(argv: list[str]) -> int:\n    print(${JSON.stringify(listing.title)}, "ready", argv[1:])\n    return 0\n\n\nif __name__ == "__main__":\n    sys.exit(main(sys.argv))\n`,
        ),
      };
    case 'yaml':
    case 'make':
      return {
        fileName: `${name}.yaml`,
        content: Buffer.from(
          stringify({
            name: listing.title,
            version: 1,
            description: listing.description,
            steps: [
              { trigger: 'schedule', every: '1d' },
              { action: 'run-agent', prompt },
            ],
          }),
        ),
      };
    case 'zapier':
    case 'other':
      return {
        fileName: `${name}.zip`,
        content: zipOf({
          'README.md': `# ${listing.title}\n\n${listing.description}\n`,
          'workflow.json': JSON.stringify({ name: listing.title, steps: ['trigger', 'filter', 'action'] }, null, 2),
        }),
      };
    default:
      return {
        fileName: `${name}.json`,
        content: Buffer.from(
          JSON.stringify(
            {
              name: listing.title,
              platform: listing.platform,
              instructions: prompt,
              starters: ['Get started', 'Show me an example'],
            },
            null,
            2,
          ),
        ),
      };
  }
};

export const mimeOf = (fileName: string) =>
  fileName.endsWith('.py')
    ? 'text/plain; charset=utf-8'
    : fileName.endsWith('.yaml')
      ? 'application/yaml'
      : fileName.endsWith('.zip')
        ? 'application/zip'
        : 'application/json';
