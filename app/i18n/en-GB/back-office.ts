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
  /** Statistics (/partner/admin/profile/statistics): the last 12 months, month by month. */
  statistics: {
    title: "Statistics",
    intro:
      "Your leads, quotes and jobs over the last 12 months, each counted in the UK month it happened: invitations when they were made, claims when you claimed, jobs when the customer booked, and spend when it was charged or credited.",
    totalsTitle: "Last 12 months",
    chartTitle: "Leads offered, claimed and won by month",
    chartSummary: "The same figures are in the table below.",
    tableCaption: "Your figures by month",
    columns: {
      month: "Month",
      offered: "Leads offered",
      claimed: "Claimed",
      quoted: "Quoted",
      won: "Won",
      winRate: "Win rate",
      spend: "Spend",
      spendPerWon: "Spend per job won",
    },
    total: "Total",
    notApplicable: "–",
    definitions:
      "Leads offered are the invitations our matching or our team sent you; claimed includes the leads you claimed in Find work. Win rate is jobs won divided by leads claimed in the same month. Spend is what your claims cost, minus any credits.",
    empty: "No leads yet in the last 12 months: the figures appear here as you receive and claim leads.",
    fetchFailed: "Failed to load your statistics",
  },
  /** Pricing (/partner/admin/profile/pricing): the one price table, credits and caps. */
  pricing: {
    title: "Pricing",
    intro:
      "Every partner pays the same published price for a lead, set by the move type and the size of the move. Each lead shows its price before you claim it; you pay only when you claim, and declining an invitation is free.",
    tableCaption: "Lead prices by move type and size",
    size: "Size of the move",
    moveTypes: { domestic: "Domestic", commercial: "Commercial", international: "International" },
    creditsTitle: "Repeat customers are credited",
    credits:
      "If you claim a request from a customer whose other request you claimed in the previous {{days}} business days (the same email address or phone number), the new claim is credited back to you automatically.",
    capsTitle: "Daily and weekly limits",
    caps: "A limit caps the leads you receive and claim, counted over the last 24 hours and the last 7 days.",
    capPerDay_one: "Your company's daily limit: {{count}} lead.",
    capPerDay_other: "Your company's daily limit: {{count}} leads.",
    capPerWeek_one: "Your company's weekly limit: {{count}} lead.",
    capPerWeek_other: "Your company's weekly limit: {{count}} leads.",
    noCaps: "Your company has no daily or weekly limit.",
    statisticsLink: "See what you have spent in Statistics",
  },
  /** Preferences (/partner/admin/profile/preferences): the emails we send about new leads. */
  preferences: {
    title: "Preferences",
    intro: "Choose how we tell you about the leads our matching offers to your company.",
    newLeadEmails: "New lead invitations",
    choices: {
      instant: "An email for each new invitation, as soon as it is made",
      daily_digest: "One email a day listing the previous day's invitations you can still claim",
    },
    hints: {
      instant: "Best to claim first: each request has a limited number of places.",
      daily_digest: "Sent each morning from {{hour}}:00, UK time, when there is at least one open invitation.",
    },
    save: "Save preferences",
    saving: "Saving…",
    saved: "Your preferences are saved.",
    errors: { choose: "Choose how you want to hear about new invitations" },
    fetchFailed: "Failed to load your preferences",
  },
  /** Team (/partner/admin/team, owners only): the company's members. */
  team: {
    title: "Team",
    intro:
      "The people who use your company's back office. Staff members can do everything except payments, the team and your company's details, which stay with owners.",
    tableLabel: "Team members",
    columns: { name: "Name", email: "Email", role: "Role", status: "Status", actions: "Actions" },
    roles: { owner: "Owner", staff: "Staff member" },
    active: "Active",
    invited: "Invitation sent",
    you: "You",
    add: "Add a colleague",
    addTitle: "Add a colleague",
    addDescription_one:
      "They join as a staff member and receive an email with a link to choose their password. The link works once, for {{count}} day.",
    addDescription_other:
      "They join as a staff member and receive an email with a link to choose their password. The link works once, for {{count}} days.",
    fields: { name: "Full name", email: "Email" },
    adding: "Adding…",
    added: "{{name}} has been added and emailed a link to sign in.",
    addFailed: "Failed to add the colleague",
    remove: "Remove",
    removeLabel: "Remove {{name}}",
    removeTitle: "Remove {{name}} from the team?",
    removeBody: "{{name}} will be signed out at once and will no longer see your company's back office.",
    confirmRemove: "Remove from team",
    removing: "Removing…",
    removed: "{{name}} has been removed from the team.",
    removeFailed: "Failed to remove the member",
    errors: {
      nameRequired: "Enter your colleague's full name",
      emailRequired: "Enter your colleague's email address",
      alreadyMember: "This person is already in your team.",
      otherCompany: "This email address belongs to another company's account.",
      cannotAdd: "This email address cannot be added to a partner team.",
      memberNotFound: "This person is not in your team.",
      notYourself: "You cannot remove yourself from the team.",
      lastOwner: "The company's last owner cannot be removed.",
    },
    fetchFailed: "Failed to load your team",
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
    team: {
      label: "Team",
      description: "The people who use your company's back office: add a colleague or remove a member.",
    },
    contacts: {
      label: "Customer contacts",
      description:
        "The customers whose contact details you received by claiming their leads, with the request each came from.",
    },
  },
} as const;
