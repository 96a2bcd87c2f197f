import type { Catalog } from "../catalog";
import type { emails as en } from "../en-GB/emails";

export const emails: Catalog<typeof en, "lt"> = {
  layout: {
    footer: "Jungiame žmones ir perkraustymo įmones",
    support: "Klausimai? {{contact}}",
    copyLink: "Arba nukopijuokite šį adresą į naršyklę: {{url}}",
  },
  hello: "Sveiki,",
  helloName: "Sveiki, {{name}},",
  privateLink: "Ši nuoroda skirta tik jums: kas ją turi, mato jūsų užklausą, todėl ja nesidalinkite.",
  moveDate: {
    flexible: "Lanksti",
    flexibleBetween: "Lanksti, nuo {{from}} iki {{to}}",
  },
  contactAcknowledgement: {
    subject: "Gavome jūsų žinutę: {{topic}}",
    intro_one: "Dėkojame, kad susisiekėte su {{siteName}}. Į kiekvieną žinutę atsakome per {{count}} valandą.",
    intro_few: "Dėkojame, kad susisiekėte su {{siteName}}. Į kiekvieną žinutę atsakome per {{count}} valandas.",
    intro_many: "Dėkojame, kad susisiekėte su {{siteName}}. Į kiekvieną žinutę atsakome per {{count}} valandos.",
    intro_other: "Dėkojame, kad susisiekėte su {{siteName}}. Į kiekvieną žinutę atsakome per {{count}} valandų.",
  },
  partnerAccountExists: {
    subject: "Jūsų {{siteName}} partnerio paskyra",
    intro:
      "Kažkas šiuo el. pašto adresu paprašė tapti {{siteName}} perkraustymo partneriu, tačiau šis adresas jau turi paskyrą arba pateiktą paraišką.",
    next: "Jei tai buvote jūs, iš naujo teikti paraiškos nereikia: prisijunkite prie savo paskyros.",
    logIn: "Prisijungti",
    forgotten: "Pamiršote slaptažodį? Nustatykite naują čia.",
    notYou: "Jei tai buvote ne jūs, šį laišką galite ignoruoti: niekas nepasikeitė.",
  },
  quoteVerificationCode: {
    subject: "Jūsų {{siteName}} patvirtinimo kodas",
    preview: "Jūsų kodas: {{code}}",
    instruction:
      "Įveskite šį kodą, kad patvirtintumėte el. pašto adresą ir išsiųstumėte perkraustymo pasiūlymų užklausą:",
    validity_one: "Kodas galioja {{count}} minutę. Jei jo neprašėte, šį laišką galite ignoruoti.",
    validity_few: "Kodas galioja {{count}} minutes. Jei jo neprašėte, šį laišką galite ignoruoti.",
    validity_many: "Kodas galioja {{count}} minutės. Jei jo neprašėte, šį laišką galite ignoruoti.",
    validity_other: "Kodas galioja {{count}} minučių. Jei jo neprašėte, šį laišką galite ignoruoti.",
  },
  quoteRequestConfirmation: {
    movingDate: "Persikraustymo data",
    subject: "Jūsų perkraustymo pasiūlymų užklausa {{reference}} išsiųsta",
    thanks: "Dėkojame už užklausą (numeris {{reference}}).",
    sent_one: "Išsiuntėme jūsų užklausą {{count}} perkraustymo įmonei, aptarnaujančiai jūsų vietovę.",
    sent_few: "Išsiuntėme jūsų užklausą {{count}} perkraustymo įmonėms, aptarnaujančioms jūsų vietovę.",
    sent_many: "Išsiuntėme jūsų užklausą {{count}} perkraustymo įmonės, aptarnaujančioms jūsų vietovę.",
    sent_other: "Išsiuntėme jūsų užklausą {{count}} perkraustymo įmonių, aptarnaujančių jūsų vietovę.",
    next: "Įmonė, kuri perims jūsų užklausą, gaus jūsų kontaktus ir susisieks su jumis dėl pasiūlymo. Jei kuri nors atsisakys ar laiku neatsakys, jos vietą pasiūlysime kitai jūsų vietovę aptarnaujančiai įmonei, jei tokia bus.",
    page: "Asmeniniame puslapyje matysite kiekvienos įmonės būseną ir visus gautus pasiūlymus.",
    none_one:
      "Kol kas nepavyko pakviesti nė vienos jūsų vietovę aptarnaujančios perkraustymo įmonės. Dar {{count}} dieną MoveMatch perkraustymo įmonės gali rasti jūsų užklausą ir ją perimti; kai kuri nors perims, parašysime jums el. laišką.",
    none_few:
      "Kol kas nepavyko pakviesti nė vienos jūsų vietovę aptarnaujančios perkraustymo įmonės. Dar {{count}} dienas MoveMatch perkraustymo įmonės gali rasti jūsų užklausą ir ją perimti; kai kuri nors perims, parašysime jums el. laišką.",
    none_many:
      "Kol kas nepavyko pakviesti nė vienos jūsų vietovę aptarnaujančios perkraustymo įmonės. Dar {{count}} dienos MoveMatch perkraustymo įmonės gali rasti jūsų užklausą ir ją perimti; kai kuri nors perims, parašysime jums el. laišką.",
    none_other:
      "Kol kas nepavyko pakviesti nė vienos jūsų vietovę aptarnaujančios perkraustymo įmonės. Dar {{count}} dienų MoveMatch perkraustymo įmonės gali rasti jūsų užklausą ir ją perimti; kai kuri nors perims, parašysime jums el. laišką.",
    sentTo: "Išsiųsta:",
    rating: "{{rating}}/10",
    noRating: "dar neįvertinta",
    reviews_one: "{{count}} atsiliepimas",
    reviews_few: "{{count}} atsiliepimai",
    reviews_many: "{{count}} atsiliepimo",
    reviews_other: "{{count}} atsiliepimų",
    viewRequest: "Peržiūrėti užklausą ir pasiūlymus",
  },
  partnerNewLead: {
    subject: "Nauja užklausa ({{moveType}}): {{area}}",
    intro: "Netoli jūsų esantis klientas prašo perkraustymo pasiūlymų:",
    area: "Vietovė",
    moveType: "Persikraustymo tipas",
    size: "Apimtis",
    movingDate: "Persikraustymo data",
    moveTypes: {
      domestic: "namų persikraustymas",
      commercial: "komercinis persikraustymas",
      international: "tarptautinis persikraustymas",
    },
    helpTypes: { full: "Visi namų daiktai", partial: "Dalis namų daiktų", boxes: "Mažiau nei 10 dėžių (iki 2 m³)" },
    house: "namas",
    houseWithBedrooms: "namas, miegamųjų: {{bedrooms}}",
    fivePlusBedrooms: "5 ar daugiau",
    apartment: "butas",
    sizeLine: "{{help}}, {{home}}",
    respondBy:
      "Perimkite arba atsisakykite jos iki {{time}}. Jei iki tol neatsakysite, ji bus pasiūlyta kitai įmonei (kol yra laisvų vietų, ją vis tiek galėsite perimti skiltyje „Ieškoti darbo“).",
    openLeads: "Atidarykite užklausą",
    claimHint: "ir perimkite ją, kad pamatytumėte kliento kontaktus.",
  },
  customerLeadClaimed: {
    subject: "{{company}} gavo jūsų kontaktus pagal užklausą {{reference}}",
    intro:
      "{{company}} ({{town}}) dabar turi jūsų vardą, el. pašto adresą ir telefono numerį pagal perkraustymo užklausą {{reference}} ir susisieks su jumis dėl pasiūlymo.",
    rating_one: "Įvertinimas {{rating}}/10 pagal {{count}} atsiliepimą. Įmonės profilis: {{url}}",
    rating_few: "Įvertinimas {{rating}}/10 pagal {{count}} atsiliepimus. Įmonės profilis: {{url}}",
    rating_many: "Įvertinimas {{rating}}/10 pagal {{count}} atsiliepimo. Įmonės profilis: {{url}}",
    rating_other: "Įvertinimas {{rating}}/10 pagal {{count}} atsiliepimų. Įmonės profilis: {{url}}",
    action: "Peržiūrėti užklausą ir pasiūlymus",
  },
  customerQuoteReceived: {
    subject: "{{company}} atsiuntė jums pasiūlymą pagal užklausą {{reference}}",
    subjectRevised: "{{company}} pakeitė savo pasiūlymą pagal užklausą {{reference}}",
    // Lithuanian dates end in "d.", so the sentence ends with the amount.
    intro: "{{company}} atsiuntė jums pasiūlymą, galiojantį iki {{date}}: {{amount}}.",
    introRevised: "{{company}} pakeitė savo pasiūlymą, galiojantį iki {{date}}: {{amount}}.",
    compare: "Palyginkite jį su kitais pasiūlymais ir užklausos puslapyje užsakykite tą, kuris jums labiausiai tinka.",
    action: "Palyginti pasiūlymus",
  },
  customerBookingConfirmed: {
    subject: "Jūsų perkraustymas užsakytas pas įmonę {{company}}",
    intro:
      "Priėmėte įmonės {{company}} pasiūlymą pagal užklausą {{reference}}. Įmonei pranešta, ji susisieks su jumis ir suderins detales. Kitoms įmonėms pranešta, kad pasirinkote kitą perkraustytoją.",
    price: "Kaina",
    movingDate: "Persikraustymo data",
    companyEmail: "Įmonės el. paštas",
    companyPhone: "Įmonės telefonas",
    payment:
      "Mokate tiesiogiai {{company}}, ne MoveMatch: MoveMatch jums nemokamas. Kaina yra pačios įmonės pasiūlymas.",
    vat: {
      included: "{{price}}, su PVM",
      not_charged: "{{price}}, be PVM ({{company}} nėra PVM mokėtoja)",
    },
    depositTerms: "Avansas",
    cancellationTerms: "Atšaukimas",
    noTerms: "{{company}} nenurodė avanso ar atšaukimo sąlygų: suderinkite jas su įmone.",
    action: "Peržiūrėti užsakymą",
  },
  customerRequestProgress: {
    subject: "Jūsų perkraustymo užklausa {{reference}}: kaip sekasi",
    intro: "Štai kaip sekasi jūsų perkraustymo užklausai {{reference}}.",
    noQuotes: "Pasiūlymų kol kas negavote.",
    quotes_one: "Kol kas gavote {{count}} pasiūlymą.",
    quotes_few: "Kol kas gavote {{count}} pasiūlymus.",
    quotes_many: "Kol kas gavote {{count}} pasiūlymo.",
    quotes_other: "Kol kas gavote {{count}} pasiūlymų.",
    noneWithDetails: "Kol kas nė viena įmonė neperėmė jūsų užklausos, tad jūsų kontaktų niekas neturi.",
    withDetails_one: "{{count}} įmonė perėmė jūsų užklausą ir turi jūsų kontaktus.",
    withDetails_few: "{{count}} įmonės perėmė jūsų užklausą ir turi jūsų kontaktus.",
    withDetails_many: "{{count}} įmonės perėmė jūsų užklausą ir turi jūsų kontaktus.",
    withDetails_other: "{{count}} įmonių perėmė jūsų užklausą ir turi jūsų kontaktus.",
    moreAsked_one: "Po pirmųjų kvietimų jūsų užklausą pasiūlėme dar {{count}} įmonei.",
    moreAsked_few: "Po pirmųjų kvietimų jūsų užklausą pasiūlėme dar {{count}} įmonėms.",
    moreAsked_many: "Po pirmųjų kvietimų jūsų užklausą pasiūlėme dar {{count}} įmonės.",
    moreAsked_other: "Po pirmųjų kvietimų jūsų užklausą pasiūlėme dar {{count}} įmonių.",
    page: "Asmeniniame puslapyje matysite kiekvienos įmonės būseną ir visus pasiūlymus greta.",
    action: "Peržiūrėti užklausą",
  },
  customerRequestLinks: {
    subject: "Jūsų perkraustymo pasiūlymų užklausos",
    intro: "Paprašėte nuorodų į savo perkraustymo pasiūlymų užklausas. Štai jos:",
    request: "{{reference}}, išvykimo vieta {{city}}, išsiųsta {{date}}: {{url}}",
    notAsked: "Jei šių nuorodų neprašėte, šį laišką galite ignoruoti.",
  },
  partnerQuoteWon: {
    subject: "Laimėjote darbą {{job}}",
    intro:
      "{{customer}} priėmė jūsų pasiūlymą pagal užklausą {{reference}}. Darbas {{job}} dabar yra skiltyje „Mano darbai“; susisiekite su klientu ir suderinkite detales.",
    price: "Kaina",
    movingDate: "Persikraustymo data",
    customerEmail: "Kliento el. paštas",
    customerPhone: "Kliento telefonas",
    phoneNotGiven: "Nenurodytas",
    action: "Atidaryti „Mano darbai“",
  },
  partnerQuoteLost: {
    subject: "Užklausos {{reference}} klientas pasirinko kitą įmonę",
    intro:
      "Užklausos {{reference}} ({{area}}) klientas užsisakė kitos įmonės paslaugas. Dėkojame už susidomėjimą; šiame užsakyme daugiau nieko daryti nereikia.",
  },
  partnerRequestCancelled: {
    subject: "Klientas atšaukė užklausą {{reference}}",
    intro:
      "Užklausos {{reference}} ({{area}}) klientas ją atšaukė. Jos nebegalima perimti ir joje nebegalima teikti pasiūlymų, o užsakymas pagal ją, jei buvo, atšauktas.",
    reason: "Kliento nurodyta priežastis: {{reason}}",
  },
  partnerMovingDateChanged: {
    subject: "Pasikeitė užklausos {{reference}} persikraustymo data",
    intro: "Užklausos {{reference}} ({{area}}) klientas pakeitė persikraustymo datą.",
    quoteForEarlierDate:
      "Klientui jūsų pasiūlymas dabar rodomas kaip pateiktas ankstesnei datai: jei kaina keičiasi, pakeiskite pasiūlymą.",
    earlierDate: "Ankstesnė data",
    newDate: "Nauja data",
    action: "Atidaryti užsakymą",
  },
  partnerApplicationReceived: {
    subject: "Gavome jūsų {{siteName}} partnerio paraišką",
    intro_one:
      "Dėkojame, kad pateikėte paraišką tapti {{siteName}} partneriu. Mūsų komanda peržiūrės paraišką ir susisieks su jumis per {{count}} valandą.",
    intro_few:
      "Dėkojame, kad pateikėte paraišką tapti {{siteName}} partneriu. Mūsų komanda peržiūrės paraišką ir susisieks su jumis per {{count}} valandas.",
    intro_many:
      "Dėkojame, kad pateikėte paraišką tapti {{siteName}} partneriu. Mūsų komanda peržiūrės paraišką ir susisieks su jumis per {{count}} valandos.",
    intro_other:
      "Dėkojame, kad pateikėte paraišką tapti {{siteName}} partneriu. Mūsų komanda peržiūrės paraišką ir susisieks su jumis per {{count}} valandų.",
    next: "Patvirtinus paraišką gausite prisijungimo duomenis ir prieigą prie partnerio skydelio, kuriame tvarkysite užklausas, darbus ir profilį.",
    details: "Jūsų pateikti duomenys:",
    company: "Įmonė",
    businessType: "Verslo forma",
    companyNumber: "Įmonės kodas",
    employees: "Darbuotojai",
    removalTypes: "Perkraustymo tipai",
    targetArea: "Tikslinė sritis",
    email: "El. paštas",
    telephone: "Telefonas",
    website: "Svetainė",
    address: "Adresas",
    businessTypes: { "sole-trader": "Individuali veikla", company: "Ribotos atsakomybės įmonė" },
    removalTypeNames: { domestic: "Vietiniai", international: "Tarptautiniai", commercial: "Komerciniai" },
    radius: "{{location}} (spindulys {{miles}} mi)",
    question:
      "Kažkas netikslu ar turite klausimų? Atsakykite į šį laišką arba skambinkite mūsų partnerių komandai {{phone}}.",
    questionWithoutPhone: "Kažkas netikslu ar turite klausimų? Atsakykite į šį laišką.",
    questionByPhone: "Kažkas netikslu ar turite klausimų? Skambinkite mūsų partnerių komandai {{phone}}.",
  },
  partnerApproved: {
    subject: "{{company}} patvirtinta: sveiki atvykę į {{siteName}}",
    intro: "Gera žinia: peržiūrėjome ir patvirtinome {{company}} kaip {{siteName}} partnerį.",
    setPassword:
      "Jūsų partnerio paskyra naudoja šį el. pašto adresą ({{email}}). Pasirinkite slaptažodį, kad atidarytumėte partnerio skydelį.",
    logIn: "Prisijunkite esama paskyra ({{email}}), kad atidarytumėte partnerio skydelį.",
    choosePasswordButton: "Pasirinkti slaptažodį",
    logInButton: "Prisijungti",
    linkNote_one:
      "Nuoroda veikia vieną kartą ir {{count}} dieną. Vėliau prisijungimo puslapyje spauskite „Pamiršote slaptažodį?“: {{url}}",
    linkNote_few:
      "Nuoroda veikia vieną kartą ir {{count}} dienas. Vėliau prisijungimo puslapyje spauskite „Pamiršote slaptažodį?“: {{url}}",
    linkNote_many:
      "Nuoroda veikia vieną kartą ir {{count}} dienos. Vėliau prisijungimo puslapyje spauskite „Pamiršote slaptažodį?“: {{url}}",
    linkNote_other:
      "Nuoroda veikia vieną kartą ir {{count}} dienų. Vėliau prisijungimo puslapyje spauskite „Pamiršote slaptažodį?“: {{url}}",
  },
  partnerRejected: {
    subject: "Jūsų {{siteName}} partnerio paraiška: {{company}}",
    intro:
      "Dėkojame, kad pateikėte paraišką tapti {{siteName}} partneriu. Peržiūrėjome {{company}} paraišką ir šiuo metu negalime jos patvirtinti.",
    reason: "Priežastis:",
    closing:
      "Jei galite pašalinti nurodytą priežastį, kviečiame pateikti paraišką dar kartą arba atsakyti į šį laišką.",
    closingWithoutReply: "Jei galite pašalinti nurodytą priežastį, kviečiame pateikti paraišką dar kartą.",
  },
  passwordReset: {
    subject: "Atkurkite {{siteName}} slaptažodį",
    intro: "Kažkas paprašė atkurti jūsų {{siteName}} paskyros slaptažodį.",
    button: "Pasirinkti naują slaptažodį",
    note_one:
      "Nuoroda veikia vieną kartą ir {{count}} minutę. Jei to neprašėte, šį laišką galite ignoruoti: slaptažodis liks nepakeistas.",
    note_few:
      "Nuoroda veikia vieną kartą ir {{count}} minutes. Jei to neprašėte, šį laišką galite ignoruoti: slaptažodis liks nepakeistas.",
    note_many:
      "Nuoroda veikia vieną kartą ir {{count}} minutės. Jei to neprašėte, šį laišką galite ignoruoti: slaptažodis liks nepakeistas.",
    note_other:
      "Nuoroda veikia vieną kartą ir {{count}} minučių. Jei to neprašėte, šį laišką galite ignoruoti: slaptažodis liks nepakeistas.",
  },
  partnerLeadDigest: {
    subject_one: "{{day}}: {{count}} naujas kvietimas",
    subject_few: "{{day}}: {{count}} nauji kvietimai",
    subject_many: "{{day}}: {{count}} naujo kvietimo",
    subject_other: "{{day}}: {{count}} naujų kvietimų",
    intro_one: "{{day}} pasiūlėme jūsų įmonei {{count}} užklausą, kurią dar galite perimti:",
    intro_few: "{{day}} pasiūlėme jūsų įmonei {{count}} užklausas, kurias dar galite perimti:",
    intro_many: "{{day}} pasiūlėme jūsų įmonei {{count}} užklausos, kurias dar galite perimti:",
    intro_other: "{{day}} pasiūlėme jūsų įmonei {{count}} užklausų, kurias dar galite perimti:",
    button: "Atidaryti kvietimus",
    note: "Šią santrauką gaunate kartą per dieną pagal savo el. laiškų nustatymus. Juos galite pakeisti partnerio skydelyje: Profilis, Nuostatos.",
  },
  partnerTeamInvite: {
    subject: "Jus pridėjo prie {{company}} komandos {{siteName}} platformoje",
    intro: "{{inviter}} pridėjo jus prie {{company}} komandos {{siteName}} platformoje.",
    role: "Kaip darbuotojas galite ieškoti ir perimti užklausas, siųsti pasiūlymus, tvarkyti darbus, vairuotojus ir transporto priemones. Mokėjimai, komanda ir įmonės duomenys lieka savininkams.",
  },
  staffInvite: {
    subject: "Esate pakviesti į {{siteName}} administravimo skydelį",
    intro: "Jums sukurta darbuotojo paskyra {{siteName}} administravimo skydelyje.",
    button: "Pasirinkti slaptažodį",
    note_one: "Nuoroda veikia vieną kartą ir {{count}} dieną. Nustatę slaptažodį prisijunkite adresu {{url}}",
    note_few: "Nuoroda veikia vieną kartą ir {{count}} dienas. Nustatę slaptažodį prisijunkite adresu {{url}}",
    note_many: "Nuoroda veikia vieną kartą ir {{count}} dienos. Nustatę slaptažodį prisijunkite adresu {{url}}",
    note_other: "Nuoroda veikia vieną kartą ir {{count}} dienų. Nustatę slaptažodį prisijunkite adresu {{url}}",
  },
  reviews: {
    invitationSubject: "Kaip pavyko persikraustyti su {{company}}?",
    reminderSubject: "Priminimas: įvertinkite persikraustymą su {{company}}",
    invitationIntro:
      "Jūsų persikraustymas su {{company}} ({{reference}}) turėjo įvykti vakar. Papasakokite kitiems klientams, kaip sekėsi: atsiliepimas užtruks dvi minutes ir bus paskelbtas su jūsų vardu ir pavardės pirmąja raide.",
    reminderIntro:
      "Prieš savaitę klausėme, kaip pavyko persikraustymas su {{company}} ({{reference}}). Jei turite minutę, jūsų atsiliepimas padės kitiems klientams pasirinkti. Tai vienintelis priminimas.",
    action: "Įvertinti {{company}}",
    note: "Ši nuoroda skirta tik jums ir tinka vienam atsiliepimui. Skelbiamas kiekvienas turinio taisykles atitinkantis atsiliepimas, kad ir koks būtų jo įvertinimas.",
    publishedSubject: "Jūsų atsiliepimas apie {{company}} paskelbtas",
    publishedIntro: "Ačiū. Mūsų darbuotojai patikrino jūsų atsiliepimą „{{title}}“ apie {{company}} ir jį paskelbė.",
    rejectedSubject: "Jūsų atsiliepimas apie {{company}} nepaskelbtas",
    rejectedIntro:
      "Mūsų darbuotojai patikrino jūsų atsiliepimą „{{title}}“ apie {{company}} ir negalėjo jo paskelbti, nes jis neatitinka turinio taisyklių. Atsiliepimai niekada neatmetami dėl to, kad yra neigiami.",
    reason: "Priežastis",
    viewAction: "Žiūrėti {{company}} atsiliepimus",
  },
  creditDecision: {
    approvedSubject: "Užklausos {{reference}} kreditas patvirtintas",
    rejectedSubject: "Užklausos {{reference}} kredito prašymas nepatvirtintas",
    approvedIntro:
      "Mūsų darbuotojai patvirtino jūsų prašymą: {{amount}} už užklausą {{reference}} grąžinta į jūsų sąskaitą ir matoma mokėjimų išraše.",
    rejectedIntro:
      "Mūsų darbuotojai peržiūrėjo jūsų kredito prašymą dėl užklausos {{reference}} ir negalėjo jo patvirtinti. Užklausos mokestis lieka.",
    yourReason: "Jūsų priežastis",
    staffReason: "Mūsų priežastis",
    viewLead: "Žiūrėti užklausą",
    reasons: {
      contact_details_wrong: "Neteisingi kontaktai arba nepavyksta susisiekti",
      never_asked: "Klientas sako, kad neprašė",
      duplicate: "Dublikatas",
      outside_service_area: "Už mūsų aptarnavimo zonos",
    },
  },
  customerJobCancelled: {
    subject: "{{company}} atšaukė jūsų perkraustymą",
    intro: "{{company}} atšaukė jūsų perkraustymą, užsakytą {{date}} (užklausa {{reference}}).",
    reason: "Įmonės nurodyta priežastis: „{{reason}}“",
    next: "Jei turite klausimų arba norite suderinti naują datą, susisiekite su {{company}} tiesiogiai:",
    companyEmail: "Įmonės el. paštas",
    companyPhone: "Įmonės telefonas",
  },
  customerJobDateAgreed: {
    subject: {
      agreed: "Jūsų perkraustymo diena su {{company}}: {{date}}",
      changed: "Jūsų perkraustymo diena su {{company}} pakeista į {{date}}",
    },
    intro: {
      agreed: "{{company}} užfiksavo su jumis suderintą perkraustymo dieną: {{date}} (užklausa {{reference}}).",
      changed: "{{company}} pakeitė jūsų perkraustymo dieną į {{date}} (užklausa {{reference}}).",
    },
    contact: "Jei tai ne ta diena, dėl kurios susitarėte, susisiekite su {{company}} tiesiogiai:",
    date: "Perkraustymo diena",
    company: "Įmonė",
    companyEmail: "Įmonės el. paštas",
    companyPhone: "Įmonės telefonas",
    action: "Peržiūrėti užsakymą",
  },
};
