import { href } from "react-router";
import { LocalizedLink as Link } from "~/components/layout/localized-link";
import { ContactUsLinks } from "~/components/layout/support-contacts";
import { SITE_NAME } from "~/lib/constants";
import { localized } from "../localized";

export const disclaimerCopy = localized({
  "en-GB": {
    title: "Disclaimer",
    description: `What ${SITE_NAME} is and is not responsible for: guide prices, the removal companies you book, reviews and links to other websites.`,
    intro: <p>Please read this to understand what our service does, and what it does not.</p>,
    body: (
      <>
        <h2>We are a comparison service, not a removal company</h2>
        <p>
          {SITE_NAME} introduces you to independent removal companies. We do not carry out removals ourselves. When you
          book a company, your contract is with that company, on its terms, and it is responsible for your move,
          including its insurance, prices and the care of your belongings.
        </p>

        <h2>Checks on companies</h2>
        <p>
          We check companies before they can quote and keep monitoring them afterwards, as described on our{" "}
          <Link to={href("/about")}>about page</Link>. These checks reduce risk but cannot guarantee how a company will
          perform on a particular day. Before you book, read the company's written quote and terms, and check that its
          insurance covers what you need.
        </p>

        <h2>Prices and guides</h2>
        <p>
          Prices in our guides and on our service pages are typical figures to help you plan. They are not offers. The
          price of your move is the one in the quote a company gives you. Our guides are general information, not legal,
          financial or tax advice; where something matters, such as customs rules or tax, check with the relevant
          authority or a professional.
        </p>

        <h2>Reviews</h2>
        <p>
          Reviews are the opinions of customers who requested quotes through us. We publish those that meet our content
          guidelines but do not verify every statement in them.
        </p>

        <h2>Links to other websites</h2>
        <p>
          Where we link to other websites, such as a company's own site or GOV.UK, we are not responsible for their
          content.
        </p>

        <h2>Our liability</h2>
        <p>
          We take care to keep the site accurate and available, but we cannot promise it will always be error-free or
          uninterrupted. Nothing on this page limits any liability that cannot be limited by law, including for death or
          personal injury caused by negligence, for fraud, or your statutory rights as a consumer.
        </p>

        <h2>Contact</h2>
        <p>
          Questions about this page: write to us through <ContactUsLinks />.
        </p>
      </>
    ),
  },
  lt: {
    title: "Atsakomybės apribojimas",
    description: `Už ką ${SITE_NAME} atsako ir už ką ne: orientacinės kainos, jūsų užsakomos perkraustymo įmonės, atsiliepimai ir nuorodos į kitas svetaines.`,
    intro: <p>Perskaitykite, kad suprastumėte, ką mūsų paslauga daro ir ko nedaro.</p>,
    body: (
      <>
        <h2>Esame palyginimo paslauga, o ne perkraustymo įmonė</h2>
        <p>
          {SITE_NAME} supažindina jus su nepriklausomomis perkraustymo įmonėmis. Patys perkraustymo darbų neatliekame.
          Kai užsakote įmonę, sutartį sudarote su ta įmone jos sąlygomis, ir ji atsako už jūsų persikraustymą, įskaitant
          draudimą, kainas ir jūsų daiktų priežiūrą.
        </p>

        <h2>Įmonių patikra</h2>
        <p>
          Įmones patikriname prieš joms leidžiant teikti pasiūlymus ir stebime jas ir vėliau, kaip aprašyta{" "}
          <Link to={href("/about")}>puslapyje „Apie mus“</Link>. Šie patikrinimai sumažina riziką, bet negali
          garantuoti, kaip įmonė dirbs konkrečią dieną. Prieš užsakydami perskaitykite įmonės raštišką pasiūlymą ir
          sąlygas ir įsitikinkite, kad jos draudimas apima tai, ko jums reikia.
        </p>

        <h2>Kainos ir patarimai</h2>
        <p>
          Kainos mūsų patarimuose ir paslaugų puslapiuose yra įprasti skaičiai, padedantys planuoti. Tai nėra
          pasiūlymai. Jūsų persikraustymo kaina yra ta, kurią nurodo įmonės jums pateiktas pasiūlymas. Mūsų patarimai
          yra bendro pobūdžio informacija, o ne teisinė, finansinė ar mokesčių konsultacija; kai kas nors svarbu,
          pavyzdžiui, muitinės taisyklės ar mokesčiai, pasitikrinkite atsakingoje institucijoje arba pas specialistą.
        </p>

        <h2>Atsiliepimai</h2>
        <p>
          Atsiliepimai yra klientų, per mus paprašiusių pasiūlymų, nuomonė. Skelbiame tuos, kurie atitinka mūsų turinio
          taisykles, tačiau netikriname kiekvieno juose esančio teiginio.
        </p>

        <h2>Nuorodos į kitas svetaines</h2>
        <p>
          Kai pateikiame nuorodas į kitas svetaines, pavyzdžiui, į įmonės svetainę ar GOV.UK, už jų turinį neatsakome.
        </p>

        <h2>Mūsų atsakomybė</h2>
        <p>
          Stengiamės, kad svetainė būtų tiksli ir pasiekiama, tačiau negalime pažadėti, kad ji visada veiks be klaidų ar
          sutrikimų. Niekas šiame puslapyje neriboja atsakomybės, kurios pagal įstatymą riboti negalima, įskaitant
          atsakomybę už mirtį ar sužalojimą dėl aplaidumo, už sukčiavimą, ir neriboja jūsų, kaip vartotojo, teisių.
        </p>

        <h2>Susisiekite</h2>
        <p>
          Klausimų apie šį puslapį? Parašykite mums per <ContactUsLinks />.
        </p>
      </>
    ),
  },
});
