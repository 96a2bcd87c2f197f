export const home = {
  hero: {
    title: "Move house with a top-rated removal company",
    subtitle:
      "Tell us about your move and receive up to {{max}} free quotes from verified removal companies within {{hours}} hours.",
    note: "Free, no obligation. Your details go only to the companies matched with your move.",
  },
  stats: {
    label: "Our network in numbers",
    companies: "verified removal companies",
    rating: "average company rating out of 10",
    quotes: "free quotes per move",
  },
  howItWorks: {
    title: "How it works",
    step1Title: "Describe your move",
    step1Body:
      "Answer a few quick questions about what you are moving, from where and when. It takes about two minutes.",
    step2Title: "Compare quotes",
    step2Body:
      "Up to {{max}} removal companies that cover your area send you their prices, usually within {{hours}} hours.",
    step3Title: "Choose your preferred mover",
    step3Body: "Compare prices, services and verified reviews side by side, then book the company that suits you.",
  },
  why: {
    title: "Why compare with MoveMatch",
    matchingTitle: "Advanced matching",
    matchingBody: "We only match you with movers equipped for your kind of move who actually cover your postcode.",
    saveTitle: "Save time and money",
    saveBody: "One request instead of a dozen phone calls, and competing quotes that keep prices honest.",
    networkTitle: "Wide-reaching network",
    networkBody:
      "From a one-bedroom flat in {{firstCity}} to an office move abroad, our network reaches beyond borders.",
  },
  reviews: {
    title: "Verified reviews",
    intro: "Every review comes from a customer who requested quotes through MoveMatch.",
    about: "Review of {{company}}",
    empty: "No reviews yet.",
  },
  cities: {
    title: "Find removal companies near you",
    companies_one: "{{count}} company",
    companies_other: "{{count}} companies",
    showAll: "All cities",
    showLess: "Show less",
  },
} as const;
