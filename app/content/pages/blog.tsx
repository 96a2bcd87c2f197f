import { SITE_NAME } from "~/lib/constants";
import { localized } from "../localized";

/** The blog list and the frame around each article (the articles' own text is in app/content/articles.ts). */
export const blogCopy = localized({
  "en-GB": {
    title: "Moving blog: practical advice for moving house in the UK",
    description: `Practical articles from the ${SITE_NAME} team on moving costs, comparing removal quotes, completion day, packing and who to tell when you move house.`,
    eyebrow: "Blog",
    heading: "Moving advice",
    intro: (
      <p>
        Practical, UK-specific advice for planning a move: what it costs, how to choose a removal company and how to
        make the day itself go smoothly.
      </p>
    ),
    articles: "Articles",
    minutes: (minutes: number) => `${minutes} min read`,
    readArticle: "Read article",
    guides: "Moving guides",
    allArticles: "All articles",
    articleEyebrow: "Moving advice",
    related: "Related guides",
  },
  lt: {
    title: "Persikraustymo tinklaraštis: praktiniai patarimai, kaip persikraustyti JK",
    description: `Praktiniai ${SITE_NAME} komandos straipsniai apie persikraustymo kainas, perkraustymo pasiūlymų palyginimą, sandorio užbaigimo dieną, pakavimą ir ką informuoti persikraustant.`,
    eyebrow: "Tinklaraštis",
    heading: "Patarimai persikraustantiems",
    intro: (
      <p>
        Praktiniai, Jungtinei Karalystei pritaikyti patarimai, kaip suplanuoti persikraustymą: kiek jis kainuoja, kaip
        išsirinkti perkraustymo įmonę ir kaip sklandžiai praleisti pačią persikraustymo dieną.
      </p>
    ),
    articles: "Straipsniai",
    minutes: (minutes: number) => `${minutes} min. skaitymo`,
    readArticle: "Skaityti straipsnį",
    guides: "Persikraustymo gidai",
    allArticles: "Visi straipsniai",
    articleEyebrow: "Patarimai persikraustantiems",
    related: "Susiję gidai",
  },
});
