import {
  type CurrentUser,
  type TwoFactorEnableResponse,
  totpCodeSchema,
  twoFactorMessages,
  twoFactorPasswordSchema,
} from '@agentsy/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormField, fieldA11y } from '@/components/form-field';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { serverMessageOr } from '@/lib/api-client';
import { useConfirmTwoFactor } from '../api/confirm-two-factor';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { useEnableTwoFactor } from '../api/enable-two-factor';
import { secretOf, TotpQrCode } from './totp-qr-code';

const failed = (title: string) => (error: unknown) =>
  toast({ title, description: serverMessageOr(error, 'Please try again.'), variant: 'destructive' });

/** Asks for the password before turning 2FA on or off. */
const PasswordStep = ({
  id,
  action,
  pending,
  onSubmit,
}: {
  id: string;
  action: string;
  pending: boolean;
  onSubmit: (password: string) => void;
}) => {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(twoFactorPasswordSchema), defaultValues: { password: '' } });
  return (
    <form noValidate className="grid gap-3" onSubmit={handleSubmit((v) => onSubmit(v.password))}>
      <FormField id={id} label="Your password" error={errors.password?.message}>
        <Input
          type="password"
          autoComplete="current-password"
          {...fieldA11y(id, errors.password?.message)}
          {...register('password')}
        />
      </FormField>
      <Button type="submit" className="justify-self-start" disabled={pending}>
        {action}
      </Button>
    </form>
  );
};

/** Scan or type the secret, then prove it with a first code; the backup codes show only now. */
const SetupStep = ({ setup, onDone }: { setup: TwoFactorEnableResponse; onDone: () => void }) => {
  const confirm = useConfirmTwoFactor();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(totpCodeSchema), defaultValues: { code: '' } });
  const submit = handleSubmit((v) =>
    confirm.mutate(v, {
      onSuccess: () => toast({ title: twoFactorMessages.enabled, description: 'Keep your backup codes safe.' }),
      onError: failed('Invalid Code'),
    }),
  );
  return (
    <div className="grid gap-4">
      <p className="text-sm">Scan this code with your authenticator app, or type the secret in.</p>
      <TotpQrCode uri={setup.totpURI} />
      <p className="text-sm">
        Secret:{' '}
        <code data-testid="totp-secret" className="break-all font-mono">
          {secretOf(setup.totpURI)}
        </code>
      </p>
      <div className="grid gap-2">
        <p className="text-sm font-medium">Backup codes (shown only once; each works one time):</p>
        <ul data-testid="backup-codes" className="grid grid-cols-2 gap-1 font-mono text-sm">
          {setup.backupCodes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
      </div>
      {confirm.isSuccess ? (
        <Button className="justify-self-start" onClick={onDone}>
          I saved my backup codes
        </Button>
      ) : (
        <form noValidate className="grid gap-3" onSubmit={submit}>
          <FormField id="totp-confirm-code" label="Code from the app" error={errors.code?.message}>
            <Input
              inputMode="numeric"
              autoComplete="one-time-code"
              {...fieldA11y('totp-confirm-code', errors.code?.message)}
              {...register('code')}
            />
          </FormField>
          <Button type="submit" className="justify-self-start" disabled={confirm.isPending}>
            Verify and turn on
          </Button>
        </form>
      )}
    </div>
  );
};

export const TwoFactorCard = ({ user }: { user: CurrentUser }) => {
  const [asking, setAsking] = useState(false);
  const [setup, setSetup] = useState<TwoFactorEnableResponse>();
  const enable = useEnableTwoFactor();
  const disable = useDisableTwoFactor();

  const body = () => {
    if (setup) return <SetupStep setup={setup} onDone={() => setSetup(undefined)} />;
    if (!asking) {
      return (
        <Button
          variant={user.twoFactorEnabled ? 'outline' : 'default'}
          className="justify-self-start"
          onClick={() => setAsking(true)}
        >
          {user.twoFactorEnabled ? 'Disable 2FA' : 'Enable 2FA'}
        </Button>
      );
    }
    if (user.twoFactorEnabled) {
      return (
        <PasswordStep
          id="two-factor-disable-password"
          action="Turn off 2FA"
          pending={disable.isPending}
          onSubmit={(password) =>
            disable.mutate(
              { password },
              {
                onSuccess: () => {
                  setAsking(false);
                  toast({ title: twoFactorMessages.disabled });
                },
                onError: failed('Could Not Turn Off 2FA'),
              },
            )
          }
        />
      );
    }
    return (
      <PasswordStep
        id="two-factor-enable-password"
        action="Continue"
        pending={enable.isPending}
        onSubmit={(password) =>
          enable.mutate(
            { password },
            {
              onSuccess: (result) => {
                setAsking(false);
                setSetup(result);
              },
              onError: failed('Could Not Start 2FA'),
            },
          )
        }
      />
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          Two-Factor Authentication
          {user.twoFactorEnabled ? <Badge>On</Badge> : <Badge variant="outline">Off</Badge>}
        </CardTitle>
        <CardDescription>Sign-in also asks for a code from an authenticator app.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">{body()}</CardContent>
    </Card>
  );
};
