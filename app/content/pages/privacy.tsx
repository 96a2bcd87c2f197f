import { href } from "react-router";
import { LocalizedLink as Link } from "~/components/layout/localized-link";
import { ContactUsLinks } from "~/components/layout/support-contacts";
import { MAX_MATCHED_COMPANIES, SITE_NAME } from "~/lib/constants";
import { formatDays } from "~/lib/format";
import { RETENTION_DAYS } from "~/lib/retention";
import { localized } from "../localized";

const ICO_COMPLAINT_URL = "https://ico.org.uk/make-a-complaint/";

export const privacyCopy = localized({
  "en-GB": {
    title: "Privacy policy",
    description: `What personal data ${SITE_NAME} collects when you request removal quotes, why, who receives it, how long we keep it and your rights under UK GDPR.`,
    intro: (
      <p>
        This policy explains what personal data we collect, why we collect it, who we share it with and the rights you
        have under the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018.
      </p>
    ),
    body: (
      <>
        <h2>Who we are</h2>
        <p>
          {SITE_NAME} runs this website, which connects people who are moving home with removal companies. We are the
          controller of the personal data described here. You can contact us about anything in this policy through{" "}
          <ContactUsLinks />.
        </p>

        <h2>What we collect when you request quotes</h2>
        <ul>
          <li>
            <strong>Contact details:</strong> your name, email address and phone number.
          </li>
          <li>
            <strong>Move details:</strong> the postcode, town and address you are moving from, the town and address you
            are moving to, the type and size of both properties, what needs moving, your moving date and any notes you
            add.
          </li>
          <li>
            <strong>Verification:</strong> the one-time code we email to confirm your address. We store it only in a
            scrambled (hashed) form and it expires after a few minutes.
          </li>
          <li>
            <strong>Technical data:</strong> your IP address and basic request information, which our servers log to
            keep the service secure and to prevent abuse.
          </li>
        </ul>
        <p>
          If you leave a review, we keep the review and your scores, linked to your quote request so that we can show it
          is genuine. If you contact us, we keep your message and the details you give us. If you run a removal company
          and apply to join, we collect your business and contact details and the documents you send for our checks.
        </p>

        <h2>Why we use it, and our lawful basis</h2>
        <ul>
          <li>
            <strong>To provide the service you asked for</strong>: matching your move with suitable companies, passing
            your request to them and showing you their quotes (performance of a contract with you, or steps you ask us
            to take before one).
          </li>
          <li>
            <strong>To send service emails</strong>: the verification code, your confirmation, quote notifications and
            one invitation to review the company you used (the same basis, and our legitimate interest in genuine
            reviews).
          </li>
          <li>
            <strong>To keep the service safe</strong>: preventing spam, fraud and duplicate requests (our legitimate
            interests).
          </li>
          <li>
            <strong>To meet legal obligations</strong>, such as keeping financial records of what companies pay us.
          </li>
        </ul>
        <p>We do not send you marketing unless you have asked for it, and we never sell your personal data.</p>

        <h2>Who receives your data</h2>
        <p>
          <strong>Only the removal companies matched to your move, at most {MAX_MATCHED_COMPANIES}.</strong> They see
          your move details so they can decide whether to quote, and your contact details once they take up your
          request. Each company then uses your data as a controller in its own right, to quote for and carry out your
          move, and must handle it lawfully.
        </p>
        <p>
          We also use service providers that process data on our behalf under contract, such as our hosting and email
          delivery providers. They may only use it to provide their service to us. Where any provider processes data
          outside the UK, we make sure appropriate safeguards are in place, such as the UK International Data Transfer
          Agreement. We disclose data to public authorities only when the law requires it.
        </p>

        <h2>How long we keep it</h2>
        <ul>
          <li>Quote requests: for 24 months after your moving date, then we delete or anonymise them.</li>
          <li>
            Verification codes: in scrambled (hashed) form only, deleted {formatDays(RETENTION_DAYS.verificationCodes)}{" "}
            after we send them.
          </li>
          <li>
            Emails we send you: the content is deleted as soon as the email has been delivered; a record of who it went
            to, which kind of email it was and when is kept for {formatDays(RETENTION_DAYS.emailRecords)}.
          </li>
          <li>
            Password-reset and invitation links, and signed-in sessions: deleted{" "}
            {formatDays(RETENTION_DAYS.expiredTokens)} after they expire.
          </li>
          <li>Reviews: for as long as they are published, and removed if you ask us to delete them.</li>
          <li>Messages to us: for 24 months after the matter is closed.</li>
          <li>Financial records about companies: 6 years, as tax law requires.</li>
          <li>Security logs: for a short period, normally no more than 90 days.</li>
        </ul>

        <h2>Your rights</h2>
        <p>You have the right to:</p>
        <ul>
          <li>ask for a copy of the personal data we hold about you;</li>
          <li>have inaccurate data corrected;</li>
          <li>have your data deleted, or its use restricted, in some circumstances;</li>
          <li>object to our use of your data where we rely on legitimate interests;</li>
          <li>receive data you gave us in a portable format.</li>
        </ul>
        <p>
          To use any of these rights, write to us through <ContactUsLinks />. We reply within one month. If we have
          passed your request to removal companies, you can also contact them directly, as they hold their own copy.
        </p>
        <p>
          If you are unhappy with how we have handled your data, please tell us first so we can try to put it right. You
          also have the right to complain to the Information Commissioner's Office (ICO) at{" "}
          <a href={ICO_COMPLAINT_URL} rel="noopener">
            ico.org.uk
          </a>{" "}
          or on 0303 123 1113.
        </p>

        <h2>Cookies</h2>
        <p>
          We use only strictly necessary cookies and no tracking. See our{" "}
          <Link to={href("/cookies")}>cookie policy</Link>.
        </p>

        <h2>Changes to this policy</h2>
        <p>
          If we change how we use personal data, we will update this page and the date at the top. Significant changes
          will also be shown on the site.
        </p>
      </>
    ),
  },
  lt: {
    title: "Privatumo politika",
    description: `Kokius asmens duomenis ${SITE_NAME} renka, kai prašote perkraustymo pasiūlymų, kodėl, kas juos gauna, kiek laiko juos saugome ir kokias teises jums suteikia JK BDAR.`,
    intro: (
      <p>
        Šioje politikoje paaiškiname, kokius asmens duomenis renkame, kodėl, kam juos perduodame ir kokias teises jums
        suteikia Jungtinės Karalystės Bendrasis duomenų apsaugos reglamentas (angl. UK GDPR, toliau – JK BDAR) ir 2018
        m. Duomenų apsaugos įstatymas (angl. Data Protection Act 2018).
      </p>
    ),
    body: (
      <>
        <h2>Kas mes esame</h2>
        <p>
          {SITE_NAME} valdo šią svetainę, kuri kraustančius žmones suveda su perkraustymo įmonėmis. Esame čia aprašytų
          asmens duomenų valdytojas. Bet kuriuo šios politikos klausimu galite kreiptis į mus per <ContactUsLinks />.
        </p>

        <h2>Ką renkame, kai prašote pasiūlymų</h2>
        <ul>
          <li>
            <strong>Kontaktiniai duomenys:</strong> jūsų vardas, el. pašto adresas ir telefono numeris.
          </li>
          <li>
            <strong>Persikraustymo duomenys:</strong> pašto kodas, miestas ir adresas, iš kurio kraustotės, miestas ir
            adresas, į kurį kraustotės, abiejų būstų tipas ir dydis, ką reikia pervežti, persikraustymo data ir jūsų
            pastabos.
          </li>
          <li>
            <strong>Patvirtinimas:</strong> vienkartinis kodas, kurį siunčiame el. paštu jūsų adresui patvirtinti. Jį
            saugome tik užšifruotą (maišos funkcija paverstą) ir jis nustoja galioti po kelių minučių.
          </li>
          <li>
            <strong>Techniniai duomenys:</strong> jūsų IP adresas ir pagrindinė užklausos informacija, kurią mūsų
            serveriai registruoja, kad paslauga būtų saugi ir būtų galima užkirsti kelią piktnaudžiavimui.
          </li>
        </ul>
        <p>
          Jei paliekate atsiliepimą, saugome jį ir jūsų įvertinimus, susietus su jūsų užklausa, kad galėtume parodyti,
          jog atsiliepimas tikras. Jei susisiekiate su mumis, saugome jūsų žinutę ir jūsų pateiktus duomenis. Jei
          vadovaujate perkraustymo įmonei ir teikiate paraišką prisijungti, renkame įmonės ir kontaktinius duomenis bei
          dokumentus, kuriuos atsiunčiate mūsų patikrai.
        </p>

        <h2>Kodėl juos naudojame ir kuo remiamės</h2>
        <ul>
          <li>
            <strong>Kad suteiktume jūsų prašomą paslaugą</strong>: parenkame jūsų persikraustymui tinkamas įmones,
            perduodame joms jūsų užklausą ir parodome jų pasiūlymus (sutarties su jumis vykdymas arba jūsų prašomi
            veiksmai prieš ją sudarant).
          </li>
          <li>
            <strong>Kad siųstume paslaugos laiškus</strong>: patvirtinimo kodą, užklausos patvirtinimą, pranešimus apie
            pasiūlymus ir vieną kvietimą įvertinti įmonę, kurios paslaugomis naudojotės (tas pats pagrindas ir mūsų
            teisėtas interesas turėti tikrus atsiliepimus).
          </li>
          <li>
            <strong>Kad paslauga būtų saugi</strong>: saugomės brukalo, sukčiavimo ir pasikartojančių užklausų (mūsų
            teisėti interesai).
          </li>
          <li>
            <strong>Kad vykdytume teisines prievoles</strong>, pavyzdžiui, saugotume finansinius įrašus apie tai, ką
            mums moka įmonės.
          </li>
        </ul>
        <p>Reklamos jums nesiunčiame, nebent patys jos paprašėte, ir niekada neparduodame jūsų asmens duomenų.</p>

        <h2>Kas gauna jūsų duomenis</h2>
        <p>
          <strong>Tik jūsų persikraustymui parinktos perkraustymo įmonės, daugiausia {MAX_MATCHED_COMPANIES}.</strong>{" "}
          Jos mato persikraustymo duomenis, kad galėtų nuspręsti, ar teikti pasiūlymą, o jūsų kontaktinius duomenis –
          kai perima jūsų užklausą. Tada kiekviena įmonė jūsų duomenis naudoja kaip savarankiška duomenų valdytoja, kad
          pateiktų pasiūlymą ir atliktų perkraustymą, ir privalo juos tvarkyti teisėtai.
        </p>
        <p>
          Taip pat naudojamės paslaugų teikėjais, kurie pagal sutartį tvarko duomenis mūsų vardu, pavyzdžiui, prieglobos
          ir el. laiškų pristatymo paslaugų teikėjais. Jie gali naudoti duomenis tik tam, kad teiktų mums savo paslaugą.
          Jei kuris nors teikėjas duomenis tvarko už JK ribų, pasirūpiname tinkamomis apsaugos priemonėmis, pavyzdžiui,
          JK tarptautinio duomenų perdavimo sutartimi (angl. International Data Transfer Agreement). Valdžios
          institucijoms duomenis atskleidžiame tik tada, kai to reikalauja įstatymas.
        </p>

        <h2>Kiek laiko juos saugome</h2>
        <ul>
          <li>Užklausos: 24 mėnesius po persikraustymo datos, tada jas ištriname arba nuasmeniname.</li>
          <li>
            Patvirtinimo kodai: tik užšifruoti (maišos funkcija paversti), ištrinami, kai nuo išsiuntimo praeina{" "}
            {formatDays(RETENTION_DAYS.verificationCodes, "lt")}.
          </li>
          <li>
            Jums siunčiami laiškai: turinys ištrinamas, kai tik laiškas pristatomas; įrašas apie tai, kam, kokios rūšies
            laiškas ir kada išsiųstas, saugomas, kol praeina {formatDays(RETENTION_DAYS.emailRecords, "lt")}.
          </li>
          <li>
            Slaptažodžio atkūrimo ir kvietimo nuorodos bei prisijungimo sesijos: ištrinamos, kai nuo jų galiojimo
            pabaigos praeina {formatDays(RETENTION_DAYS.expiredTokens, "lt")}.
          </li>
          <li>Atsiliepimai: tol, kol jie skelbiami; pašaliname, jei paprašote juos ištrinti.</li>
          <li>Jūsų žinutės mums: 24 mėnesius nuo klausimo išsprendimo.</li>
          <li>Finansiniai įrašai apie įmones: 6 metus, kaip reikalauja mokesčių įstatymai.</li>
          <li>Saugumo žurnalai: trumpą laiką, paprastai ne ilgiau kaip 90 dienų.</li>
        </ul>

        <h2>Jūsų teisės</h2>
        <p>Jūs turite teisę:</p>
        <ul>
          <li>gauti apie jus turimų asmens duomenų kopiją;</li>
          <li>reikalauti ištaisyti netikslius duomenis;</li>
          <li>tam tikrais atvejais reikalauti ištrinti duomenis arba apriboti jų naudojimą;</li>
          <li>nesutikti, kad duomenis naudotume, kai remiamės teisėtais interesais;</li>
          <li>gauti mums pateiktus duomenis perkeliamu formatu.</li>
        </ul>
        <p>
          Norėdami pasinaudoti bet kuria iš šių teisių, parašykite mums per <ContactUsLinks />. Atsakome per vieną
          mėnesį. Jei jūsų užklausą jau perdavėme perkraustymo įmonėms, galite kreiptis ir tiesiai į jas, nes jos turi
          savo duomenų kopiją.
        </p>
        <p>
          Jei nesate patenkinti tuo, kaip tvarkėme jūsų duomenis, pirmiausia praneškite mums – pabandysime viską
          ištaisyti. Taip pat turite teisę pateikti skundą JK informacijos komisaro tarnybai (angl. Information
          Commissioner's Office, ICO) adresu{" "}
          <a href={ICO_COMPLAINT_URL} rel="noopener">
            ico.org.uk
          </a>{" "}
          arba telefonu 0303 123 1113.
        </p>

        <h2>Slapukai</h2>
        <p>
          Naudojame tik būtinuosius slapukus ir jūsų nesekame. Daugiau rasite mūsų{" "}
          <Link to={href("/cookies")}>slapukų politikoje</Link>.
        </p>

        <h2>Šios politikos pakeitimai</h2>
        <p>
          Jei pakeisime, kaip naudojame asmens duomenis, atnaujinsime šį puslapį ir datą jo viršuje. Apie svarbius
          pakeitimus pranešime ir svetainėje.
        </p>
      </>
    ),
  },
});
