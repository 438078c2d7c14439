import { z } from 'zod';

/** Activation limit a seller may choose for a licensed listing, and what it starts at. */
export const activationLimitRange = { min: 1, max: 100, default: 3 } as const;

/**
 * No 0/O, 1/I/L or U: a key read aloud or copied from a receipt cannot be mistyped into
 * another one. 30 symbols, 20 of them: about 98 bits, so guessing is hopeless even unthrottled.
 */
export const licenseKeyAlphabet = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const licenseKeyPattern = /^AGSY(-[23456789ABCDEFGHJKMNPQRSTVWXYZ]{5}){4}$/;

export const activationLimitSchema = z
  .number({ error: 'activationLimit must be a whole number from 1 to 100' })
  .int({ error: 'activationLimit must be a whole number from 1 to 100' })
  .min(activationLimitRange.min, { error: 'activationLimit must be a whole number from 1 to 100' })
  .max(activationLimitRange.max, { error: 'activationLimit must be a whole number from 1 to 100' });

/** A listing's license-key setting, as its owner reads it on the edit screen. */
export const licenseSettingsSchema = z.object({ licenseKeys: z.boolean(), activationLimit: z.number().int() });
export type LicenseSettings = z.infer<typeof licenseSettingsSchema>;

/** Keys are compared in capitals, so a key typed in lower case still works. */
const keyField = z
  .string({ error: 'key is required' })
  .trim()
  .max(64, { error: 'key is not a license key' })
  .transform((k) => k.toUpperCase());
const listingIdField = z.string({ error: 'listingId is required' }).trim().min(1).max(64);
const instanceIdField = z
  .string({ error: 'instanceId is required' })
  .trim()
  .min(1, { error: 'instanceId is required' })
  .max(200, { error: 'instanceId must be at most 200 characters' });

export const licenseValidateSchema = z.object({ key: keyField, listingId: listingIdField });
export const licenseActivateSchema = z.object({
  key: keyField,
  listingId: listingIdField,
  instanceId: instanceIdField,
});
export const licenseDeactivateSchema = z.object({ key: keyField, instanceId: instanceIdField });
export type LicenseValidate = z.infer<typeof licenseValidateSchema>;
export type LicenseActivate = z.infer<typeof licenseActivateSchema>;
export type LicenseDeactivate = z.infer<typeof licenseDeactivateSchema>;

export const licenseStatuses = ['active', 'disabled', 'refunded'] as const;
export type LicenseStatus = (typeof licenseStatuses)[number];

/** What the three public license calls answer. */
export const licenseStateSchema = z.object({
  valid: z.boolean(),
  status: z.enum(licenseStatuses),
  activations: z.number().int(),
  activationLimit: z.number().int(),
});
export type LicenseState = z.infer<typeof licenseStateSchema>;

export const licenseMessages = {
  notFound: 'This license key is not valid for this listing.',
  activationLimit: 'This license key has reached its activation limit. Deactivate another instance first.',
  inactive: 'This license key is no longer active.',
} as const;
