import { z } from 'zod';

export const inquiryTypes = {
  general: 'General Inquiry',
  technical: 'Technical Support',
  billing: 'Billing',
  seller: 'Seller Support',
  partnership: 'Partnership',
  bug: 'Bug Report',
  feature: 'Feature Request',
} as const;
export type InquiryType = keyof typeof inquiryTypes;

const required = (label: string, max = 200) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max);

/** The contact page's own form. */
export const contactFormSchema = z.object({
  firstName: required('First name', 100),
  lastName: required('Last name', 100),
  email: z.email('Enter a valid email address'),
  inquiryType: z.enum(Object.keys(inquiryTypes) as [InquiryType, ...InquiryType[]], {
    error: 'Inquiry type is required',
  }),
  subject: required('Subject'),
  message: required('Message', 5000),
});
export type ContactForm = z.infer<typeof contactFormSchema>;

/** POST /api/forms/contact, the wire shape of docs/product.md#messages-and-support. */
export const contactSubmissionSchema = z.object({
  name: required('Name', 201),
  email: z.email('Enter a valid email address'),
  subject: required('Subject', 300),
  message: required('Message', 5000),
  userAgent: z.string().max(1000).optional(),
  referrer: z.string().max(2000).optional(),
});
export type ContactSubmission = z.infer<typeof contactSubmissionSchema>;

/** POST /api/feedback, from the floating feedback widget. */
/** The answer to a stored contact or feedback form. */
export const submissionCreatedSchema = z.object({ id: z.string() });
export type SubmissionCreated = z.infer<typeof submissionCreatedSchema>;

export const feedbackSchema = z.object({
  likes: required('Likes', 2000),
  dislikes: required('Dislikes', 2000),
  improvements: required('Improvements', 2000),
  pageUrl: z.string().max(2000),
  userRole: z.enum(['visitor', 'buyer', 'seller', 'admin']),
  timestamp: z.iso.datetime({ offset: true, error: 'timestamp must be an ISO date-time' }),
});
export type FeedbackSubmission = z.infer<typeof feedbackSchema>;
export type FeedbackUserRole = FeedbackSubmission['userRole'];
