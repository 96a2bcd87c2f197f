import { href } from "react-router";
import { LocalizedLink as Link } from "~/components/layout/localized-link";
import { ContactUsLinks } from "~/components/layout/support-contacts";
import { SITE_NAME } from "~/lib/constants";
import { localized } from "../localized";

export const cookiesCopy = localized({
  "en-GB": {
    title: "Cookie policy",
    description: `${SITE_NAME} uses only strictly necessary cookies: a session cookie for signed-in users and a language preference cookie. No analytics, advertising or tracking cookies.`,
    intro: (
      <p>
        Short version: we use only the cookies the site needs to work. No analytics, no advertising and no tracking, so
        there is nothing to accept or decline.
      </p>
    ),
    beforeTable: (
      <>
        <h2>What cookies are</h2>
        <p>
          Cookies are small text files a website stores in your browser. Some are needed for the site to work, such as
          keeping you signed in; others are used to track you across sites or measure visits. We only use the first
          kind.
        </p>

        <h2>The cookies we use</h2>
      </>
    ),
    table: {
      label: "Cookies we use",
      caption: `Cookies set by ${SITE_NAME}`,
      columns: { name: "Cookie", purpose: "Purpose", duration: "How long" },
      rows: [
        {
          name: "better-auth.session_token (and other cookies starting better-auth.)",
          purpose:
            "Keeps you signed in to your account, and protects sign-in and two-factor checks. Set only when you sign in.",
          duration: "Until you sign out or the session expires",
        },
        {
          name: "locale",
          purpose: "Remembers the language you chose with the language switcher. Set only when you choose a language.",
          duration: "1 year",
        },
      ],
    },
    afterTable: (
      <>
        <p>Each of these is set only when you use the feature it supports, and neither is shared with anyone else.</p>

        <h2>Other storage in your browser</h2>
        <p>
          While you fill in the quote form, your answers are kept in your browser's session storage, so that reloading
          the page or pressing back does not lose them. They stay on your device until you send the request, are cleared
          once it is sent, and disappear when you close the tab.
        </p>

        <h2>Why there is no cookie banner</h2>
        <p>
          UK law (the Privacy and Electronic Communications Regulations) requires consent for cookies that are not
          strictly necessary. Because these cookies only provide things you asked for, signing in and your language, no
          consent is needed. The same applies to the session storage used by the quote form. If we ever add any other
          cookie, we will ask first and update this page.
        </p>

        <h2>Managing cookies</h2>
        <p>
          You can delete or block cookies in your browser settings. If you block them, you will not be able to stay
          signed in, and the site will choose a language from your browser settings instead.
        </p>

        <h2>Questions</h2>
        <p>
          Write to us through <ContactUsLinks />. Our <Link to={href("/privacy")}>privacy policy</Link> explains how we
          use personal data.
        </p>
      </>
    ),
  },
  lt: {
    title: "Slapukų politika",
    description: `${SITE_NAME} naudoja tik būtinuosius slapukus: sesijos slapuką prisijungusiems naudotojams ir kalbos pasirinkimo slapuką. Jokių analitikos, reklamos ar sekimo slapukų.`,
    intro: (
      <p>
        Trumpai: naudojame tik tuos slapukus, be kurių svetainė neveiktų. Jokios analitikos, reklamos ar sekimo, todėl
        nėra ko priimti ar atmesti.
      </p>
    ),
    beforeTable: (
      <>
        <h2>Kas yra slapukai</h2>
        <p>
          Slapukai – tai nedideli tekstiniai failai, kuriuos svetainė įrašo jūsų naršyklėje. Vieni reikalingi, kad
          svetainė veiktų, pavyzdžiui, kad liktumėte prisijungę; kiti naudojami jus sekti įvairiose svetainėse arba
          skaičiuoti apsilankymus. Mes naudojame tik pirmuosius.
        </p>

        <h2>Kokius slapukus naudojame</h2>
      </>
    ),
    table: {
      label: "Mūsų naudojami slapukai",
      caption: `${SITE_NAME} įrašomi slapukai`,
      columns: { name: "Slapukas", purpose: "Paskirtis", duration: "Kiek galioja" },
      rows: [
        {
          name: "better-auth.session_token (ir kiti slapukai, kurių pavadinimas prasideda better-auth.)",
          purpose:
            "Leidžia likti prisijungus prie paskyros ir apsaugo prisijungimą bei dviejų veiksnių patikrą. Įrašomas tik prisijungus.",
          duration: "Kol atsijungiate arba baigiasi sesija",
        },
        {
          name: "locale",
          purpose: "Įsimena kalbą, kurią pasirinkote kalbos perjungikliu. Įrašomas tik tada, kai pasirenkate kalbą.",
          duration: "1 metus",
        },
      ],
    },
    afterTable: (
      <>
        <p>
          Kiekvienas iš jų įrašomas tik tada, kai naudojatės atitinkama funkcija, ir nė vienas neperduodamas niekam
          kitam.
        </p>

        <h2>Kiti duomenys jūsų naršyklėje</h2>
        <p>
          Kol pildote užklausos formą, jūsų atsakymai laikomi naršyklės sesijos saugykloje (angl. session storage), kad
          neprapultų, jei perkrausite puslapį ar grįšite atgal. Jie lieka jūsų įrenginyje, kol išsiunčiate užklausą,
          išsiuntus ištrinami, o uždarius kortelę dingsta.
        </p>

        <h2>Kodėl nėra pranešimo apie slapukus</h2>
        <p>
          JK teisė (Privatumo ir elektroninių ryšių reglamentas, angl. Privacy and Electronic Communications
          Regulations) reikalauja sutikimo tik tiems slapukams, kurie nėra būtini. Kadangi mūsų slapukai teikia tik tai,
          ko patys prašote – prisijungimą ir jūsų kalbą, – sutikimo nereikia. Tas pats taikoma ir užklausos formos
          naudojamai sesijos saugyklai. Jei kada nors pridėsime kitokį slapuką, pirmiausia paklausime jūsų ir
          atnaujinsime šį puslapį.
        </p>

        <h2>Kaip tvarkyti slapukus</h2>
        <p>
          Slapukus galite ištrinti arba užblokuoti naršyklės nustatymuose. Juos užblokavę negalėsite likti prisijungę, o
          kalbą svetainė parinks pagal jūsų naršyklės nustatymus.
        </p>

        <h2>Klausimai</h2>
        <p>
          Rašykite mums per <ContactUsLinks />. Kaip naudojame asmens duomenis, paaiškinta mūsų{" "}
          <Link to={href("/privacy")}>privatumo politikoje</Link>.
        </p>
      </>
    ),
  },
});
