import { deviceMessages, userCodeSchema } from '@agentsy/contracts';
import { useState } from 'react';
import { LocalDate } from '@/components/local-date';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { serverMessageOr } from '@/lib/api-client';
import { useDecideDevice } from '../api/decide-device';
import { usePendingDevice } from '../api/get-pending-device';

/** The code as the server keys it, or null while what was typed is not a code yet. */
const normalised = (typed: string) => {
  const parsed = userCodeSchema.safeParse(typed);
  return parsed.success ? parsed.data : null;
};

const Decision = ({ userCode, onDone }: { userCode: string; onDone: (status: 'approved' | 'denied') => void }) => {
  const pending = usePendingDevice(userCode);
  const decide = useDecideDevice();
  if (pending.isPending) return <p className="text-sm text-muted-foreground">Looking up the code...</p>;
  if (pending.isError) {
    return (
      <p role="alert" className="text-sm text-red-600">
        {serverMessageOr(pending.error, deviceMessages.codeNotFound)}
      </p>
    );
  }
  const request = pending.data;
  const choose = (approve: boolean) =>
    decide.mutate({ userCode, approve }, { onSuccess: ({ status }) => onDone(status) });
  return (
    <section aria-label="Sign-in request" className="grid gap-3">
      <p className="text-sm">
        The agentsy command line asks to sign in to your account with code{' '}
        <strong className="font-mono">{request.userCode}</strong>. It will be able to list and download the agents you
        bought, and nothing else.
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Asked</dt>
        <dd>
          <LocalDate iso={request.requestedAt} />
        </dd>
        <dt className="text-muted-foreground">From</dt>
        <dd>{request.fromAddress ?? 'Unknown address'}</dd>
        <dt className="text-muted-foreground">Program</dt>
        <dd className="break-all">{request.userAgent ?? 'Unknown'}</dd>
      </dl>
      <p className="text-sm text-muted-foreground">Approve only if you started this sign-in yourself.</p>
      <div className="flex gap-2">
        <Button onClick={() => choose(true)} disabled={decide.isPending}>
          Approve
        </Button>
        <Button variant="outline" onClick={() => choose(false)} disabled={decide.isPending}>
          Deny
        </Button>
      </div>
    </section>
  );
};

/** /activate: the browser half of `agentsy login` (RFC 8628's verification page). */
export const ActivateDevice = ({ initialCode }: { initialCode: string }) => {
  const [typed, setTyped] = useState(initialCode);
  const [submitted, setSubmitted] = useState<string | null>(normalised(initialCode));
  const [outcome, setOutcome] = useState<'approved' | 'denied' | null>(null);
  const [formatError, setFormatError] = useState<string | null>(null);

  if (outcome) {
    return (
      <p role="status" className="text-sm font-medium">
        {outcome === 'approved'
          ? deviceMessages.approved
          : `${deviceMessages.deniedToast} The command line was not signed in.`}
      </p>
    );
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>Sign in the command line</CardTitle>
        <CardDescription>Enter the code that agentsy login shows in your terminal.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            const code = normalised(typed);
            setFormatError(code ? null : deviceMessages.codeFormat);
            setSubmitted(code);
          }}
        >
          <div className="grid gap-1">
            <Label htmlFor="device-code">Code</Label>
            <Input
              id="device-code"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              autoComplete="off"
              spellCheck={false}
              className="font-mono uppercase"
              aria-invalid={formatError ? true : undefined}
              aria-describedby={formatError ? 'device-code-error' : undefined}
            />
          </div>
          <Button type="submit" variant="outline">
            Continue
          </Button>
        </form>
        {formatError && (
          <p id="device-code-error" role="alert" className="text-sm text-red-600">
            {formatError}
          </p>
        )}
        {submitted && <Decision key={submitted} userCode={submitted} onDone={setOutcome} />}
      </CardContent>
    </Card>
  );
};
