/** The five main sections (spec: Header): desktop shows the titles, the drawer also the sub-links. */
export const NAV_SECTIONS = [
  {
    id: "about",
    label: "nav.about",
    to: "/about",
    links: [
      { label: "links.aboutUs", to: "/about" },
      { label: "links.services", to: "/services" },
      { label: "links.contact", to: "/contact" },
    ],
  },
  {
    id: "man-and-van",
    label: "nav.manAndVan",
    to: "/man-and-van",
    links: [
      { label: "links.manAndVan", to: "/man-and-van" },
      { label: "links.localMovers", to: "/local-movers" },
      { label: "links.pianoRemovals", to: "/piano-removals" },
    ],
  },
  {
    id: "international",
    label: "nav.international",
    to: "/international",
    links: [
      { label: "links.international", to: "/international" },
      { label: "links.movingAbroad", to: "/moving-abroad" },
      { label: "links.howItWorks", to: "/how-it-works" },
    ],
  },
  {
    id: "domestic",
    label: "nav.domestic",
    to: "/domestic",
    links: [
      { label: "links.domestic", to: "/domestic" },
      { label: "links.localMovers", to: "/local-movers" },
      { label: "links.movingGuides", to: "/moving-guides" },
    ],
  },
  {
    id: "blog",
    label: "nav.blog",
    to: "/blog",
    links: [
      { label: "links.blog", to: "/blog" },
      { label: "links.movingGuides", to: "/moving-guides" },
      { label: "links.faq", to: "/faq" },
    ],
  },
] as const;
