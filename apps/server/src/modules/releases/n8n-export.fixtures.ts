/**
 * n8n workflow exports as the editor's "Download" and `n8n export:workflow` write them: node
 * types with their typeVersions, credentials as references, `meta.instanceId`, and from n8n 1.0
 * on `settings.executionOrder: "v1"`.
 */
export const n8nWorkflow = (overrides: Record<string, unknown> = {}) => ({
  name: 'Gmail to Slack digest',
  nodes: [
    {
      parameters: { rule: { interval: [{ field: 'hours', hoursInterval: 1 }] } },
      id: '5b0c9f7e-7f0a-4a43-9c55-8f0e2f1f6a10',
      name: 'Schedule Trigger',
      type: 'n8n-nodes-base.scheduleTrigger',
      typeVersion: 1.2,
      position: [0, 0],
    },
    {
      parameters: { operation: 'getAll', limit: 10, filters: { labelIds: ['INBOX'] } },
      id: 'c7a1d4b2-1e5f-4d8a-a0b3-2f6e9d1c3b47',
      name: 'Gmail',
      type: 'n8n-nodes-base.gmail',
      typeVersion: 2.1,
      position: [220, 0],
      credentials: { gmailOAuth2: { id: 'Xk3pQ9rTz1LmN0aB', name: 'Gmail account' } },
    },
    {
      parameters: {
        select: 'channel',
        channelId: { __rl: true, value: 'C0123456789', mode: 'id' },
        text: '={{ $json.snippet }}',
        otherOptions: {},
      },
      id: '9e2f7c61-3b4d-4c8e-b1a2-7d5f0e6a9c83',
      name: 'Slack',
      type: 'n8n-nodes-base.slack',
      typeVersion: 2.2,
      position: [440, 0],
      credentials: { slackApi: { id: 'r8Yt2WcVq5HsK7dE', name: 'Slack account' } },
    },
  ],
  pinData: {},
  connections: {
    'Schedule Trigger': { main: [[{ node: 'Gmail', type: 'main', index: 0 }]] },
    Gmail: { main: [[{ node: 'Slack', type: 'main', index: 0 }]] },
  },
  active: false,
  settings: { executionOrder: 'v1' },
  versionId: '3f1c2b7a-8d9e-4f60-a1b2-c3d4e5f60718',
  meta: {
    templateCredsSetupCompleted: true,
    instanceId: '8b7f3c1d2e4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b0c',
  },
  id: 'aOQANirVMuWrH0ZD',
  tags: [],
  ...overrides,
});

/** A 0.x export: no execution order (the legacy one), so nothing tells its release. */
export const legacyN8nWorkflow = () => {
  const { settings: _none, versionId: _v, ...rest } = n8nWorkflow();
  return { ...rest, settings: { saveManualExecutions: true } };
};
