import { type CreateModel, type Model, modelMessages, type UpdateModel } from '@agentsy/contracts';
import type { Database, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AdminAuditService, AuditActor } from '../admin-audit/admin-audit.service';
import {
  findModel,
  findModels,
  hasAnyModel,
  insertModel,
  insertSeededModels,
  listModels,
  type ModelRow,
  updateModelRow,
} from './models.repo';

export const modelAuditActions = { created: 'model.created', updated: 'model.updated' } as const;

const toModel = (r: ModelRow): Model => ({
  id: r.id,
  provider: r.provider,
  name: r.name,
  status: r.status,
  shutdownDate: r.shutdownDate,
  replacement: r.replacement,
});

/**
 * The seed goes in the first time the catalogue is read empty (a new database, or one emptied by
 * a test), so every process and every read sees the seeded models without a start-up step.
 */
const seeded = async (db: DbOrTx) => {
  if (!(await hasAnyModel(db))) await insertSeededModels(db);
};

/** The catalogue's rows of these ids; an id missing from the answer is unknown. */
export const modelsOf = async (db: DbOrTx, ids: string[]): Promise<Model[]> => {
  await seeded(db);
  return (await findModels(db, [...new Set(ids)])).map(toModel);
};

const invalid = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', { message, fields: { [field]: message } });

/** The model catalogue (spec part 3, section 4). */
export const createModelsService = ({ db, audit }: { db: Database; audit: Pick<AdminAuditService, 'record'> }) => {
  const checkReplacement = async (tx: DbOrTx, id: string, replacement: string | null | undefined) => {
    if (!replacement) return;
    if (replacement === id || !(await findModel(tx, replacement))) {
      throw invalid('replacement', modelMessages.unknownReplacement(replacement));
    }
  };

  return {
    list: async (): Promise<Model[]> => {
      await seeded(db);
      return (await listModels(db)).map(toModel);
    },

    create: async ({ actor, input }: { actor: AuditActor; input: CreateModel }): Promise<Model> =>
      db.transaction(async (tx) => {
        await seeded(tx);
        await checkReplacement(tx, input.id, input.replacement);
        const row = await insertModel(tx, input);
        if (!row) throw new AppError('CONFLICT', { message: modelMessages.exists(input.id) });
        const model = toModel(row);
        await audit.record(
          { actor, action: modelAuditActions.created, target: { type: 'model', id: model.id }, after: model },
          tx,
        );
        return model;
      }),

    update: async ({ actor, id, patch }: { actor: AuditActor; id: string; patch: UpdateModel }): Promise<Model> =>
      db.transaction(async (tx) => {
        await seeded(tx);
        const before = await findModel(tx, id);
        if (!before) throw new AppError('NOT_FOUND', { message: modelMessages.notFound });
        await checkReplacement(tx, id, patch.replacement);
        const model = toModel((await updateModelRow(tx, id, patch))!);
        await audit.record(
          {
            actor,
            action: modelAuditActions.updated,
            target: { type: 'model', id },
            before: toModel(before),
            after: model,
          },
          tx,
        );
        return model;
      }),
  };
};

export type ModelsService = ReturnType<typeof createModelsService>;
