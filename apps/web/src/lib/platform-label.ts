import { type Platform, platforms } from '@agentsy/contracts/taxonomy';

/** "chatgpt" -> "ChatGPT"; an unknown slug shows as stored. */
export const platformLabel = (slug: string) => platforms[slug as Platform] ?? slug;
