/** Every error the API can answer with. Services throw `AppError(code)`; one handler maps it. */
export const errorCodes = {
  VALIDATION_FAILED: { status: 400, message: 'Please check the highlighted fields.' },
  BAD_REQUEST: { status: 400, message: 'The request could not be understood.' },
  WEAK_PASSWORD: {
    status: 400,
    message: 'This password is too common or too easy to guess. Choose a longer one, such as a few unrelated words.',
  },
  UNAUTHORIZED: { status: 401, message: 'Unauthorized' },
  FORBIDDEN: { status: 403, message: 'You do not have permission to do that.' },
  INSUFFICIENT_SCOPE: { status: 403, message: 'This token lacks the scope this call needs.' },
  ORIGIN_NOT_ALLOWED: { status: 403, message: 'Cross-site request refused.' },
  SELLER_MODE_REQUIRED: { status: 403, message: 'Enable seller mode first.' },
  NOT_FOUND: { status: 404, message: 'Not found.' },
  PAYMENT_FAILED: { status: 402, message: 'Something went wrong. Please try again.' },
  COMPATIBILITY_INVALID: { status: 422, message: 'Please check the compatibility of this version.' },
  CONFLICT: { status: 409, message: 'That conflicts with the current state.' },
  DISCOUNT_REFUSED: { status: 400, message: 'This code is not valid.' },
  DISCOUNT_USED_UP: { status: 409, message: 'This code has been used up.' },
  ALREADY_PURCHASED: { status: 409, message: 'You have already purchased this agent.' },
  REQUEST_TIMEOUT: {
    status: 408,
    message: 'The upload stopped arriving, so it was cancelled. Please check your connection and try again.',
  },
  ACTIVATION_LIMIT: { status: 409, message: 'This license key has reached its activation limit.' },
  LICENSE_INACTIVE: { status: 409, message: 'This license key is no longer active.' },
  DOMAIN_TAKEN: { status: 409, message: 'This domain is already verified by another account.' },
  VERSION_EXISTS: { status: 409, message: 'This version already exists. Version numbers cannot be reused.' },
  GONE: { status: 410, message: 'This link has expired.' },
  VERSION_REVOKED: { status: 410, message: 'This version was withdrawn by its seller.' },
  PAYMENT_EXPIRED: { status: 410, message: 'This payment has expired. Please start the checkout again.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'File too large.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Unsupported file type.' },
  NAME_TOO_CLOSE: { status: 422, message: 'This name is too close to a verified seller.' },
  NAME_RESERVED: { status: 422, message: 'Names cannot contain a reserved word.' },
  DOMAIN_NOT_VERIFIED: { status: 422, message: 'Neither the DNS record nor the file was found.' },
  RATE_LIMITED: { status: 429, message: 'Too many requests. Please wait and try again.' },
  STORAGE_FULL: {
    status: 507,
    message: 'The server has run out of storage space, so your file was not saved. Please try again later.',
  },
  INTERNAL: { status: 500, message: 'Something went wrong. Please try again.' },
  SERVICE_UNAVAILABLE: { status: 503, message: 'Service unavailable.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCodes;

/** The body of every non-2xx API response. */
export type ApiErrorBody = {
  message: string;
  code: ErrorCode;
  requestId: string;
  /** A short heading for the toast, when the spec gives one ("Invalid File Type"). */
  title?: string;
  fields?: Record<string, string>;
};
