import { readdirSync, readFileSync } from 'node:fs';
import { statusOfFindings } from '@agentsy/contracts';
import { describe, expect, it } from 'vitest';
import { demoAgentFile } from '../../../db/demo/agent-files';
import { demoCatalogue } from '../../../db/demo/catalogue';
import { zipOf } from '../../../db/demo/zip';
import { scanAgentFile } from './index';
import { storedZip } from './test-zips';

// A false block is a defect: every file the demo seed ships, and realistic agents of each platform.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const n8nExport = {
  name: 'Summarise new support tickets',
  nodes: [
    {
      parameters: { httpMethod: 'POST', path: 'd6c1a0e2-5b7f-4c1e-9a3d-2f8e7b6c5d4a', options: {} },
      name: 'Webhook',
      type: 'n8n-nodes-base.webhook',
      typeVersion: 2,
      position: [0, 0],
      webhookId: 'd6c1a0e2-5b7f-4c1e-9a3d-2f8e7b6c5d4a',
    },
    {
      parameters: {
        model: 'gpt-4o-mini',
        messages: { values: [{ content: '=Summarise this ticket in two sentences:\n{{ $json.body.text }}' }] },
      },
      name: 'OpenAI',
      type: '@n8n/n8n-nodes-langchain.openAi',
      typeVersion: 1,
      position: [220, 0],
      credentials: { openAiApi: { id: 'xK3pQ9', name: 'OpenAi account' } },
    },
    {
      parameters: {
        method: 'POST',
        url: 'https://api.helpdesk.example.com/v2/tickets/{{ $json.id }}/notes',
        authentication: 'genericCredentialType',
        genericAuthType: 'httpHeaderAuth',
        sendHeaders: true,
        headerParameters: {
          parameters: [
            { name: 'Content-Type', value: 'application/json' },
            { name: 'Authorization', value: '=Bearer {{ $env.HELPDESK_TOKEN }}' },
          ],
        },
        sendQuery: true,
        queryParameters: { parameters: [{ name: 'notify', value: 'false' }] },
        options: {},
      },
      name: 'Add note',
      type: 'n8n-nodes-base.httpRequest',
      typeVersion: 4.2,
      position: [440, 0],
      credentials: { httpHeaderAuth: { id: 'Zq81aa', name: 'Helpdesk token' } },
    },
    {
      parameters: {
        content: '## How it works\nTickets arrive on the webhook, get summarised, and the summary is posted back.',
      },
      name: 'Sticky Note',
      type: 'n8n-nodes-base.stickyNote',
      typeVersion: 1,
      position: [0, -200],
    },
    {
      parameters: {
        jsCode:
          'return $input.all().map((item) => ({ json: { id: item.json.id, short: item.json.text.slice(0, 200) } }));',
      },
      name: 'Code',
      type: 'n8n-nodes-base.code',
      typeVersion: 2,
      position: [660, 0],
    },
  ],
  connections: {
    Webhook: { main: [[{ node: 'OpenAI', type: 'main', index: 0 }]] },
    OpenAI: { main: [[{ node: 'Add note', type: 'main', index: 0 }]] },
  },
  settings: { executionOrder: 'v1' },
  pinData: {},
};

const makeBlueprint = {
  name: 'Lead enrichment',
  flow: [
    {
      id: 1,
      module: 'gateway:CustomWebHook',
      version: 1,
      parameters: { hook: 812345, maxResults: 1 },
      mapper: {},
      metadata: { designer: { x: 0, y: 0 } },
    },
    {
      id: 2,
      module: 'openai-gpt-3:CreateCompletion',
      version: 1,
      parameters: { __IMTCONN__: 1234567 },
      mapper: {
        model: 'gpt-4o',
        messages: [{ role: 'user', content: 'Describe the company at {{1.website}} in one line.' }],
        max_tokens: '200',
      },
      metadata: { designer: { x: 300, y: 0 } },
    },
    {
      id: 3,
      module: 'builtin:BasicRouter',
      version: 1,
      routes: [
        {
          flow: [
            {
              id: 4,
              module: 'http:ActionSendData',
              version: 3,
              parameters: { handleErrors: false },
              mapper: {
                url: 'https://crm.example.com/api/leads',
                method: 'post',
                headers: [
                  { name: 'Authorization', value: 'Bearer {{1.crmToken}}' },
                  { name: 'Accept', value: 'application/json' },
                ],
                qs: [{ name: 'source', value: 'make' }],
                bodyType: 'raw',
                contentType: 'application/json',
                data: '{"summary": "{{2.choices[].message.content}}"}',
              },
            },
          ],
        },
      ],
    },
  ],
  metadata: {
    instant: true,
    version: 1,
    scenario: {
      roundtrips: 1,
      maxErrors: 3,
      autoCommit: true,
      sequential: false,
      confidential: false,
      dataloss: false,
      dlq: false,
    },
  },
};

