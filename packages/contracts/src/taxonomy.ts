/**
 * One taxonomy for the three vocabularies the specs use (marketplace filter, upload dialog,
 * create-listing screen). Listings store canonical slugs; each screen shows its own subset.
 */
export const platforms = {
  chatgpt: 'ChatGPT',
  claude: 'Claude',
  gemini: 'Gemini',
  'custom-gpt': 'Custom GPT',
  zapier: 'Zapier',
  make: 'Make',
  python: 'Python Script',
  json: 'JSON',
  yaml: 'YAML',
  mcp: 'MCP Server',
  other: 'Other',
} as const;
export type Platform = keyof typeof platforms;
export const platformSlugs = Object.keys(platforms) as Platform[];

export const marketplacePlatforms = ['chatgpt', 'claude', 'zapier', 'python', 'json', 'yaml'] as const;
export const dialogPlatforms = marketplacePlatforms;
export const createScreenPlatforms = [
  'chatgpt',
  'claude',
  'gemini',
  'custom-gpt',
  'zapier',
  'make',
  'python',
  'mcp',
  'other',
] as const;

export const useCases = {
  general: 'General',
  productivity: 'Productivity',
  'content-creation': 'Content Creation',
  'customer-service': 'Customer Service',
  'data-processing': 'Data Processing',
  'data-analysis': 'Data Analysis',
  'lead-generation': 'Lead Generation',
  'social-media': 'Social Media',
  'email-automation': 'Email Automation',
  'financial-monitoring': 'Financial Monitoring',
  marketing: 'Marketing',
  automation: 'Automation',
  'e-commerce': 'E-commerce',
  education: 'Education',
  healthcare: 'Healthcare',
  finance: 'Finance',
  other: 'Other',
} as const;
export type UseCase = keyof typeof useCases;
export const useCaseSlugs = Object.keys(useCases) as UseCase[];

export const dialogUseCases = [
  'customer-service',
  'marketing',
  'data-analysis',
  'productivity',
  'automation',
  'other',
] as const;
export const createScreenUseCases = [
  'productivity',
  'content-creation',
  'data-analysis',
  'customer-service',
  'marketing',
  'e-commerce',
  'education',
  'healthcare',
  'finance',
  'other',
] as const;
export const agentRequestUseCases = dialogUseCases;

/** Marketplace category ids and the use cases each one covers. */
export const marketplaceCategories = {
  productivity: { label: 'Productivity', useCases: ['productivity', 'automation'] },
  content: { label: 'Content Creation', useCases: ['content-creation'] },
  'customer-service': { label: 'Customer Service', useCases: ['customer-service'] },
  data: { label: 'Data Processing', useCases: ['data-processing', 'data-analysis'] },
  'lead-generation': { label: 'Lead Generation', useCases: ['lead-generation', 'marketing'] },
  'social-media': { label: 'Social Media', useCases: ['social-media'] },
  email: { label: 'Email Automation', useCases: ['email-automation'] },
  financial: { label: 'Financial Monitoring', useCases: ['financial-monitoring', 'finance'] },
} as const satisfies Record<string, { label: string; useCases: readonly UseCase[] }>;
export type MarketplaceCategory = keyof typeof marketplaceCategories;

/** Accepts a slug, a label ("Python Script") or a category id and returns the canonical slug. */
export const toPlatformSlug = (value: string): Platform | undefined => {
  const v = value.trim().toLowerCase();
  return platformSlugs.find((slug) => slug === v || platforms[slug].toLowerCase() === v);
};

export const toUseCaseSlug = (value: string): UseCase | undefined => {
  const v = value.trim().toLowerCase();
  return useCaseSlugs.find((slug) => slug === v || useCases[slug].toLowerCase() === v);
};

/** Use cases a filter value (a category id, a use-case slug or label) matches. */
export const useCasesForFilter = (value: string): readonly UseCase[] => {
  const category = marketplaceCategories[value as MarketplaceCategory];
  if (category) return category.useCases;
  const slug = toUseCaseSlug(value);
  return slug ? [slug] : [];
};

export const listingTags = [
  'AI Assistant',
  'Automation',
  'Data Processing',
  'Content Writing',
  'SEO',
  'Social Media',
  'Email Marketing',
  'Lead Generation',
  'Analytics',
  'Reporting',
  'Customer Support',
  'E-commerce',
  'Research',
  'Translation',
  'Image Generation',
  'Code Generation',
] as const;

export const sortOptions = ['popular', 'newest', 'price-low', 'price-high', 'rating'] as const;
export type SortOption = (typeof sortOptions)[number];

export const pricePresets = {
  free: { label: 'Free', min: '0', max: '0' },
  'under-25': { label: 'Under $25', min: '0.01', max: '25' },
  '25-50': { label: '$25 - $50', min: '25', max: '50' },
  '50-100': { label: '$50 - $100', min: '50', max: '100' },
  'over-100': { label: '$100+', min: '100', max: undefined },
} as const;

export const requestBudgets = {
  'under-50': 'Under $50',
  '50-100': '$50 - $100',
  '100-250': '$100 - $250',
  '250-500': '$250 - $500',
  '500+': '$500+',
  negotiable: 'Negotiable',
} as const;

/**
 * Creators-directory specializations. A seller matches when one of their active listings has one
 * of these use cases or platforms (no-code is about the tool more than the job).
 */
export const sellerSpecializations = {
  productivity: { label: 'Productivity', useCases: ['productivity'], platforms: [] },
  content_creation: {
    label: 'Content Creation',
    useCases: ['content-creation', 'social-media', 'marketing'],
    platforms: [],
  },
  automation: {
    label: 'Automation',
    useCases: ['automation', 'data-processing', 'email-automation'],
    platforms: [],
  },
  business_tools: {
    label: 'Business Tools',
    useCases: ['customer-service', 'lead-generation', 'e-commerce', 'finance', 'financial-monitoring', 'data-analysis'],
    platforms: [],
  },
  personal_use: { label: 'Personal Use', useCases: ['general', 'education', 'healthcare', 'other'], platforms: [] },
  no_code: { label: 'No-Code', useCases: [], platforms: ['zapier', 'make', 'custom-gpt'] },
} as const satisfies Record<string, { label: string; useCases: readonly UseCase[]; platforms: readonly Platform[] }>;
export type SellerSpecialization = keyof typeof sellerSpecializations;

/** Creators-directory orders; most_active is the default. */
export const sellerSortOptions = ['most_active', 'newest', 'highest_rated', 'most_agents', 'most_sales'] as const;
