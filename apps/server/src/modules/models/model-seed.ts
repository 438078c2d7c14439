import type { Model } from '@agentsy/contracts';

/**
 * The model catalogue as first seeded. Each entry's facts (status, shutdown day, replacement)
 * come from the public page in `source`, as it read when seeded; admins keep the catalogue from
 * then on (POST and PATCH /api/admin/models), so a later change there is never overwritten.
 * Only facts with a public source are here: a model whose fate is unannounced has no date.
 */
export const seededModels: (Model & { source: string })[] = [
  {
    // OpenAI, "Retiring GPT-4o, GPT-4.1, GPT-4.1 mini, and OpenAI o4-mini in ChatGPT": GPT-4o
    // left ChatGPT on 13 February 2026; GPT-5 had been ChatGPT's default since August 2025.
    id: 'gpt-4o',
    provider: 'OpenAI',
    name: 'GPT-4o',
    status: 'retired',
    shutdownDate: '2026-02-13',
    replacement: 'gpt-5',
    source: 'https://openai.com/index/retiring-gpt-4o-and-older-models/',
  },
  {
    id: 'gpt-5',
    provider: 'OpenAI',
    name: 'GPT-5',
    status: 'active',
    shutdownDate: null,
    replacement: null,
    source: 'https://openai.com/index/introducing-gpt-5/',
  },
  {
    // Anthropic's model deprecations page: Claude 3 Opus deprecated 30 June 2025, retired 5 January 2026.
    id: 'claude-3-opus',
    provider: 'Anthropic',
    name: 'Claude 3 Opus',
    status: 'retired',
    shutdownDate: '2026-01-05',
    replacement: 'claude-opus-4-1',
    source: 'https://docs.anthropic.com/en/docs/about-claude/model-deprecations',
  },
  {
    // The same page: both Claude 3.5 Sonnet snapshots retired on 22 October 2025.
    id: 'claude-3-5-sonnet',
    provider: 'Anthropic',
    name: 'Claude 3.5 Sonnet',
    status: 'retired',
    shutdownDate: '2025-10-22',
    replacement: 'claude-sonnet-4-5',
    source: 'https://docs.anthropic.com/en/docs/about-claude/model-deprecations',
  },
  {
    id: 'claude-opus-4-1',
    provider: 'Anthropic',
    name: 'Claude Opus 4.1',
    status: 'active',
    shutdownDate: null,
    replacement: null,
    source: 'https://www.anthropic.com/news/claude-opus-4-1',
  },
  {
    id: 'claude-sonnet-4-5',
    provider: 'Anthropic',
    name: 'Claude Sonnet 4.5',
    status: 'active',
    shutdownDate: null,
    replacement: null,
    source: 'https://www.anthropic.com/news/claude-sonnet-4-5',
  },
  {
    id: 'claude-haiku-4-5',
    provider: 'Anthropic',
    name: 'Claude Haiku 4.5',
    status: 'active',
    shutdownDate: null,
    replacement: null,
    source: 'https://www.anthropic.com/news/claude-haiku-4-5',
  },
  {
    id: 'gemini-2.5-pro',
    provider: 'Google',
    name: 'Gemini 2.5 Pro',
    status: 'active',
    shutdownDate: null,
    replacement: null,
    source: 'https://ai.google.dev/gemini-api/docs/models',
  },
];
