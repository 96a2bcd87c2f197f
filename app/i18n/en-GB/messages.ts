/**
 * Messages that actions and services send to forms (keys "messages:…", see app/lib/form-result.ts).
 * Area-specific messages live in their own namespace ("quote:errors.…", "partner:errors.…").
 */
export const messages = {
  form: {
    fixFields: "Please correct the highlighted fields.",
    tooLarge: "This form is too large to send. Please shorten your message.",
    unsupported: "Send this form from the page.",
    unreadable: "The request could not be read.",
    controlCharacters: "Remove the invisible control characters (such as NUL) from your answers and try again.",
    tooMany: "Too many attempts. Please try again later.",
    failed: "Something went wrong. Please try again.",
  },
  validation: {
    invalid: "This value is not valid.",
    required: "This field is required.",
    tooShort: "Enter at least {{minimum, number}} characters.",
    tooLong: "Use {{maximum, number}} characters or fewer.",
    emailRequired: "Enter your email address",
    emailInvalid: "Enter an email address like name@example.com",
    phoneRequired: "Enter a phone number",
    phoneInvalid: "Enter a UK phone number, like 07911 123456 or 020 7946 0000",
    postcodeRequired: "Enter a postcode",
    singleLine: "Enter this on one line, without line breaks or control characters",
    postcodeInvalid: "Enter a UK postcode, like SW1A 1AA",
  },
  access: {
    signIn: "Please log in to continue.",
    forbidden: "You do not have access to this.",
    notFound: "This no longer exists.",
  },
} as const;
