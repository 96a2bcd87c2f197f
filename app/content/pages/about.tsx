import { href } from "react-router";
import { LocalizedLink as Link } from "~/components/layout/localized-link";
import { MAX_MATCHED_COMPANIES, REPLY_WITHIN_HOURS, SITE_NAME } from "~/lib/constants";
import { localized } from "../localized";

export const aboutCopy = localized({
  "en-GB": {
    title: "About Moving Companies: how we verify UK removal firms",
    description: `How ${SITE_NAME} checks removal companies before they can quote: licence and insurance checks, background checks, review analysis and ongoing monitoring.`,
    eyebrow: `About ${SITE_NAME}`,
    heading: "About Moving Companies",
    intro: (
      <p>
        {SITE_NAME} connects people who are moving home with removal companies that have been checked before they are
        allowed to quote. Describe your move once and compare up to {MAX_MATCHED_COMPANIES} quotes from verified
        companies that cover your area.
      </p>
    ),
    getQuotes: "Get free quotes",
    howItWorks: "How it works",
    note: "Free for you, with no obligation to book.",
    standards: {
      title: "Why people move with our network",
      intro:
        "A removal company handles everything you own. These are the standards every company on our platform has to meet.",
      verified: {
        title: "Fully Verified",
        body: "We check company details, insurance and trading history before a company can receive a single request.",
      },
      reviews: {
        title: "Customer Reviews",
        body: "Reviews come only from customers who requested quotes through us, so every one relates to a real move.",
      },
      quality: {
        title: "Quality Guaranteed",
        body: "Companies that fall below our standards, or stop meeting them, are paused or removed from the network.",
      },
      fast: {
        title: "Fast Response",
        body: `Matched companies aim to reply within ${REPLY_WITHIN_HOURS} hours, so you can compare quotes while your dates are still open.`,
      },
    },
    selection: {
      title: "How we select removal companies",
      intro:
        "Joining is free for companies, but it is not automatic. Every application goes through the same four steps, and the checks do not stop once a company is approved.",
      steps: [
        {
          title: "Licence and insurance verification",
          body: "We confirm the business is registered (with Companies House for limited companies), that it holds goods-in-transit and public liability insurance, and that operators of lorries over 3.5 tonnes hold an operator's licence.",
        },
        {
          title: "Background checks",
          body: "We look at trading history, the people behind the business and its vehicles and equipment. Companies need at least two years of removals experience.",
        },
        {
          title: "Customer review analysis",
          body: "We read what customers say, here and elsewhere, and look for patterns: damage, lateness, prices that change on the day, and how complaints are handled.",
        },
        {
          title: "Ongoing monitoring",
          body: "After approval we keep watching new reviews, complaints and insurance renewal dates. Companies that slip are asked to put things right, then paused or removed.",
        },
      ],
    },
    whatWeAre: {
      title: "What we are, and what we are not",
      body: (
        <>
          <p>
            We are a comparison service, not a removal company. The company you choose carries out your move under its
            own terms and insurance, and you pay it directly. What we add is the choice: your request reaches only
            companies that cover your area and the kind of move you need, and you compare them on price, reviews and
            what is included.
          </p>
          <p>
            Using the service is free for you. Companies pay a fee for each request they take up, which is how we keep
            it free. That fee never changes the reviews you see: reviews are published by the same rules for every
            company. Read more in <Link to={href("/how-it-works")}>how it works</Link> or the{" "}
            <Link to={href("/faq")}>frequently asked questions</Link>.
          </p>
          <p>
            Run a removal company? <Link to={href("/become-partner")}>Find out about becoming a partner</Link>.
          </p>
        </>
      ),
    },
    seeServices: "See our services",
  },
  lt: {
    title: "Apie perkraustymo įmones: kaip tikriname JK perkraustymo bendroves",
    description: `Kaip ${SITE_NAME} patikrina perkraustymo įmones, prieš leisdama joms teikti pasiūlymus: licencijos ir draudimo patikra, veiklos patikra, atsiliepimų analizė ir nuolatinė stebėsena.`,
    eyebrow: `Apie ${SITE_NAME}`,
    heading: "Apie perkraustymo įmones",
    intro: (
      <p>
        {SITE_NAME} sujungia besikraustančius žmones su perkraustymo įmonėmis, kurios patikrinamos dar prieš leidžiant
        joms teikti pasiūlymus. Vieną kartą aprašykite savo persikraustymą ir palyginkite iki {MAX_MATCHED_COMPANIES}{" "}
        pasiūlymų iš patikrintų įmonių, aptarnaujančių jūsų vietovę.
      </p>
    ),
    getQuotes: "Gauti nemokamus pasiūlymus",
    howItWorks: "Kaip tai veikia",
    note: "Jums nemokama ir neįpareigoja nieko užsakyti.",
    standards: {
      title: "Kodėl žmonės kraustosi su mūsų tinklu",
      intro:
        "Perkraustymo įmonė tvarko viską, ką turite. Štai standartai, kuriuos turi atitikti kiekviena mūsų platformos įmonė.",
      verified: {
        title: "Visapusiškai patikrintos",
        body: "Patikriname įmonės duomenis, draudimą ir veiklos istoriją, dar prieš jai gaunant pirmąją užklausą.",
      },
      reviews: {
        title: "Klientų atsiliepimai",
        body: "Atsiliepimus rašo tik klientai, kurie prašė pasiūlymų per mus, todėl kiekvienas jų susijęs su tikru persikraustymu.",
      },
      quality: {
        title: "Užtikrinta kokybė",
        body: "Mūsų standartų neatitinkančių ar nebeatitinkančių įmonių veikla sustabdoma arba jos pašalinamos iš tinklo.",
      },
      fast: {
        title: "Greitas atsakymas",
        body: `Parinktos įmonės stengiasi atsakyti per ${REPLY_WITHIN_HOURS} val., todėl pasiūlymus galite palyginti, kol jums tinkamos datos dar laisvos.`,
      },
    },
    selection: {
      title: "Kaip atrenkame perkraustymo įmones",
      intro:
        "Įmonėms prisijungti nemokama, bet ne automatiškai. Kiekviena paraiška pereina tuos pačius keturis etapus, o patikros nesibaigia ir patvirtinus įmonę.",
      steps: [
        {
          title: "Licencijos ir draudimo patikra",
          body: "Įsitikiname, kad įmonė įregistruota (ribotos atsakomybės bendrovės – Jungtinės Karalystės įmonių registre, angl. Companies House), kad ji turi krovinių gabenimo (angl. goods-in-transit) ir civilinės atsakomybės (angl. public liability) draudimą ir kad sunkvežimių, sveriančių daugiau nei 3,5 tonos, valdytojai turi vežėjo licenciją (angl. operator's licence).",
        },
        {
          title: "Veiklos patikra",
          body: "Peržiūrime veiklos istoriją, žmones, kurie vadovauja įmonei, jos transporto priemones ir įrangą. Įmonė turi turėti bent dvejų metų perkraustymo patirtį.",
        },
        {
          title: "Klientų atsiliepimų analizė",
          body: "Skaitome, ką sako klientai – čia ir kitur, ir ieškome pasikartojančių problemų: sugadintų daiktų, vėlavimų, persikraustymo dieną pasikeitusių kainų ir to, kaip sprendžiami skundai.",
        },
        {
          title: "Nuolatinė stebėsena",
          body: "Patvirtinę toliau stebime naujus atsiliepimus, skundus ir draudimo atnaujinimo datas. Suprastėjusių įmonių prašome ištaisyti trūkumus, o jei to nepadaro – jų veiklą sustabdome arba jas pašaliname.",
        },
      ],
    },
    whatWeAre: {
      title: "Kas esame ir kas nesame",
      body: (
        <>
          <p>
            Esame palyginimo paslauga, o ne perkraustymo įmonė. Jūsų pasirinkta įmonė perkrausto jus savo sąlygomis ir
            su savo draudimu, o jūs jai mokate tiesiogiai. Mes suteikiame pasirinkimą: jūsų užklausa pasiekia tik tas
            įmones, kurios aptarnauja jūsų vietovę ir atlieka jums reikalingą perkraustymą, o jūs jas palyginate pagal
            kainą, atsiliepimus ir tai, kas įskaičiuota.
          </p>
          <p>
            Jums paslauga nemokama. Įmonės moka už kiekvieną perimtą užklausą – taip ji ir lieka nemokama. Šis mokestis
            niekada nekeičia jums rodomų atsiliepimų: jie skelbiami pagal tas pačias taisykles visoms įmonėms. Daugiau
            skaitykite puslapyje <Link to={href("/how-it-works")}>„Kaip tai veikia“</Link> arba{" "}
            <Link to={href("/faq")}>dažniausiai užduodamuose klausimuose</Link>.
          </p>
          <p>
            Turite perkraustymo įmonę? <Link to={href("/become-partner")}>Sužinokite, kaip tapti partneriu</Link>.
          </p>
        </>
      ),
    },
    seeServices: "Mūsų paslaugos",
  },
});
