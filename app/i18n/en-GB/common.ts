export const common = {
  siteName: "MoveMatch",
  tagline: "We connect people and removal companies",
  skipToContent: "Skip to main content",
  language: "Language",
  changeLanguage: "Change language",
  freeNoObligation: "Free - No obligation",
  freeNoObligations: "Free - No obligations",
  postcode: {
    label: "Your postcode",
    placeholder: "Your postcode",
    go: "Go →",
    getQuotes: "Get quotes →",
  },
  rating: {
    outOfTen: "out of 10",
    reviews_one: "{{count}} review",
    reviews_other: "{{count}} reviews",
    /** A company before its first published review, instead of a score. */
    new: "New on {{site}}",
  },
  /** Under a table too wide for a phone, which scrolls sideways in its box. */
  wideTable: "Swipe the table sideways to see every column.",
  /** The toasts' region and each toast's close button, named for screen readers. */
  toasts: { label: "Notifications", close: "Close notification" },
  /** A company's logo, or its initials standing in for one. */
  logo: {
    image: "{{name}} logo",
    initials: "{{name}} logo placeholder",
  },
  support: {
    contactPage: "our contact page",
    orByEmail: "or by email at",
  },
  errors: {
    notFoundTitle: "Page not found",
    notFoundBody: "We couldn't find the page you were looking for. It may have moved, or the address may be mistyped.",
    serverErrorTitle: "Something went wrong",
    serverErrorBody: "An unexpected error occurred. Please try again in a moment.",
    goHome: "Go to the home page",
    getQuotes: "Get free quotes",
    statusCode: "Error {{status}}",
    reference: "Reference: {{reference}}",
  },
} as const;
