import type { ContactForm, ContactSubmission } from '@agentsy/contracts';
import { inquiryTypes } from '@agentsy/contracts';
import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiJson, contract } from '@/lib/api-client';
import { failureMeta } from '@/lib/mutation-failure';

/** docs/product.md#messages-and-support: one name, and the inquiry type folded into the subject. */
export const toContactSubmission = (form: ContactForm): ContactSubmission => ({
  name: `${form.firstName} ${form.lastName}`,
  email: form.email,
  subject: `${inquiryTypes[form.inquiryType]}: ${form.subject}`,
  message: form.message,
  userAgent: navigator.userAgent,
  referrer: document.referrer,
});

export const submitContact = (form: ContactForm) =>
  apiJson('POST', '/api/forms/contact', toContactSubmission(form), contract('submissionCreatedSchema'));

export const useSubmitContact = ({ onSuccess }: { onSuccess: () => void }) =>
  useMutation({
    mutationFn: submitContact,
    onSuccess: () => {
      toast({ title: 'Message Sent', description: "We'll get back to you soon." });
      onSuccess();
    },
    meta: failureMeta({ title: 'Failed to send message', description: 'Please try again later.' }),
  });
