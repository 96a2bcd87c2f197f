import { AVERAGE_MOVE_COST, PARKING_SUSPENSION, PEAK_MONTHS } from "./prices";
import type { Article } from "./types";

/**
 * The blog: original, practical articles for people moving home in the UK.
 * Newest first is applied by `listArticles()`, so the order here does not matter.
 */
export const ARTICLES: Article[] = [
  {
    slug: "how-much-does-it-cost-to-move-house-uk",
    title: "How much does it cost to move house in the UK?",
    description:
      "What a typical house move costs, where the money goes, the costs people forget and practical ways to bring the bill down.",
    datePublished: "2026-02-09",
    intro:
      "Moving costs are easy to underestimate because the removal quote is only one line in a longer list. This guide walks through what a typical move costs, what drives the price up or down, and the other bills that land around moving day.",
    sections: [
      {
        heading: "A typical total, line by line",
        paragraphs: [
          `As an illustration, a full-service move for an average family home comes to around £${AVERAGE_MOVE_COST.total.toLocaleString("en-GB")} once the extras most people choose are added. The removal itself (crew, vehicle and fuel) is less than half of that.`,
        ],
        table: {
          caption: "Illustrative cost of an average house move",
          columns: ["Item", "Typical cost"],
          rows: [
            ...AVERAGE_MOVE_COST.parts.map((part) => ({ label: part.label["en-GB"], cells: [`£${part.amount}`] })),
            { label: "Total", cells: [`£${AVERAGE_MOVE_COST.total.toLocaleString("en-GB")}`] },
          ],
          note: "Figures are for guidance only. Your own quotes depend on volume, distance, access and dates.",
        },
        after:
          "If you pack yourself, do not need storage and leave the property broom-clean, the same move can cost little more than the removal line.",
      },
      {
        heading: "What makes a removal quote go up or down",
        paragraphs: [
          "Removal companies price on time and labour. Anything that changes how long the job takes, or how many people and vehicles it needs, changes the quote.",
        ],
        list: {
          items: [
            "Volume: the number of rooms matters less than how full they are. A well-furnished two-bedroom flat can fill more van space than a sparse three-bedroom house.",
            "Distance: local moves are often charged by the hour; longer moves by the job, including the crew's travel time and, for very long moves, an overnight stay.",
            "Access: stairs without a lift, long walks from the van, narrow streets and restricted parking all add time.",
            `Dates: ${PEAK_MONTHS["en-GB"]} is the busiest period, as are month ends and school holidays. Flexible dates give you more choice of price.`,
            "Extras: packing, dismantling and reassembling furniture, specialist items such as pianos, and storage are all priced separately.",
          ],
        },
      },
      {
        heading: "The moving costs people forget",
        paragraphs: ["When you buy, the biggest bills are usually not the removal. Budget for these as well:"],
        list: {
          items: [
            "Property tax on the purchase: Stamp Duty Land Tax in England and Northern Ireland, Land and Buildings Transaction Tax in Scotland and Land Transaction Tax in Wales. Check the current rates on the official calculators.",
            "Conveyancing fees and searches, plus a survey if you choose one.",
            "Mortgage arrangement, valuation and broker fees.",
            "For renters: the new tenancy deposit (capped by law in England) and possibly a few days of overlapping rent.",
            `A parking suspension outside either home, typically £${PARKING_SUSPENSION.min} to £${PARKING_SUSPENSION.max} depending on the council.`,
            "Small things that add up: new keys or locks, curtains and blinds that fit, a takeaway or two in the first week.",
          ],
        },
      },
      {
        heading: "Seven ways to spend less",
        paragraphs: [],
        list: {
          ordered: true,
          items: [
            "Declutter before you ask for quotes. Every item you sell, donate or recycle is volume you do not pay to move.",
            "Compare several like-for-like quotes rather than taking the first price.",
            "Be flexible on the date if you can, and avoid the busiest weeks of the summer.",
            "Pack non-fragile items yourself and leave only breakables or awkward items to the professionals.",
            "Collect free boxes from supermarkets or neighbours who have just moved, and buy proper boxes only for heavy or fragile things.",
            "Arrange parking and access in advance so the crew is not paid to wait or carry further than planned.",
            "Check what your home insurance already covers in transit before buying extra cover.",
          ],
        },
      },
    ],
    related: [
      { to: "/man-and-van", label: "Man and van costs" },
      { to: "/removal-van", label: "Hiring a removal van" },
      { to: "/domestic", label: "Domestic removals guide" },
    ],
  },
  {
    slug: "how-to-compare-removal-quotes",
    title: "How to compare removal quotes like for like",
    description:
      "The cheapest quote is not always the best value. What a good removal quote includes, how to check insurance and the company, and the red flags to avoid.",
    datePublished: "2026-04-14",
    intro:
      "Removal quotes for the same move can differ by hundreds of pounds, and often the difference is not the price of the same service but a different service. Here is how to line quotes up fairly and pick a company you can trust with everything you own.",
    sections: [
      {
        heading: "Start with an accurate picture of your move",
        paragraphs: [
          "A quote is only as good as the information behind it. For anything bigger than a small flat, ask for a survey, in person or by video call, so the company sees your furniture, the stairs and the parking. A quote based on a quick phone description is an estimate, and estimates tend to grow on the day.",
          "Give every company the same details: what is going, what is not, which items need dismantling, access at both ends and your preferred dates. That is the only way to compare like with like.",
        ],
      },
      {
        heading: "What a good written quote includes",
        paragraphs: [],
        list: {
          items: [
            "Whether the price is fixed for the job or charged by the hour, and what happens if the move takes longer.",
            "The number of crew and the size of the vehicle or vehicles.",
            "Exactly which services are included: packing, packing materials, dismantling and reassembly, protection for floors and doorways.",
            "The insurance or liability cover, with the limit per item and any excess.",
            "The deposit, when the balance is due and the cancellation or postponement terms.",
            "Any extras that may be added: parking, congestion or clean-air zone charges, long carries, waiting time.",
          ],
        },
      },
      {
        heading: "Insurance: read the small print",
        paragraphs: [
          "A professional removal company should hold goods-in-transit insurance (for your belongings while they are loaded and on the road) and public liability insurance (for damage to property or injury). Ask to see the certificates and check they are in date.",
          "Cover is often limited per item, and items you packed yourself may only be covered for visible damage to the box. If you own anything of high value, ask how it will be covered, or check whether your own home insurance extends to the move.",
        ],
      },
      {
        heading: "Check the company, not just the price",
        paragraphs: [],
        list: {
          items: [
            "Look the company up on Companies House (for limited companies) and check the name, address and how long it has been trading.",
            "Vehicles over 3.5 tonnes used for hire or reward need an operator's licence. A company running large lorries should hold one.",
            "Membership of a trade association such as the British Association of Removers means the company has agreed to a code of practice.",
            "Read reviews from real customers, ideally verified ones, and look at how the company answers complaints.",
          ],
        },
      },
      {
        heading: "Red flags",
        paragraphs: [
          "Be cautious if a company will only quote by phone, will not put the price in writing, asks for a large cash deposit, has no fixed address, or is vague about insurance. A very low quote next to several similar ones usually means something has been left out.",
        ],
      },
      {
        heading: "Questions to ask before you book",
        paragraphs: [],
        list: {
          ordered: true,
          items: [
            "Is this a fixed price, and what could change it?",
            "Who will do the move: your own crew or subcontractors?",
            "What is covered by your insurance, and up to what value per item?",
            "What happens if our completion is delayed or moved?",
            "Do you supply boxes and wrapping, and can unused boxes be returned?",
            "How do you protect floors, banisters and doorways?",
          ],
        },
      },
    ],
    related: [
      { to: "/how-it-works", label: "How comparing quotes works" },
      { to: "/domestic", label: "Domestic removals guide" },
      { to: "/faq", label: "Customer FAQ" },
    ],
  },
  {
    slug: "planning-your-move-around-completion-day",
    title: "Completion day: how to plan your removal around it",
    description:
      "Exchange, completion and keys: how the legal timeline of buying and selling in the UK affects your removal booking, and how to avoid a stressful moving day.",
    datePublished: "2026-06-22",
    intro:
      "When you buy or sell a home, the legal process decides your moving date, and it often decides it late. Knowing how exchange and completion work helps you book your removal without paying twice or waiting on the pavement for keys.",
    sections: [
      {
        heading: "Exchange and completion in England, Wales and Northern Ireland",
        paragraphs: [
          "Until contracts are exchanged, either side can still pull out, so the moving date is not certain. At exchange the contract becomes binding and the completion date is fixed, often one to two weeks later, sometimes the same day.",
          "On completion day the buyer's solicitor sends the money, the seller's solicitor confirms it has arrived, and the estate agent releases the keys. In a chain, money passes from one sale to the next, so keys can come at any time from late morning to mid-afternoon.",
        ],
      },
      {
        heading: "And in Scotland",
        paragraphs: [
          "In Scotland the deal becomes binding when the missives are concluded, and the move happens on the agreed date of entry. The principle is the same: do not treat a date as firm until the legal side says it is.",
        ],
      },
      {
        heading: "When to book your removal company",
        paragraphs: [
          "Start collecting quotes as soon as your sale or purchase is agreed, and make a provisional booking for your likely week. Many companies will hold a provisional date and confirm it once you exchange. Ask about their policy before you pay a deposit: what happens if the date moves, and how much notice they need.",
          `Popular weeks, especially from ${PEAK_MONTHS["en-GB"]} and at month ends, get booked up early. A company that knows your provisional date can often fit you in even at short notice after exchange.`,
        ],
      },
      {
        heading: "Planning the day itself",
        paragraphs: [
          "The usual pattern is to load in the morning at your old home, which you must leave empty by the completion time in your contract, and unload at the new one once the keys are released.",
        ],
        list: {
          items: [
            "Ask your conveyancer what time completion is expected and keep your phone on.",
            "Tell the removal company about the expected key time, so they do not plan a second job that afternoon.",
            "Keep a day bag in the car: documents, chargers, medication, kettle, snacks, bedding for the first night.",
            "Take meter readings at both properties and photograph them.",
            "If the keys come late, ask whether your belongings can stay on the vehicle overnight. Some companies offer secure overnight storage for a fee.",
          ],
        },
      },
      {
        heading: "If completion is delayed",
        paragraphs: [
          "Delays happen: a mortgage offer is late, a chain link stalls or the money arrives after the banks' cut-off. Tell your removal company as soon as you know. If your goods are already loaded, short-term storage is usually the simplest answer; if not, moving the date is cheaper than keeping a crew waiting.",
        ],
      },
    ],
    related: [
      { to: "/moving-guides", label: "Moving checklist: 8 weeks to moving day" },
      { to: "/domestic", label: "Domestic removals guide" },
      { to: "/quote", label: "Get removal quotes" },
    ],
  },
  {
    slug: "packing-tips-for-moving-house",
    title: "Packing for a house move: a practical guide",
    description:
      "How many boxes you need, what to pack first, how to protect fragile things and which items removal companies will not carry.",
    datePublished: "2026-08-31",
    intro:
      "Packing takes longer than almost everyone expects. Starting early, packing in a sensible order and labelling well makes moving day faster, cheaper and much calmer.",
    sections: [
      {
        heading: "How many boxes will you need?",
        paragraphs: [
          "A rough guide for a typically furnished home, before any decluttering. Households with lots of books, toys or kitchenware will need more.",
        ],
        table: {
          caption: "Rough number of boxes by home size",
          columns: ["Home size", "Boxes"],
          rows: [
            { label: "Studio or one-bedroom flat", cells: ["20 to 30"] },
            { label: "Two bedrooms", cells: ["30 to 50"] },
            { label: "Three bedrooms", cells: ["50 to 70"] },
            { label: "Four bedrooms or more", cells: ["70 to 100+"] },
          ],
        },
        after:
          "Buy mostly small and medium boxes. Large boxes are for light, bulky things such as bedding and cushions; filled with books they become too heavy to carry safely.",
      },
      {
        heading: "Pack in the right order",
        paragraphs: [],
        list: {
          ordered: true,
          items: [
            "The loft, garage and shed: things you will not miss for weeks.",
            "Spare rooms, out-of-season clothes, books and decorative items.",
            "Most of the kitchen, leaving out a small set of plates, cutlery and pans.",
            "Everyday clothes and toiletries in the last two days.",
            "An essentials box on the last morning (see below).",
          ],
        },
      },
      {
        heading: "Label for the person carrying the box",
        paragraphs: [
          "Write the destination room and a short description on the top and on one side, so the label is visible when boxes are stacked. Mark fragile boxes clearly and add 'this way up' where it matters. Colour-coding by room, with a matching sticker on each door at the new home, lets the crew unload without asking you every time.",
        ],
      },
      {
        heading: "Fragile items",
        paragraphs: [],
        list: {
          items: [
            "Wrap plates individually and stand them on their edge, like records, rather than stacking them flat.",
            "Stuff glasses and mugs with paper and pack them upright, with crumpled paper between layers.",
            "Fill gaps so nothing moves when you gently shake the box.",
            "Photograph the cables behind the TV and computer before unplugging, and keep screws for dismantled furniture in labelled bags taped to the item.",
          ],
        },
      },
      {
        heading: "Appliances need preparation",
        paragraphs: [
          "Defrost and dry the fridge and freezer the day before, and leave the doors ajar so they do not smell. Refit the transit bolts to a washing machine before it is moved; without them the drum can be damaged. Keep the bolts somewhere safe if you do not have them yet and ask the manufacturer for a set.",
        ],
      },
      {
        heading: "What not to put on the van",
        paragraphs: [
          "Removal companies generally will not carry flammable or hazardous items: paint, fuel, gas bottles, fireworks, some cleaning chemicals and aerosols. Use them up, give them away or take them to your council's recycling centre.",
          "Keep these with you rather than in the van: passports, deeds and legal papers, jewellery, cash, medication, laptops and anything you cannot replace.",
        ],
      },
      {
        heading: "The essentials box",
        paragraphs: [
          "Pack one box (or bag) that travels with you: kettle, mugs, tea and coffee, toilet roll, phone chargers, a basic toolkit, light bulbs, bin bags, towels, bedding for the first night and snacks. It is the first thing you will open.",
        ],
      },
    ],
    related: [
      { to: "/moving-guides", label: "Printable moving checklist" },
      { to: "/services", label: "Packing and removal services" },
      { to: "/piano-removals", label: "Moving a piano" },
    ],
  },
  {
    slug: "who-to-tell-when-you-move-house",
    title: "Who to tell when you move house: a UK change-of-address checklist",
    description:
      "DVLA, council tax, HMRC, the electoral register, utilities, banks and more: who needs your new address and when to tell them.",
    datePublished: "2026-10-19",
    intro:
      "Updating your address is dull but important: some organisations are a legal requirement, and missed post is a common route to identity fraud. Work through this list in the weeks either side of your move.",
    sections: [
      {
        heading: "Government and legal",
        paragraphs: ["Most of these can be done online on GOV.UK or your council's website, and most are free."],
        list: {
          items: [
            "DVLA: update the address on your driving licence and on your vehicle log book (V5C). It is free, and you can be fined up to £1,000 for not telling DVLA.",
            "Council tax: tell both your old council (so the bill stops) and your new one (so it starts). Your new council can tell you the band of your new home.",
            "Electoral register: register to vote at your new address. Being on the register also helps your credit checks.",
            "HMRC: update your address in your personal tax account, especially if you are self-employed or claim any tax relief.",
            "Benefits, State Pension, Child Benefit and student finance: each has its own change-of-address process.",
            "TV Licensing: tell them your new address so your licence moves with you.",
          ],
        },
      },
      {
        heading: "Your home",
        paragraphs: [],
        list: {
          items: [
            "Energy and water: give at least a couple of days' notice, take meter readings on moving day at both properties and photograph them.",
            "Broadband and phone: contact your provider a few weeks ahead. A new connection or an engineer visit can take two weeks or more.",
            "Home and contents insurance: arrange cover for the new home from the day you are responsible for it; if you are buying, that is usually from exchange.",
            "Royal Mail Redirection: redirecting post for a few months catches anything you forgot.",
          ],
        },
      },
      {
        heading: "Money",
        paragraphs: [],
        list: {
          items: [
            "Banks, building societies and credit cards.",
            "Pensions and investments, including old workplace pensions.",
            "Car, pet, life and travel insurance (a new postcode can change the premium).",
            "Loans, finance agreements and store cards.",
          ],
        },
      },
      {
        heading: "Health, family and everything else",
        paragraphs: [],
        list: {
          items: [
            "GP, dentist and optician. If you move out of your GP's area, register with a new practice near your new home.",
            "Schools and nurseries, your employer and payroll.",
            "Your vet, and the microchip database for your pets (this is a legal requirement for dogs and cats in England).",
            "Subscriptions, online shops, loyalty cards, charities you support, and friends and family.",
          ],
        },
      },
      {
        heading: "When to do it",
        paragraphs: [
          "Utilities, broadband, insurance and post redirection need telling before you move. Government records, banks and everything else are best updated in the week after, once you are sure of the date. Keep a simple list and tick each one off: it is easy to lose track.",
        ],
      },
    ],
    related: [
      { to: "/moving-guides", label: "Moving checklist: 8 weeks to moving day" },
      { to: "/moving-abroad", label: "Moving abroad: the paperwork" },
      { to: "/blog/planning-your-move-around-completion-day", label: "Completion day planning" },
    ],
  },
];

/** All articles, newest first. */
export function listArticles(): Article[] {
  return [...ARTICLES].sort((a, b) => b.datePublished.localeCompare(a.datePublished));
}

export function findArticle(slug: string): Article | undefined {
  return ARTICLES.find((article) => article.slug === slug);
}

/** Whole minutes at about 220 words a minute, at least 1. */
export function readingMinutes(article: Article): number {
  const text = [
    article.intro,
    ...article.sections.flatMap((section) => [
      ...section.paragraphs,
      ...(section.list?.items ?? []),
      section.after ?? "",
    ]),
  ].join(" ");
  return Math.max(1, Math.round(text.split(/\s+/).filter(Boolean).length / 220));
}
