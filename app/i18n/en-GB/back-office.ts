/**
 * The partner back office: its frame (sidebar, header), Home, and every screen's name and what
 * it holds (app/components/partner/back-office-screens.ts lists the screens).
 */
export const backOffice = {
  metaTitle: "Partner back office",
  shell: {
    navigation: "Partner navigation",
    openMenu: "Open menu",
    toggle: "Toggle sidebar (Ctrl+B)",
    homePage: "Home page",
    profile: "Profile",
  },
  /** My work (/partner/admin and /partner/admin/work): the company's jobs. */
  myWork: {
    title: "My work",
    glance: "At a glance",
    counts: {
      bidding: "Quotes awaiting the customer's decision",
      invitations: "Leads offered to you and still open",
      watching: "Saved leads you can still claim",
      alerts: "Claimed leads waiting for your quote, and quotes given for an earlier date",
      bookNow: "Leads you can claim now in your region",
    },
    filters: "Search and filter jobs",
    search: "Search job ID",
    searchPlaceholder: "JB-…",
    status: "Status",
    allStatuses: "All statuses",
    sort: "Sort by",
    sorts: {
      pickup_asc: "Earliest Pickup",
      pickup_desc: "Latest Pickup",
      price_desc: "Price high to low",
      price_asc: "Price low to high",
    },
    apply: "Apply",
    clear: "Clear search and filters",
    loading: "Loading jobs...",
    results_one: "{{count}} job",
    results_other: "{{count}} jobs",
    jobsOn: "Jobs on {{day}}",
    statuses: {
      upcoming: "Upcoming",
      in_progress: "In progress",
      completed: "Completed",
      cancelled: "Cancelled",
    },
    reference: "Job ID",
    pickup: "Pickup",
    route: "From {{from}} to {{to}}",
    price: "Price",
    unassigned: "Unassigned",
    noResults: "No results found for your filters or search query",
    noJobsTitle: "No jobs yet",
    noJobs:
      "When a customer accepts one of your quotes, the job appears here under its moving date. Claim leads in your area and send quotes to win work.",
  },
  placeholder: {
    notReady: "Not available yet",
    intro: "This screen is not ready yet. Here is what it will hold:",
    backHome: "Back to Home",
  },
  drivers: {
    title: "My drivers",
    purpose:
      "Keep each driver's contact details and driving licence number here, in one place for everyone in your company.",
    add: "Add New Driver",
    addTitle: "Add new driver",
    addDescription: "Full name, email, mobile and driving licence number are required.",
    editTitle: "Edit {{name}}",
    editDescription: "Change this driver's details.",
    edit: "Edit",
    editLabel: "Edit {{name}}",
    deactivate: "Deactivate",
    deactivateLabel: "Deactivate {{name}}",
    deactivateTitle: "Deactivate {{name}}?",
    deactivateBody:
      "{{name}} will no longer be listed among your drivers. A driver on a job still to do cannot be deactivated.",
    confirmDeactivate: "Deactivate driver",
    save: "Save changes",
    saving: "Saving…",
    adding: "Adding driver…",
    deactivating: "Deactivating…",
    empty: 'No drivers added yet. Click "ADD NEW DRIVER" to get started.',
    tableLabel: "Drivers",
    columns: {
      name: "Name",
      email: "Email",
      mobile: "Mobile",
      actions: "Actions",
    },
    fields: {
      name: "Full name",
      email: "Email",
      mobile: "Mobile",
      licenceNumber: "Driving licence number",
      experienceYears: "Experience (years)",
      notes: "Notes",
    },
    hints: {
      mobile: "A UK number, like 07911 123456",
      experienceYears: "Optional, 0 to 50",
      notes: "Optional",
    },
    added: "Driver added successfully",
    updated: "Driver updated successfully",
    deactivated: "{{name}} deactivated",
    addFailed: "Failed to add driver",
    updateFailed: "Failed to update driver",
    deactivateFailed: "Failed to deactivate driver",
    fetchFailed: "Failed to fetch drivers",
    errors: {
      nameRequired: "Enter the driver's full name",
      emailRequired: "Enter the driver's email address",
      licenceRequired: "Enter the driver's driving licence number",
      experienceRange: "Enter whole years from {{minimum}} to {{maximum}}",
      notFound: "This driver is not in your list.",
      onJob:
        "This driver is on job {{reference}}, which is still to do: they cannot be deactivated until it is done or cancelled.",
    },
  },
  vehicles: {
    title: "My vehicles",
    add: "Add New Vehicle",
    addTitle: "Add new vehicle",
    addDescription: "Type, category, make, model, number plate and year are required.",
    tableLabel: "Vehicles",
    columns: {
      type: "Type",
      category: "Category",
      makeModel: "Make and model",
      numberPlate: "Number plate",
      status: "Status",
      branded: "Branded",
      actions: "Actions",
    },
    status: {
      available: "Available",
      onJob: "On job {{reference}}",
    },
    yes: "Yes",
    no: "No",
    types: {
      goods: "Goods",
      passenger: "Passenger",
      commercial: "Commercial",
    },
    categories: {
      "luton-van": "Luton van",
      "transit-van": "Transit van",
      "small-van": "Small van",
      "large-van": "Large van",
      truck: "Truck",
    },
    choose: "Choose…",
    fields: {
      type: "Type",
      category: "Category",
      make: "Make",
      model: "Model",
      numberPlate: "Number plate",
      year: "Year",
      color: "Colour",
      description: "Description",
      branded: "Branded",
    },
    hints: {
      numberPlate: "A UK number plate, like AB12 CDE",
      year: "From 1900 to this year",
      optional: "Optional",
      branded: "Painted or wrapped in your company's name and colours",
    },
    delete: "Delete",
    deleteLabel: "Delete {{plate}}",
    deleteTitle: "Delete {{plate}}?",
    deleteBody:
      "The {{vehicle}} ({{plate}}) will be removed from your vehicles. A vehicle on a job still to do cannot be deleted.",
    confirmDelete: "Delete vehicle",
    adding: "Adding vehicle…",
    deleting: "Deleting…",
    empty: 'No vehicles added yet. Click "ADD NEW VEHICLE" to get started.',
    added: "Vehicle added successfully",
    deleted: "{{plate}} deleted",
    addFailed: "Failed to add vehicle",
    deleteFailed: "Failed to delete vehicle",
    fetchFailed: "Failed to fetch vehicles",
    errors: {
      typeRequired: "Choose the vehicle's type",
      categoryRequired: "Choose the vehicle's category",
      makeRequired: "Enter the make",
      modelRequired: "Enter the model",
      plateRequired: "Enter the number plate",
      plateInvalid: "Enter a UK number plate, like AB12 CDE",
      yearRequired: "Enter the year of manufacture",
      yearRange: "Enter a year from {{minimum}} to {{maximum}}",
      duplicatePlate: "{{plate}} is already on one of your vehicles.",
      notFound: "This vehicle is not in your list.",
      onJob:
        "This vehicle is on job {{reference}}, which is still to do: it cannot be deleted until the job is done or cancelled.",
    },
  },
  fleet: {
    cancel: "Cancel",
    title: "Fleet",
    intro: "Your vehicles and drivers on one page.",
    vehicles: "Vehicles",
    drivers: "Drivers",
    seeFleet: "See vehicles and drivers together",
    fetchFailed: "Failed to fetch your fleet",
  },
  /** Routes (/partner/admin/routes): a day's jobs on a map. */
  routes: {
    title: "Routes",
    intro: "Your jobs picked up on one day, in order of pickup time: on the map and in the list beside it.",
    days: "Choose a day",
    previous: "Previous day",
    next: "Next day",
    today: "Today",
    loading: "Loading jobs...",
    count_one: "{{count}} job picked up on this day",
    count_other: "{{count}} jobs picked up on this day",
    emptyTitle: "No jobs on this day",
    empty: "No job of yours is picked up on this day. Use the previous and next day links to see other days.",
    loadingMap: "Loading map...",
    mapLabel_one: "Map of the day's job",
    mapLabel_other: "Map of the day's {{count}} jobs",
    listLabel: "The day's jobs in order of pickup time",
    pickupLabel: "{{number}}. Pickup in {{town}}, {{time}}",
    notOnMap: "Not on the map: no position for this address",
    noPositions: "None of this day's addresses has a position on the map, so only the list is shown.",
  },
  /** Support (/partner/admin/support): messages to the MoveMatch team. */
  support: {
    title: "Support",
    intro:
      "Write to the MoveMatch team about your account, your leads, charges or anything else. We reply to {{email}} within {{hours}} hours, and you can follow each message's status below.",
    formTitle: "New message",
    subject: "Subject",
    message: "Message",
    messageHint: "Up to {{max, number}} characters.",
    send: "Send message",
    sending: "Sending...",
    sent: "Your message has been sent. It is listed below with its status.",
    tooMany: "You have sent several messages in a short time. Please wait a few minutes before sending another.",
    earlier: "Your messages",
    empty: "You have not written to us yet.",
    columns: { sent: "Sent", subject: "Subject", from: "From", status: "Status" },
    statuses: { new: "Received", in_progress: "Being handled", resolved: "Resolved", closed: "Closed" },
    errors: { subject: "Enter a subject" },
  },
  /** Messages (/partner/admin/messages): the emails sent to the company about its leads and jobs. */
  messages: {
    title: "Messages",
    intro:
      "The emails MoveMatch sent your company about its leads and jobs, newest first. Open them in your inbox to read them in full.",
    empty: "We have not emailed you about a lead or a job yet.",
    columns: { date: "Date", email: "Email", to: "Sent to", status: "Status" },
    templates: {
      "partner-new-lead": "New lead",
      "partner-moving-date-changed": "Moving date changed",
      "partner-request-cancelled": "Request cancelled",
      "partner-quote-won": "Quote accepted",
      "partner-quote-lost": "Customer chose another company",
    },
    statuses: { pending: "Waiting to be sent", sending: "Sending", sent: "Sent", failed: "Not delivered" },
  },
  /** Alerts (/partner/admin/alerts): what waits on the company. */
  alerts: {
    title: "Alerts",
    intro:
      "Leads you claimed that are waiting for your quote, and quotes the customer now reads as given for an earlier moving date. Each stays here until you send or revise the quote, or the request closes.",
    empty: "Nothing is waiting for you.",
    columns: { move: "Move", date: "Moving date", alert: "Waiting for", since: "Since" },
    kinds: {
      notQuoted: "Your quote",
      earlierDate: "A revised quote: the moving date changed",
    },
    open: "Open the lead from {{town}}",
  },
  /** Customer contacts (/partner/admin/contacts): the customers whose details the company claimed. */
  contacts: {
    title: "Customer contacts",
    intro: "The customers whose contact details you received by claiming their leads, the latest claim first.",
    empty: "When you claim a lead, the customer's contact details appear here.",
    columns: {
      name: "Name",
      email: "Email",
      phone: "Phone",
      reference: "Request",
      claimed: "Claimed",
      lead: "Lead",
    },
    noPhone: "Not given",
    open: "Open lead",
    openLabel: "Open the lead of {{name}} (request {{reference}})",
  },
  screens: {
    home: {
      label: "Home",
      description: "An overview of your work: jobs, quotes and the leads offered to you.",
    },
    findWork: {
      label: "Find work",
      description:
        "Open leads in your area that still have free places: single jobs, the leads recommended to you and return journeys. Each lead's price is shown before you claim it.",
    },
    work: {
      label: "My work",
      description:
        "The jobs customers have booked with you, grouped by date, with search by job ID, a status filter and sorting by pickup time or price.",
    },
    bidding: {
      label: "Bidding",
      description:
        "The quotes you have sent that are waiting for the customer's decision. You can revise a quote until the customer decides; won and lost quotes move on from here.",
    },
    watching: {
      label: "Watching",
      description: "The leads you saved for later, so you can come back to them while places are still free.",
    },
    invitations: {
      label: "Invitations",
      description:
        "The leads our matching offered to your company. You can claim one after seeing its price, or decline it for free.",
    },
    alerts: {
      label: "Alerts",
      description:
        "Notices about your leads and jobs, such as a customer changing the moving date or a lead about to expire.",
    },
    book: {
      label: "Book now",
      description: "Jobs you can take straight away at a price fixed in advance, without sending a quote first.",
    },
    profileEdit: {
      label: "Edit profile",
      description:
        "Your company's public profile: its description, services, areas covered and contact details, as customers see them on MoveMatch.",
    },
    preferences: {
      label: "Preferences",
      description:
        "The leads you want to receive: removal types, your service area, daily and weekly limits, and the emails we send you.",
    },
    history: {
      label: "History",
      description: "A record of your past leads, quotes and jobs, and of the changes made to your account.",
    },
    reviews: {
      label: "Reviews",
      description: "The reviews customers have left about your company, with your replies.",
    },
    statistics: {
      label: "Statistics",
      description: "How your leads turn into quotes and jobs over time: how many you claimed, quoted and won.",
    },
    pricing: {
      label: "Pricing",
      description: "What a lead costs by move type and size, and when a lead is credited back to you.",
    },
    vehicles: {
      label: "My vehicles",
      description:
        "Your vans and lorries: type, category, make and model, number plate and status, so you can assign them to jobs.",
    },
    drivers: {
      label: "My drivers",
      description: "Your drivers and their contact details, so you can assign them to jobs.",
    },
    fleet: {
      label: "Fleet",
      description: "Your vehicles and drivers together on one page.",
    },
    reservations: {
      label: "Reservations",
      description: "The dates you have set aside for customers' moves, day by day.",
    },
    messages: {
      label: "Messages",
      description: "Your conversations with customers and with the MoveMatch team about leads and jobs.",
    },
    routes: {
      label: "Routes",
      description: "Your jobs on a map, day by day, to plan collections and deliveries and spot return loads.",
    },
    payments: {
      label: "Payments",
      description: "Your lead charges, credits and payments, with an invoice for each.",
    },
    support: {
      label: "Support",
      description: "How to reach your account manager and the MoveMatch team, and answers to common questions.",
    },
    contacts: {
      label: "Customer contacts",
      description:
        "The customers whose contact details you received by claiming their leads, with the request each came from.",
    },
  },
} as const;
