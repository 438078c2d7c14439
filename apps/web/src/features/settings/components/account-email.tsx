import { settingsMessages } from '@agentsy/contracts';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';

/** The sign-in address: shown, not editable here. */
export const AccountEmail = ({ email }: { email: string }) => (
  <FormField id="settings-email" label="Email">
    <Input id="settings-email" type="email" value={email} readOnly aria-describedby="settings-email-note" />
    <p id="settings-email-note" className="text-xs text-muted-foreground">
      {settingsMessages.emailReadOnly}
    </p>
  </FormField>
);
