import { z } from 'zod';

/** Spec part 3, section 4: the model catalogue admins keep. */
export const modelStatuses = ['active', 'deprecated', 'retired'] as const;
export type ModelStatus = (typeof modelStatuses)[number];

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-02-13.');

export const modelSchema = z.object({
  /** A short stable slug, such as gpt-4o or claude-sonnet-4-5. */
  id: z.string(),
  provider: z.string(),
  name: z.string(),
  status: z.enum(modelStatuses),
  /** The day the provider turns it off (or did), if announced. */
  shutdownDate: z.string().nullable(),
  /** The model's id that replaces it, if any. */
  replacement: z.string().nullable(),
});
export type Model = z.infer<typeof modelSchema>;
export const modelListSchema = z.array(modelSchema);

const modelFields = {
  provider: z.string().trim().min(1, 'Name the provider.').max(60),
  name: z.string().trim().min(1, 'Name the model.').max(100),
  status: z.enum(modelStatuses, { error: 'Status is active, deprecated or retired.' }),
  shutdownDate: isoDay.nullable(),
  replacement: z.string().trim().min(1).max(64).nullable(),
};

/** POST /api/admin/models */
export const createModelSchema = z
  .object({
    id: z
      .string()
      .trim()
      .regex(/^[a-z0-9][a-z0-9.-]{0,63}$/, 'Use a short id of lowercase letters, digits, dots and dashes.'),
    ...modelFields,
    shutdownDate: modelFields.shutdownDate.default(null),
    replacement: modelFields.replacement.default(null),
  })
  .strict();
export type CreateModel = z.infer<typeof createModelSchema>;

/** PATCH /api/admin/models/:id: any of the fields. */
export const updateModelSchema = z.object(modelFields).partial().strict();
export type UpdateModel = z.infer<typeof updateModelSchema>;

export const modelMessages = {
  exists: (id: string) => `A model with the id ${id} already exists.`,
  notFound: 'Model not found.',
  unknownReplacement: (id: string) => `Unknown replacement model: ${id}.`,
} as const;
