import {
  type ContactForm as ContactFormValues,
  contactFormSchema,
  type InquiryType,
  inquiryTypes,
} from '@agentsy/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormField, fieldA11y } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { OptionsSelect } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useSubmitContact } from '../api/submit-contact';

const emptyForm = (inquiryType?: InquiryType) =>
  ({ firstName: '', lastName: '', email: '', inquiryType, subject: '', message: '' }) as unknown as ContactFormValues;

export const isInquiryType = (value: string | null): value is InquiryType => !!value && value in inquiryTypes;

export const ContactForm = ({ initialInquiryType }: { initialInquiryType?: InquiryType }) => {
  const {
    register,
    control,
    handleSubmit,
    reset,
    getValues,
    setValue,
    formState: { errors },
  } = useForm<ContactFormValues>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: emptyForm(initialInquiryType),
  });
  // The page knows the type from its address only after hydration (routes/contact.tsx); a topic
  // the visitor already chose is theirs to keep.
  useEffect(() => {
    if (initialInquiryType && !getValues('inquiryType')) setValue('inquiryType', initialInquiryType);
  }, [initialInquiryType, getValues, setValue]);
  const submit = useSubmitContact({ onSuccess: () => reset(emptyForm()) });
  const error = (name: keyof ContactFormValues) => errors[name]?.message;

  return (
    <form noValidate className="grid gap-5" onSubmit={handleSubmit((values) => submit.mutate(values))}>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="contact-first-name" label="First name" error={error('firstName')}>
          <Input
            autoComplete="given-name"
            required
            {...fieldA11y('contact-first-name', error('firstName'))}
            {...register('firstName')}
          />
        </FormField>
        <FormField id="contact-last-name" label="Last name" error={error('lastName')}>
          <Input
            autoComplete="family-name"
            required
            {...fieldA11y('contact-last-name', error('lastName'))}
            {...register('lastName')}
          />
        </FormField>
      </div>
      <FormField id="contact-email" label="Email" error={error('email')}>
        <Input
          type="email"
          autoComplete="email"
          required
          {...fieldA11y('contact-email', error('email'))}
          {...register('email')}
        />
      </FormField>
      <FormField id="contact-inquiry-type" label="Inquiry type" error={error('inquiryType')}>
        <Controller
          control={control}
          name="inquiryType"
          render={({ field }) => (
            <OptionsSelect
              value={field.value ?? ''}
              onValueChange={field.onChange}
              options={inquiryTypes}
              placeholder="Choose a topic"
              {...fieldA11y('contact-inquiry-type', error('inquiryType'))}
              onBlur={field.onBlur}
            />
          )}
        />
      </FormField>
      <FormField id="contact-subject" label="Subject" error={error('subject')}>
        <Input required {...fieldA11y('contact-subject', error('subject'))} {...register('subject')} />
      </FormField>
      <FormField id="contact-message" label="Message" error={error('message')}>
        <Textarea rows={6} required {...fieldA11y('contact-message', error('message'))} {...register('message')} />
      </FormField>
      <div>
        <Button type="submit" disabled={submit.isPending}>
          {submit.isPending ? 'Sending...' : 'Send Message'}
        </Button>
      </div>
    </form>
  );
};
