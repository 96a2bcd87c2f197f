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
