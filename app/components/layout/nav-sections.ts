import { href } from "react-router";

/** The five main sections (spec: Header): desktop shows the titles, the drawer also the sub-links. */
export const NAV_SECTIONS = [
  {
    id: "about",
    label: "nav.about",
    to: href("/about"),
    links: [
      { label: "links.aboutUs", to: href("/about") },
      { label: "links.services", to: href("/services") },
      { label: "links.contact", to: href("/contact") },
    ],
  },
  {
    id: "man-and-van",
    label: "nav.manAndVan",
    to: href("/man-and-van"),
    links: [
      { label: "links.manAndVan", to: href("/man-and-van") },
      { label: "links.localMovers", to: href("/local-movers") },
      { label: "links.pianoRemovals", to: href("/piano-removals") },
    ],
  },
  {
    id: "international",
    label: "nav.international",
    to: href("/international"),
    links: [
      { label: "links.international", to: href("/international") },
      { label: "links.movingAbroad", to: href("/moving-abroad") },
      { label: "links.howItWorks", to: href("/how-it-works") },
    ],
  },
  {
    id: "domestic",
    label: "nav.domestic",
    to: href("/domestic"),
    links: [
      { label: "links.domestic", to: href("/domestic") },
      { label: "links.localMovers", to: href("/local-movers") },
      { label: "links.movingGuides", to: href("/moving-guides") },
    ],
  },
  {
    id: "blog",
    label: "nav.blog",
    to: href("/blog"),
    links: [
      { label: "links.blog", to: href("/blog") },
      { label: "links.movingGuides", to: href("/moving-guides") },
      { label: "links.faq", to: href("/faq") },
    ],
  },
] as const;
