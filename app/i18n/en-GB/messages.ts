/**
 * Messages that actions and services send to forms (keys "messages:…", see app/lib/form-result.ts).
 * Area-specific messages may live in their own namespace ("admin:errors.…") instead.
 */
export const messages = {
  form: {
    fixFields: "Please check the highlighted fields.",
    tooLarge: "This form is too large to send. Please shorten your message.",
    unsupported: "Send this form from the page.",
    unreadable: "The request could not be read.",
    tooMany: "Too many attempts. Please try again later.",
    failed: "Something went wrong. Please try again.",
  },
  validation: {
    invalid: "This value is not valid.",
    required: "This field is required.",
    tooShort: "Enter at least {{minimum}} characters.",
    tooLong: "Enter at most {{maximum}} characters.",
  },
  access: {
    signIn: "Please log in to continue.",
    forbidden: "You do not have access to this.",
    notFound: "This no longer exists.",
  },
} as const;
