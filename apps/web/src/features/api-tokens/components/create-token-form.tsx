import {
  type CreatedToken,
  type CreateTokenRequest,
  createTokenRequestSchema,
  tokenLimits,
  tokenScopeLabels,
  tokenScopes,
} from '@agentsy/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { FormField, fieldA11y } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { showServerFieldErrors } from '@/lib/form-errors';
import { useCreateToken } from '../api/create-token';

type Values = { name: string; scopes: string[]; expiresInDays: number };

/** Name, scopes and lifetime of a new token; `onCreated` gets the secret, shown once. */
export const CreateTokenForm = ({ onCreated }: { onCreated: (token: CreatedToken) => void }) => {
  const create = useCreateToken();
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<Values>({
    resolver: zodResolver(createTokenRequestSchema) as never,
    defaultValues: { name: '', scopes: [], expiresInDays: tokenLimits.expiresInDaysDefault },
  });
  return (
    <form
      noValidate
      aria-label="New token"
      className="grid gap-4"
      onSubmit={handleSubmit((values) =>
        create.mutate(values as CreateTokenRequest, {
          onSuccess: (token) => {
            reset();
            onCreated(token);
          },
          onError: (e) => showServerFieldErrors(e, setError, ['name', 'scopes', 'expiresInDays']),
        }),
      )}
    >
      <FormField id="token-name" label="Name" error={errors.name?.message}>
        <Input
          placeholder="Deploy from CI"
          maxLength={tokenLimits.nameMax}
          {...fieldA11y('token-name', errors.name?.message)}
          {...register('name')}
        />
      </FormField>
      <fieldset className="grid gap-2" aria-describedby={errors.scopes ? 'token-scopes-error' : undefined}>
        <legend className="mb-1 text-sm font-medium">Scopes</legend>
        <Controller
          control={control}
          name="scopes"
          render={({ field }) => (
            <div className="grid gap-1 text-sm sm:grid-cols-2">
              {tokenScopes.map((scope) => (
                <label key={scope} className="inline-flex items-start gap-2">
                  <input
                    type="checkbox"
                    className="mt-1"
                    checked={field.value.includes(scope)}
                    onChange={(e) =>
                      field.onChange(
                        e.target.checked ? [...field.value, scope] : field.value.filter((s) => s !== scope),
                      )
                    }
                  />
                  <span>
                    <code className="font-mono">{scope}</code>
                    <span className="block text-xs text-muted-foreground">{tokenScopeLabels[scope]}</span>
                  </span>
                </label>
              ))}
            </div>
          )}
        />
        {errors.scopes && (
          <p id="token-scopes-error" className="text-sm text-red-600 dark:text-red-400">
            {errors.scopes.message ?? errors.scopes.root?.message}
          </p>
        )}
      </fieldset>
      <FormField id="token-expiry" label="Expires after (days)" error={errors.expiresInDays?.message}>
        <Input
          type="number"
          inputMode="numeric"
          min={tokenLimits.expiresInDaysMin}
          max={tokenLimits.expiresInDaysMax}
          className="w-32"
          {...fieldA11y('token-expiry', errors.expiresInDays?.message)}
          {...register('expiresInDays', { valueAsNumber: true })}
        />
      </FormField>
      <div>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Creating...' : 'Create token'}
        </Button>
      </div>
    </form>
  );
};
