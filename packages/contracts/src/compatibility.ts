import { z } from 'zod';
import { type Platform, platformSlugs } from './taxonomy';

/** A semver range such as ">=3.10 <4" or "^18"; the server checks it with semver.validRange. */
const range = z.string().trim().min(1).max(100);

/**
 * What a version may declare it runs on: the listing taxonomy, and n8n, which has no listing
 * platform of its own (its workflows are listed as JSON) but whose exports tell the release they need.
 */
export type CompatibilityPlatform = Platform | 'n8n';
const compatibilityPlatforms: [CompatibilityPlatform, ...CompatibilityPlatform[]] = ['n8n', ...platformSlugs];

/**
 * What a version runs on (spec part 3, section 4): the platforms and models its seller declares,
 * and the models it was tested on, with when and how it went.
 */
export const compatibilitySchema = z
  .object({
    targets: z
      .array(
        z
          .object({
            platform: z.enum(compatibilityPlatforms, { error: 'Pick a platform from the list.' }),
            models: z.array(z.string().trim().min(1).max(64)).max(50).optional(),
            platformVersions: range.optional(),
            runtimes: z.object({ python: range.optional(), node: range.optional() }).strict().optional(),
          })
          .strict(),
      )
      .min(1, 'Name at least one platform.')
      .max(20),
    tested: z
      .array(
        z
          .object({
            model: z.string().trim().min(1).max(64),
            testedAt: z.string().regex(/^\d{4}-\d{2}-\d{2}/, 'Use a date like 2026-02-13.'),
            result: z.enum(['pass', 'fail']),
            note: z.string().trim().max(500).optional(),
          })
          .strict(),
      )
      .max(50)
      .optional(),
  })
  .strict();
export type Compatibility = z.infer<typeof compatibilitySchema>;

export const compatibilityMessages = {
  unknownModel: (id: string) => `Unknown model: ${id}. Pick one from the model catalogue.`,
  notARange: (field: string, value: string) => `${field} must be a version range such as >=1.2 <2, not “${value}”.`,
} as const;