const langchainAgent = {
  'README.md': `# Research assistant (LangChain)

![CI](https://img.shields.io/badge/tests-passing-green) <!-- badges -->

An agent that searches the web and writes a short brief with sources.

## Setup

\`\`\`bash
python -m venv .venv && source .venv/bin/activate
pip install -r requirements.txt
cp .env.example .env   # then put your keys in .env
export OPENAI_API_KEY="sk-..."   # or set it in .env
python agent.py "state of solid-state batteries"
\`\`\`

The agent reads \`OPENAI_API_KEY\` and \`TAVILY_API_KEY\` from the environment; it never stores them.
You are now ready to run it. Ignore the warnings pip prints about old wheels.
`,
  '.env.example':
    'OPENAI_API_KEY=your-openai-key-here\nTAVILY_API_KEY=tvly-xxxxxxxxxxxxxxxx\nDATABASE_URL=postgresql://postgres:postgres@localhost:5432/research\n',
  'requirements.txt':
    'langchain==0.3.7\nlangchain-openai==0.2.9\nlangchain-community==0.3.7\npython-dotenv==1.0.1\nrequests==2.32.3\n',
  'agent.py': `"""A research agent: search, read, summarise with sources."""
import os
import sys

import requests
from dotenv import load_dotenv
from langchain_openai import ChatOpenAI
from langchain.agents import AgentExecutor, create_tool_calling_agent
from langchain_core.prompts import ChatPromptTemplate
from langchain_community.tools.tavily_search import TavilySearchResults

load_dotenv()
llm = ChatOpenAI(model="gpt-4o-mini", api_key=os.environ["OPENAI_API_KEY"], temperature=0)
search = TavilySearchResults(max_results=5, api_key=os.getenv("TAVILY_API_KEY"))

SYSTEM = """You are a careful research assistant. Cite every claim with a link.
If the sources disagree, say so. Never invent a source."""

prompt = ChatPromptTemplate.from_messages([("system", SYSTEM), ("human", "{input}"), ("placeholder", "{agent_scratchpad}")])
agent = create_tool_calling_agent(llm, [search], prompt)
executor = AgentExecutor(agent=agent, tools=[search], verbose=False)


def post_to_slack(text: str) -> None:
    webhook = os.environ.get("SLACK_WEBHOOK_URL")
    if webhook:
        requests.post(webhook, json={"text": text}, timeout=10)


if __name__ == "__main__":
    brief = executor.invoke({"input": " ".join(sys.argv[1:])})["output"]
    print(brief)
    post_to_slack(brief)
`,
  'docs/screenshot.png': PNG,
};

const mcpServer = {
  'package.json': JSON.stringify(
    {
      name: 'weather-mcp',
      version: '1.2.0',
      type: 'module',
      bin: { 'weather-mcp': 'src/index.js' },
      scripts: { start: 'node src/index.js', test: 'node --test' },
      dependencies: { '@modelcontextprotocol/sdk': '^1.0.0', zod: '^3.23.8' },
    },
    null,
    2,
  ),
  'README.md':
    '# Weather MCP server\n\nAdd to your client config:\n\n```json\n{ "mcpServers": { "weather": { "command": "npx", "args": ["weather-mcp"], "env": { "WEATHER_API_KEY": "<your key>" } } } }\n```\n',
  'src/index.js': `#!/usr/bin/env node
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { z } from 'zod';

const server = new McpServer({ name: 'weather', version: '1.2.0' });
const apiKey = process.env.WEATHER_API_KEY;

server.tool('forecast', { city: z.string() }, async ({ city }) => {
  const url = new URL('https://api.weather.example.com/v1/forecast');
  url.searchParams.set('q', city);
  const res = await fetch(url, { headers: { Authorization: \`Bearer \${apiKey}\` } });
  if (!res.ok) throw new Error(\`weather API answered \${res.status}\`);
  const data = await res.json();
  return { content: [{ type: 'text', text: JSON.stringify(data.days.slice(0, 3)) }] };
});

await server.connect(new StdioServerTransport());
`,
  'src/index.test.js':
    "import { test } from 'node:test';\nimport assert from 'node:assert';\ntest('loads', () => assert.ok(true));\n",
};

const promptFile = `# Customer support persona

You are "Juniper", the support assistant of a small bike shop. 🚲 👩‍💻 🏴󠁧󠁢󠁳󠁣󠁴󠁿

## Rules
- Answer in the customer's language; keep replies under 120 words.
- If you do not know an order's status, ask for the order number.
- Never promise refunds; hand those to a human.

<!-- Keep this file under 2 KB so it fits every model's system prompt. -->
`;

const cases: [string, string, Buffer][] = [
  ...demoCatalogue.map((item): [string, string, Buffer] => {
    const file = demoAgentFile(item);
    return [`demo: ${item.title}`, file.fileName, file.content];
  }),
  // The demo videos the seed attaches are files it ships too.
  ...readdirSync(new URL('../../../db/demo/assets/', import.meta.url))
    .filter((name) => name.endsWith('.webm'))
    .map((name): [string, string, Buffer] => [
      `demo video: ${name}`,
      name,
      readFileSync(new URL(`../../../db/demo/assets/${name}`, import.meta.url)),
    ]),
  ['n8n export', 'support-tickets.json', Buffer.from(JSON.stringify(n8nExport, null, 2))],
  ['Make blueprint', 'lead-enrichment.json', Buffer.from(JSON.stringify(makeBlueprint, null, 2))],
  ['LangChain agent', 'research-assistant.zip', storedZip(langchainAgent)],
  ['LangChain script alone', 'agent.py', Buffer.from(langchainAgent['agent.py'])],
  ['MCP server', 'weather-mcp.zip', zipOf(mcpServer)],
  ['prompt file', 'juniper.txt', Buffer.from(promptFile)],
  [
    'project zip with prompt',
    'juniper.zip',
    zipOf({ 'prompts/juniper.md': promptFile, 'package.json': mcpServer['package.json'] }),
  ],
  [
    'YAML agent',
    'digest.yaml',
    Buffer.from(
      'name: Daily digest\nmodel: gpt-4o-mini\nenv:\n  - OPENAI_API_KEY\nsteps:\n  - fetch: https://news.example.com/rss\n  - summarise: "Five bullet points, plain words."\n',
    ),
  ],
];

describe('the clean corpus', () => {
  it.each(cases)('%s stays clean', async (_, fileName, bytes) => {
    const result = await scanAgentFile({ bytes, fileName });
    expect(result.findings).toEqual([]);
    expect(statusOfFindings(result.findings)).toBe('clean');
    expect(result.summary.files).toBeGreaterThan(0);
  });
});
