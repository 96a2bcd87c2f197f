/** Every email the app sends (app/emails), written in the recipient's language. */
export const emails = {
  layout: {
    footer: "We connect people and removal companies",
    support: "Questions? {{contact}}",
    copyLink: "Or copy this address into your browser: {{url}}",
  },
  hello: "Hello,",
  helloName: "Hello {{name}},",
  /** Under every button or link to a customer's request page. */
  privateLink: "This link is private to you: anyone with it can see your request, so please do not share it.",
  /** A move's date as the lead loop's emails say it (the dates are formatted in the email's language). */
  moveDate: {
    flexible: "Flexible",
    flexibleBetween: "Flexible, {{from}} to {{to}}",
  },
  contactAcknowledgement: {
    subject: "We have received your message: {{topic}}",
    intro_one: "Thank you for contacting {{siteName}}. We reply to every message within {{count}} hour.",
    intro_other: "Thank you for contacting {{siteName}}. We reply to every message within {{count}} hours.",
  },
  partnerAccountExists: {
    subject: "Your {{siteName}} partner account",
    intro:
      "Someone asked to join {{siteName}} as a removal partner with this email address, which already has an account or an application with us.",
    next: "If it was you, there is no need to apply again: log in to your account.",
    logIn: "Log in",
    forgotten: "Forgotten your password? Set a new one here.",
    notYou: "If it was not you, you can ignore this email: nothing has changed.",
  },
  quoteVerificationCode: {
    subject: "Your {{siteName}} verification code",
    preview: "Your code is {{code}}",
    instruction: "Enter this code to confirm your email address and send your removal quote request:",
    validity_one: "The code is valid for {{count}} minute. If you did not ask for it, you can ignore this email.",
    validity_other: "The code is valid for {{count}} minutes. If you did not ask for it, you can ignore this email.",
  },
  quoteRequestConfirmation: {
    movingDate: "Moving date",
    subject: "Your removal quote request {{reference}} has been sent",
    thanks: "Thank you for your request (reference {{reference}}).",
    sent_one: "We have sent your request to {{count}} removal company that covers your area.",
    sent_other: "We have sent your request to {{count}} removal companies that cover your area.",
    next: "A company that takes on your request gets your contact details and will contact you about a quote. If one declines or does not reply in time, we offer its place to another company that covers your area, when there is one.",
    page: "On your private page you will see each company's state and every quote as it arrives.",
    none_one:
      "No removal company covering your area could be invited yet. For the next {{count}} day, removal companies on MoveMatch can still find your request and take it on; we will email you when one does.",
    none_other:
      "No removal company covering your area could be invited yet. For the next {{count}} days, removal companies on MoveMatch can still find your request and take it on; we will email you when one does.",
    sentTo: "Sent to:",
    rating: "{{rating}}/10",
    noRating: "no rating yet",
    reviews_one: "{{count}} review",
    reviews_other: "{{count}} reviews",
    viewRequest: "View your request and quotes",
  },
  partnerNewLead: {
    subject: "New {{moveType}} removal lead in {{area}}",
    intro: "A customer near you has asked for removal quotes:",
    area: "Area",
    moveType: "Move type",
    size: "Size",
    movingDate: "Moving date",
    moveTypes: { domestic: "domestic", commercial: "commercial", international: "international" },
    helpTypes: { full: "Full household", partial: "Part of a household", boxes: "Fewer than 10 boxes (under 2 m³)" },
    house: "house",
    houseWithBedrooms: "{{bedrooms}}-bedroom house",
    fivePlusBedrooms: "5 or more",
    apartment: "apartment",
    sizeLine: "{{help}}, {{home}}",
    respondBy:
      "Please claim or decline it by {{time}}. If you have not answered by then, it is offered to another company (you can still claim it from Find work while places are free).",
    openLeads: "Open the lead",
    claimHint: "to claim it and see the customer's contact details.",
  },
  customerLeadClaimed: {
    subject: "{{company}} has your details for request {{reference}}",
    intro:
      "{{company}} ({{town}}) now has your name, email address and phone number for your removal request {{reference}}, and will contact you about a quote.",
    rating_one: "Rated {{rating}}/10 from {{count}} review. Company profile: {{url}}",
    rating_other: "Rated {{rating}}/10 from {{count}} reviews. Company profile: {{url}}",
    action: "View your request and quotes",
  },
  customerQuoteReceived: {
    subject: "{{company}} has sent you a quote for request {{reference}}",
    subjectRevised: "{{company}} has revised its quote for request {{reference}}",
    intro: "{{company}} has sent you a quote: {{amount}}, valid until {{date}}.",
    introRevised: "{{company}} has revised its quote: {{amount}}, valid until {{date}}.",
    compare: "Compare it with your other quotes and book the one you prefer on your request page.",
    action: "Compare your quotes",
  },
  customerBookingConfirmed: {
    subject: "Your move is booked with {{company}}",
    intro:
      "You accepted the quote of {{company}} for request {{reference}}. The company has been told and will contact you to arrange the details. The other companies have been told that you chose another mover.",
    price: "Price",
    movingDate: "Moving date",
    companyEmail: "Company email",
    companyPhone: "Company phone",
    payment:
      "You pay {{company}} directly, not MoveMatch: MoveMatch is free for you. The price is the company's own quote.",
    vat: {
      included: "{{price}}, including VAT",
      not_charged: "{{price}}, no VAT ({{company}} is not VAT registered)",
    },
    depositTerms: "Deposit",
    cancellationTerms: "Cancellation",
    noTerms: "{{company}} gave no deposit or cancellation terms: agree them with the company.",
    action: "View your booking",
  },
  customerRequestProgress: {
    subject: "Your removal request {{reference}}: how it is going",
    intro: "Here is how your removal request {{reference}} is going.",
    noQuotes: "No quotes have arrived yet.",
    quotes_one: "{{count}} quote has arrived so far.",
    quotes_other: "{{count}} quotes have arrived so far.",
    noneWithDetails: "No company has taken on your request yet, so none has your contact details.",
    withDetails_one: "{{count}} company has taken on your request and has your contact details.",
    withDetails_other: "{{count}} companies have taken on your request and have your contact details.",
    moreAsked_one: "Since the first invitations, we have offered your request to {{count}} more company.",
    moreAsked_other: "Since the first invitations, we have offered your request to {{count}} more companies.",
    page: "Your private page shows each company's state and every quote side by side.",
    action: "See your request",
  },
  customerRequestLinks: {
    subject: "Your removal quote requests",
    intro: "You asked for the links to your removal quote requests. Here they are:",
    request: "{{reference}}, from {{city}}, sent on {{date}}: {{url}}",
    notAsked: "If you did not ask for these links, you can ignore this email.",
  },
  partnerQuoteWon: {
    subject: "You won the job {{job}}",
    intro:
      "{{customer}} accepted your quote for request {{reference}}. The job {{job}} is now in My work; please contact the customer to confirm the details.",
    price: "Price",
    movingDate: "Moving date",
    customerEmail: "Customer email",
    customerPhone: "Customer phone",
    phoneNotGiven: "Not given",
    action: "Open My work",
  },
  partnerQuoteLost: {
    subject: "The customer of request {{reference}} chose another company",
    intro:
      "The customer of request {{reference}} ({{area}}) has booked another company. Thank you for your interest; there is nothing more to do on this lead.",
  },
  partnerRequestCancelled: {
    subject: "Request {{reference}} was cancelled by the customer",
    intro:
      "The customer of request {{reference}} ({{area}}) has cancelled it. It no longer takes claims or quotes, and any booking on it is cancelled.",
    reason: "The customer's reason: {{reason}}",
  },
  partnerMovingDateChanged: {
    subject: "New moving date for request {{reference}}",
    intro: "The customer of request {{reference}} ({{area}}) has changed the moving date.",
    quoteForEarlierDate:
      "Your quote is now shown to the customer as given for the earlier date: revise it if the price changes.",
    earlierDate: "Earlier date",
    newDate: "New date",
    action: "Open the lead",
  },
  partnerApplicationReceived: {
    subject: "We have received your {{siteName}} partner application",
    intro_one:
      "Thank you for applying to become a {{siteName}} partner. Our team will review your application and contact you within {{count}} hour.",
    intro_other:
      "Thank you for applying to become a {{siteName}} partner. Our team will review your application and contact you within {{count}} hours.",
    next: "Once your application is approved, you will receive your login details and access to your partner dashboard, where you can manage your leads, jobs and profile.",
    details: "The details you sent us:",
    company: "Company",
    businessType: "Business type",
    companyNumber: "Company number",
    employees: "Employees",
    removalTypes: "Types of removals",
    targetArea: "Target area",
    email: "Email",
    telephone: "Telephone",
    website: "Website",
    address: "Address",
    businessTypes: { "sole-trader": "Sole trader", company: "Limited company" },
    removalTypeNames: { domestic: "Domestic", international: "International", commercial: "Commercial" },
    radius: "{{location}} ({{miles}} miles radius)",
    question: "Something not right, or a question? Reply to this email or call our partner team on {{phone}}.",
    questionWithoutPhone: "Something not right, or a question? Reply to this email.",
    questionByPhone: "Something not right, or a question? Call our partner team on {{phone}}.",
  },
  partnerApproved: {
    subject: "{{company}} is approved: welcome to {{siteName}}",
    intro: "Good news: we have reviewed and approved {{company}} as a {{siteName}} partner.",
    setPassword:
      "Your partner account uses this email address ({{email}}). Choose a password to open your partner dashboard.",
    logIn: "Sign in with your existing account ({{email}}) to open your partner dashboard.",
    choosePasswordButton: "Choose your password",
    logInButton: "Log in",
    linkNote_one:
      'The link works once and for {{count}} day. After that, use "Forgot Password?" on the log-in page: {{url}}',
    linkNote_other:
      'The link works once and for {{count}} days. After that, use "Forgot Password?" on the log-in page: {{url}}',
  },
  partnerRejected: {
    subject: "Your {{siteName}} partner application for {{company}}",
    intro:
      "Thank you for applying to become a {{siteName}} partner. We have reviewed the application for {{company}} and cannot approve it at this time.",
    reason: "Reason:",
    closing: "If you can address the reason above, you are welcome to apply again or reply to this email.",
    closingWithoutReply: "If you can address the reason above, you are welcome to apply again.",
  },
  passwordReset: {
    subject: "Reset your {{siteName}} password",
    intro: "Someone asked to reset the password of your {{siteName}} account.",
    button: "Choose a new password",
    note_one:
      "The link works once and for {{count}} minute. If you did not ask for it, you can ignore this email: your password stays as it is.",
    note_other:
      "The link works once and for {{count}} minutes. If you did not ask for it, you can ignore this email: your password stays as it is.",
  },
  partnerLeadDigest: {
    subject_one: "{{count}} new lead invitation on {{day}}",
    subject_other: "{{count}} new lead invitations on {{day}}",
    intro_one: "On {{day}} we offered your company {{count}} lead that you can still claim:",
    intro_other: "On {{day}} we offered your company {{count}} leads that you can still claim:",
    button: "Open your invitations",
    note: "You receive this summary once a day because of your email preferences. You can change them in your partner back office, under Profile, Preferences.",
  },
  partnerTeamInvite: {
    subject: "You have been added to {{company}} on {{siteName}}",
    intro: "{{inviter}} has added you to the team of {{company}} on {{siteName}}.",
    role: "As a staff member you can find and claim leads, send quotes and manage jobs, drivers and vehicles. Payments, the team and the company's details stay with its owners.",
  },
  staffInvite: {
    subject: "You have been invited to the {{siteName}} admin panel",
    intro: "You have been given a staff account on the {{siteName}} admin panel.",
    button: "Choose your password",
    note_one: "The link works once and for {{count}} day. Once your password is set, sign in at {{url}}",
    note_other: "The link works once and for {{count}} days. Once your password is set, sign in at {{url}}",
  },
  reviews: {
    invitationSubject: "How did your move with {{company}} go?",
    reminderSubject: "A reminder: review your move with {{company}}",
    invitationIntro:
      "Your move with {{company}} ({{reference}}) was due yesterday. Tell other customers how it went: your review takes two minutes and is published under your first name and initial.",
    reminderIntro:
      "A week ago we asked how your move with {{company}} ({{reference}}) went. If you have a moment, your review helps other customers choose. This is the only reminder we send.",
    action: "Review {{company}}",
    note: "This link is private to you and works for one review. Every review that meets our content guidelines is published, whatever its score.",
    publishedSubject: "Your review of {{company}} is published",
    publishedIntro: "Thank you. Our staff checked your review “{{title}}” of {{company}} and published it.",
    rejectedSubject: "Your review of {{company}} was not published",
    rejectedIntro:
      "Our staff checked your review “{{title}}” of {{company}} and could not publish it, as it does not meet our content guidelines. Reviews are never rejected for being negative.",
    reason: "Reason",
    viewAction: "See {{company}}'s reviews",
  },
  creditDecision: {
    approvedSubject: "Your credit for lead {{reference}} is approved",
    rejectedSubject: "Your credit request for lead {{reference}} was not approved",
    approvedIntro:
      "Our staff approved your request: {{amount}} for lead {{reference}} is credited to your account and shows on your payments statement.",
    rejectedIntro:
      "Our staff looked at your credit request for lead {{reference}} and could not approve it. The lead's charge stands.",
    yourReason: "Your reason",
    staffReason: "Our reason",
    viewLead: "See the lead",
    reasons: {
      contact_details_wrong: "Contact details wrong or unreachable",
      never_asked: "The customer says they never asked",
      duplicate: "Duplicate",
      outside_service_area: "Outside our service area",
    },
  },
  customerJobCancelled: {
    subject: "{{company}} has cancelled your move",
    intro: "{{company}} has cancelled your move booked for {{date}} (request {{reference}}).",
    reason: "Their reason: “{{reason}}”",
    next: "If you have questions, or want to agree a new date, please contact {{company}} directly:",
    companyEmail: "Company email",
    companyPhone: "Company phone",
  },
  customerJobDateAgreed: {
    subject: {
      agreed: "Your moving day with {{company}}: {{date}}",
      changed: "Your moving day with {{company}} is now {{date}}",
    },
    intro: {
      agreed: "{{company}} has recorded the day you agreed for your move: {{date}} (request {{reference}}).",
      changed: "{{company}} has changed the day of your move to {{date}} (request {{reference}}).",
    },
    contact: "If this is not the day you agreed, please contact {{company}} directly:",
    date: "Moving day",
    company: "Company",
    companyEmail: "Company email",
    companyPhone: "Company phone",
    action: "View your booking",
  },
} as const;
