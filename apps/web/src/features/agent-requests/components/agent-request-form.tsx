import type { AgentRequestInput } from '@agentsy/contracts';
import { agentRequestMessages } from '@agentsy/contracts/messages';
import { agentRequestUseCases, requestBudgets, useCases } from '@agentsy/contracts/taxonomy';
import { SendIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { useCurrentUser } from '@/lib/current-user';
import { useSubmitAgentRequest } from '../api/submit-agent-request';

/** What the fields hold while typing: the selects start empty. */
type Draft = Record<keyof AgentRequestInput, string>;

const emptyRequest: Draft = { title: '', description: '', useCase: '', budget: '' };

/**
 * "Can't Find What You Need?" The rules are four required fields, so they are checked here rather
 * than by loading the validation library on the home page; the server checks them again.
 */
export const AgentRequestForm = () => {
  const { user } = useCurrentUser();
  const [values, setValues] = useState(emptyRequest);
  const submit = useSubmitAgentRequest({ onSuccess: () => setValues(emptyRequest) });
  const set = (patch: Partial<Draft>) => setValues((v) => ({ ...v, ...patch }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!user) {
      const { title, message } = agentRequestMessages.signIn;
      toast({ title, description: message, variant: 'destructive' });
      return;
    }
    const trimmed = { ...values, title: values.title.trim(), description: values.description.trim() };
    if (!trimmed.title || !trimmed.description || !trimmed.useCase || !trimmed.budget) {
      const { title, message } = agentRequestMessages.missing;
      toast({ title, description: message, variant: 'destructive' });
      return;
    }
    // The selects only offer the contract's values, so a complete draft is a valid request.
    submit.mutate(trimmed as AgentRequestInput);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <FormField id="request-title" label="What do you need?">
        <Input
          id="request-title"
          placeholder="e.g. An agent that drafts replies to support tickets"
          value={values.title}
          onChange={(e) => set({ title: e.target.value })}
        />
      </FormField>
      <FormField id="request-description" label="Describe it">
        <Textarea
          id="request-description"
          rows={4}
          placeholder="What should it do, which tools should it work with?"
          value={values.description}
          onChange={(e) => set({ description: e.target.value })}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="request-use-case" label="Use case">
          <NativeSelect id="request-use-case" value={values.useCase} onChange={(e) => set({ useCase: e.target.value })}>
            <option value="">Choose a use case</option>
            {agentRequestUseCases.map((value) => (
              <option key={value} value={value}>
                {useCases[value]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="request-budget" label="Budget">
          <NativeSelect id="request-budget" value={values.budget} onChange={(e) => set({ budget: e.target.value })}>
            <option value="">Choose a budget</option>
            {Object.entries(requestBudgets).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <Button type="submit" disabled={submit.isPending} className="justify-self-start">
        <SendIcon aria-hidden />
        {submit.isPending ? 'Submitting...' : 'Submit Request'}
      </Button>
    </form>
  );
};
