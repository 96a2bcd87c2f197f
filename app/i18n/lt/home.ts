import type { Catalog } from "../catalog";
import type { home as en } from "../en-GB/home";

export const home: Catalog<typeof en, "lt"> = {
  hero: {
    title: "Persikraustykite su geriausiai įvertinta perkraustymo įmone",
    subtitle:
      "Papasakokite apie savo persikraustymą ir per {{hours}} val. gaukite iki {{max}} nemokamų patikrintų įmonių pasiūlymų.",
    note: "Nemokamai, be įsipareigojimų. Jūsų duomenis gauna tik jums parinktos įmonės.",
  },
  stats: {
    label: "Mūsų tinklas skaičiais",
    companies: "patikrintų perkraustymo įmonių",
    rating: "vidutinis įmonių įvertinimas iš 10",
    quotes: "nemokamų pasiūlymų už vieną užklausą",
  },
  howItWorks: {
    title: "Kaip tai veikia",
    step1Title: "Aprašykite persikraustymą",
    step1Body: "Atsakykite į kelis trumpus klausimus: ką, iš kur ir kada kraustote. Tai užtrunka apie dvi minutes.",
    step2Title: "Palyginkite pasiūlymus",
    step2Body: "Iki {{max}} jūsų rajoną aptarnaujančių įmonių atsiųs savo kainas, dažniausiai per {{hours}} val.",
    step3Title: "Išsirinkite perkraustymo įmonę",
    step3Body: "Palyginkite kainas, paslaugas ir patikrintus atsiliepimus, tada užsisakykite tinkamiausią įmonę.",
  },
  why: {
    title: "Kodėl verta lyginti su MoveMatch",
    matchingTitle: "Išmanus parinkimas",
    matchingBody: "Parenkame tik tas įmones, kurios pasiruošusios jūsų persikraustymui ir aptarnauja jūsų pašto kodą.",
    saveTitle: "Sutaupykite laiko ir pinigų",
    saveBody:
      "Viena užklausa vietoj dešimties skambučių, o konkuruojantys pasiūlymai padeda išlaikyti sąžiningas kainas.",
    networkTitle: "Platus tinklas",
    networkBody:
      "Nuo vieno kambario buto mieste {{firstCity}} iki biuro perkraustymo į užsienį – mūsų tinklas siekia ir už sienų.",
  },
  reviews: {
    title: "Patikrinti atsiliepimai",
    intro: "Kiekvieną atsiliepimą parašė klientas, paprašęs pasiūlymų per MoveMatch.",
    about: "Atsiliepimas apie {{company}}",
    empty: "Atsiliepimų dar nėra.",
  },
  cities: {
    title: "Raskite perkraustymo įmones šalia jūsų",
    companies_one: "{{count}} įmonė",
    companies_few: "{{count}} įmonės",
    companies_many: "{{count}} įmonės",
    companies_other: "{{count}} įmonių",
    showAll: "Visi miestai",
    showLess: "Rodyti mažiau",
  },
};
