import { z } from 'zod';
import { limits } from './constants';
import { errorCodes } from './errors';

export const roles = ['buyer', 'seller', 'admin'] as const;
export type Role = (typeof roles)[number];
export const activeRoles = ['buyer', 'seller'] as const;
export type ActiveRole = (typeof activeRoles)[number];

/** GET /api/auth/user — exactly the fields of docs/product.md#accounts-and-sessions. */
export const currentUserSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  /** True only once the owner followed a verification link. */
  profileImageUrl: z.string().nullable(),
  displayName: z.string().nullable(),
  avatar: z.string().nullable(),
  bio: z.string().nullable(),
  website: z.string().nullable(),
  location: z.string().nullable(),
  role: z.enum(roles),
  roles: z.array(z.enum(roles)),
  activeRole: z.enum(activeRoles),
  sellerEnabled: z.boolean(),
  paypalEmail: z.string().nullable(),
  createdAt: z.string(),
  firstTimeLogin: z.boolean(),
  /** True only after the user opened the link of a verification mail. */
  emailVerified: z.boolean(),
  twoFactorEnabled: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const completeOnboardingSchema = z.object({ role: z.enum(activeRoles) });
export const switchRoleSchema = z.object({ activeRole: z.enum(activeRoles) });
export const activeRoleResponseSchema = z.object({ activeRole: z.enum(activeRoles) });

export const nameMessages = {
  required: 'Name is required',
  notText: 'Name must be text.',
  tooLong: 'Display name must be at most 100 characters.',
  controlCharacters: 'Names cannot contain control characters.',
} as const;

// Line breaks, tabs and other control characters would break the one-line places a name is shown.
const hasNoControlCharacters = (value: string) => !/\p{Cc}/u.test(value);

/**
 * The display-name rules, for every way a name is set: sign-up, Better Auth's update-user and the
 * profile. Only text, trimmed, at most 100 characters, no control characters.
 */
export const displayNameSchema = z
  .string({ error: (issue) => (issue.input === undefined ? nameMessages.required : nameMessages.notText) })
  .trim()
  .max(100, nameMessages.tooLong)
  .refine(hasNoControlCharacters, nameMessages.controlCharacters);
const requiredNameSchema = displayNameSchema.refine((v) => v.length > 0, nameMessages.required);

/** The sign-up form; the server's auth layer checks the same limits. */
export const signUpSchema = z.object({
  name: requiredNameSchema,
  email: z.email('Enter a valid email address'),
  password: z
    .string()
    .min(8, 'Password must be at least 8 characters long.')
    .max(128, 'Password must be at most 128 characters long.'),
});
/** POST /api/auth/sign-up/email as the server takes it: the form's fields and Better Auth's own options, nothing else. */
export const signUpRequestSchema = signUpSchema
  .extend({ callbackURL: z.string().max(2000).optional(), rememberMe: z.boolean().optional() })
  .strict();
/** POST /api/auth/update-user: only the account name; the picture and the rest have routes of their own. */
export const updateUserRequestSchema = z.strictObject({ name: requiredNameSchema });
export const signInSchema = z.object({
  email: z.email('Enter a valid email address'),
  password: z.string().min(1, 'Password is required'),
});

export const profileMessages = {
  displayName: nameMessages.tooLong,
  bio: 'Bio must be at most 500 characters.',
  website: 'Enter a full web address starting with http:// or https://',
  location: 'Location must be at most 100 characters.',
} as const;

/** Only web links: a profile's website is shown as a link, so no javascript: or data: addresses. */
const isWebUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

/** An optional text field where "" means "clear it". */
const clearableText = (max: number, message: string) => z.string().trim().max(max, message).optional();

/** PATCH /api/users/profile (docs/product.md#accounts-and-sessions): only the fields sent change. */
export const updateProfileSchema = z
  .object({
    displayName: displayNameSchema.optional(),
    bio: clearableText(limits.bioMax, profileMessages.bio),
    website: z
      .string()
      .trim()
      .max(200, profileMessages.website)
      .optional()
      .refine((v) => !v || isWebUrl(v), profileMessages.website),
    location: clearableText(100, profileMessages.location),
  })
  .strict();
export type UpdateProfileRequest = z.input<typeof updateProfileSchema>;

export const passwordMessages = {
  mismatch: { title: 'Password Mismatch', message: 'New passwords do not match.' },
  tooShort: { title: 'Password Too Short', message: 'Password must be at least 8 characters long.' },
  failed: { title: 'Password Change Failed', message: 'Failed to change password.' },
  wrongCurrent: 'Current password is incorrect.',
  /** The server checks new passwords against a list of common ones (sign-up, change, reset). */
  tooCommon: errorCodes.WEAK_PASSWORD.message,
  changed: 'Password Changed',
} as const;

/** POST /api/users/change-password; the confirmation field is checked by the form only. */
export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, 'Current password is required'),
  newPassword: z
    .string()
    .min(8, passwordMessages.tooShort.message)
    .max(128, 'Password must be at most 128 characters long.'),
});
export type ChangePassword = z.infer<typeof changePasswordSchema>;
/** A 204: the call answers with no body (DELETE /api/users/delete-account). */
export const noContentSchema = z.undefined();

export const changePasswordResponseSchema = z.object({ success: z.literal(true) });
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;
