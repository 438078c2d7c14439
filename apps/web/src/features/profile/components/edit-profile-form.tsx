import { type CurrentUser, type UpdateProfileRequest, updateProfileSchema } from '@agentsy/contracts';
import { limits } from '@agentsy/contracts/constants';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormField, fieldA11y } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { showServerFieldErrors } from '@/lib/form-errors';
import { useUpdateProfile } from '../api/update-profile';

type Values = { displayName: string; bio: string; website: string; location: string };

/** Without `onDone` (the settings screen) the form stays open after saving and has no Cancel. */
export const EditProfileForm = ({ user, onDone }: { user: CurrentUser; onDone?: () => void }) => {
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<Values>({
    resolver: zodResolver(updateProfileSchema) as never,
    defaultValues: {
      displayName: user.displayName ?? '',
      bio: user.bio ?? '',
      website: user.website ?? '',
      location: user.location ?? '',
    },
  });
  const update = useUpdateProfile({ onSuccess: onDone });
  const error = (name: keyof Values) => errors[name]?.message;
  const bioLength = watch('bio')?.length ?? 0;

  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={handleSubmit((values) =>
        update.mutate(values as UpdateProfileRequest, {
          onError: (e) => showServerFieldErrors(e, setError, ['displayName', 'bio', 'website', 'location']),
        }),
      )}
    >
      <FormField id="profile-display-name" label="Display name" error={error('displayName')}>
        <Input {...fieldA11y('profile-display-name', error('displayName'))} {...register('displayName')} />
      </FormField>
      <FormField id="profile-bio" label="Bio" error={error('bio')}>
        <Textarea rows={4} {...fieldA11y('profile-bio', error('bio'))} {...register('bio')} />
      </FormField>
      <p className="-mt-2 text-right text-xs text-muted-foreground" aria-live="polite">
        {bioLength}/{limits.bioMax}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="profile-website" label="Website" error={error('website')}>
          <Input
            type="url"
            placeholder="https://"
            {...fieldA11y('profile-website', error('website'))}
            {...register('website')}
          />
        </FormField>
        <FormField id="profile-location" label="Location" error={error('location')}>
          <Input {...fieldA11y('profile-location', error('location'))} {...register('location')} />
        </FormField>
      </div>
      <div className="flex gap-2">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
        {onDone && (
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
};
