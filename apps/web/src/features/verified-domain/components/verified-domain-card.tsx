import { type DomainClaimRequest, type DomainStatus, domainClaimRequestSchema } from '@agentsy/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { BadgeCheckIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { ConfirmButton } from '@/components/confirm-button';
import { CopyField } from '@/components/copy-field';
import { FormField, fieldA11y } from '@/components/form-field';
import { LocalDate } from '@/components/local-date';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { showServerFieldErrors } from '@/lib/form-errors';
import { useClaimDomain } from '../api/claim-domain';
import { useDomain } from '../api/get-domain';
import { useRemoveDomain } from '../api/remove-domain';
import { proofNotFound, useVerifyDomain } from '../api/verify-domain';

const AddDomainForm = () => {
  const claim = useClaimDomain();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<DomainClaimRequest>({
    resolver: zodResolver(domainClaimRequestSchema) as never,
    defaultValues: { domain: '' },
  });
  const error = errors.domain?.message;
  return (
    <form
      noValidate
      className="grid gap-3"
      onSubmit={handleSubmit((values) =>
        claim.mutate(values, { onError: (e) => showServerFieldErrors(e, setError, ['domain']) }),
      )}
    >
      <FormField id="verified-domain" label="Domain" error={error}>
        <Input placeholder="example.com" {...fieldA11y('verified-domain', error)} {...register('domain')} />
      </FormField>
      <div>
        <Button type="submit" disabled={claim.isPending}>
          {claim.isPending ? 'Saving...' : 'Add domain'}
        </Button>
      </div>
    </form>
  );
};

const DomainProof = ({ status }: { status: DomainStatus }) => {
  const verify = useVerifyDomain();
  const remove = useRemoveDomain();
  const found = proofNotFound(verify.error);
  return (
    <div className="grid gap-4">
      {status.verifiedAt ? (
        <p className="flex items-center gap-2 font-medium text-brand-text">
          <BadgeCheckIcon className="size-5" aria-hidden />
          Verified: {status.domain}
          <span className="text-sm font-normal text-muted-foreground">
            since <LocalDate iso={status.verifiedAt} />
          </span>
        </p>
      ) : (
        <p className="text-sm">
          <span className="font-medium">{status.domain}</span> is not verified yet. Do one of the two, then choose
          Verify now.
        </p>
      )}
      {status.verifiedAt && status.checkFailures > 0 && (
        <p className="text-sm text-red-600 dark:text-red-400">
          The last {status.checkFailures} weekly {status.checkFailures === 1 ? 'check' : 'checks'} found neither the
          record nor the file. After 3 in a row the badge is removed.
        </p>
      )}
      <CopyField label="TXT record" value={status.txtRecord} />
      <p className="-mt-2 text-xs text-muted-foreground">Add it as a TXT record of {status.domain} at your DNS host.</p>
      <CopyField label="File address" value={status.wellKnownUrl} />
      <CopyField label="File content" value={status.token} />
      <p className="-mt-2 text-xs text-muted-foreground">Or serve the token as this file, over https.</p>
      {found && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-700 dark:bg-red-950 dark:text-red-300">
          {found}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={() => verify.mutate()} disabled={verify.isPending}>
          {verify.isPending ? 'Checking...' : 'Verify now'}
        </Button>
        <ConfirmButton
          variant="outline"
          title="Remove this domain?"
          description={`Your profile and listings stop showing "Verified: ${status.domain}".`}
          confirmLabel="Remove"
          onConfirm={() => remove.mutate()}
          disabled={remove.isPending}
        >
          Remove domain
        </ConfirmButton>
      </div>
    </div>
  );
};

/** Settings › Profile: prove a domain by a DNS record or a file, and see the badge it earns. */
export const VerifiedDomainCard = () => {
  const domain = useDomain();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Verified domain</CardTitle>
        <p className="text-sm text-muted-foreground">
          Prove you own your website, and buyers see “Verified: example.com” on your profile, cards and listings.
        </p>
      </CardHeader>
      <CardContent>
        {domain.isPending ? null : domain.data ? <DomainProof status={domain.data} /> : <AddDomainForm />}
      </CardContent>
    </Card>
  );
};
