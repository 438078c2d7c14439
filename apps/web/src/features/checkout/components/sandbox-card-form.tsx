import { paymentMessages, type SandboxConfirmRequest, sandboxCards } from '@agentsy/contracts';
import { FlaskConicalIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { FormField, fieldA11y } from '@/components/form-field';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { formatExpiryInput, parseExpiry } from './card-expiry';

type Card = Omit<SandboxConfirmRequest, 'clientSecret'>;

type CardErrors = { number?: string; expiry?: string; cvc?: string };

const groups = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

/** The built-in sandbox provider's card form: visibly test mode, with its test cards listed. */
export const SandboxCardForm = ({
  payLabel,
  isPending,
  onPay,
}: {
  payLabel: string;
  isPending: boolean;
  onPay: (card: Card) => void;
}) => {
  const [cardNumber, setCardNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [errors, setErrors] = useState<CardErrors>({});

  // Every empty or unreadable field is flagged at once, not the first one found.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseExpiry(expiry);
    const found: CardErrors = {
      number: cardNumber.trim() ? undefined : paymentMessages.incompleteNumber,
      expiry: !expiry.trim() ? paymentMessages.incompleteExpiry : parsed ? undefined : paymentMessages.invalidExpiry,
      cvc: cvc.trim() ? undefined : paymentMessages.incompleteCvc,
    };
    setErrors(found);
    if (!parsed || found.number || found.cvc) return;
    onPay({ cardNumber, cvc, ...parsed });
  };

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <div className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
        <FlaskConicalIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
        <div>
          <Badge variant="outline" className="mb-1 border-amber-500">
            Test mode
          </Badge>
          <p>No real money moves. Use a test card with any future date and any CVC:</p>
          <ul className="mt-1 font-mono text-xs">
            <li>{groups(sandboxCards.success)} succeeds</li>
            <li>{groups(sandboxCards.declined)} is declined</li>
            <li>{groups(sandboxCards.insufficientFunds)} has insufficient funds</li>
          </ul>
        </div>
      </div>
      <FormField id="card-number" label="Card number" error={errors.number}>
        <Input
          {...fieldA11y('card-number', errors.number)}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          value={cardNumber}
          onChange={(e) => setCardNumber(e.target.value)}
          required
        />
      </FormField>
      <div className="grid grid-cols-2 gap-4">
        <FormField id="card-expiry" label="Expiry (MM/YY)" error={errors.expiry}>
          <Input
            {...fieldA11y('card-expiry', errors.expiry)}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            value={expiry}
            onChange={(e) => setExpiry(formatExpiryInput(e.target.value))}
            required
          />
        </FormField>
        <FormField id="card-cvc" label="CVC" error={errors.cvc}>
          <Input
            {...fieldA11y('card-cvc', errors.cvc)}
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            maxLength={4}
            value={cvc}
            onChange={(e) => setCvc(e.target.value)}
            required
          />
        </FormField>
      </div>
      <Button type="submit" size="lg" disabled={isPending}>
        {isPending ? 'Processing...' : payLabel}
      </Button>
    </form>
  );
};
