import type { Catalog } from "../catalog";
import type { backOffice as en } from "../en-GB/back-office";

export const backOffice: Catalog<typeof en, "lt"> = {
  metaTitle: "Partnerio administravimas",
  shell: {
    navigation: "Partnerio navigacija",
    openMenu: "Atidaryti meniu",
    toggle: "Sutraukti arba išskleisti šoninę juostą (Ctrl+B)",
    homePage: "Pagrindinis puslapis",
    profile: "Profilis",
  },
  myWork: {
    title: "Mano darbai",
    glance: "Trumpai",
    counts: {
      bidding: "Pasiūlymai, laukiantys kliento sprendimo",
      invitations: "Jums pasiūlytos ir dar atviros užklausos",
      watching: "Išsaugotos užklausos, kurias dar galite perimti",
      alerts: "Perimtos užklausos, laukiančios jūsų pasiūlymo, ir pasiūlymai ankstesnei datai",
      bookNow: "Užklausos, kurias dabar galite perimti savo regione",
    },
    filters: "Ieškoti ir filtruoti darbus",
    search: "Ieškoti pagal darbo ID",
    searchPlaceholder: "JB-…",
    status: "Būsena",
    allStatuses: "Visos būsenos",
    sort: "Rikiuoti pagal",
    sorts: {
      pickup_asc: "Anksčiausias paėmimas",
      pickup_desc: "Vėliausias paėmimas",
      price_desc: "Kaina nuo didžiausios",
      price_asc: "Kaina nuo mažiausios",
    },
    apply: "Taikyti",
    clear: "Išvalyti paiešką ir filtrus",
    loading: "Įkeliami darbai...",
    results_one: "{{count}} darbas",
    results_few: "{{count}} darbai",
    results_many: "{{count}} darbo",
    results_other: "{{count}} darbų",
    jobsOn: "Darbai {{day}}",
    statuses: {
      upcoming: "Artėjantis",
      in_progress: "Vykdomas",
      completed: "Atliktas",
      cancelled: "Atšauktas",
    },
    reference: "Darbo ID",
    pickup: "Paėmimas",
    route: "Iš {{from}} į {{to}}",
    price: "Kaina",
    unassigned: "Nepriskirta",
    noResults: "Pagal jūsų filtrus ar paieškos užklausą nieko nerasta",
    noJobsTitle: "Darbų dar nėra",
    noJobs:
      "Kai klientas priims vieną iš jūsų pasiūlymų, darbas atsiras čia prie jo perkraustymo datos. Perimkite užklausas savo regione ir siųskite pasiūlymus, kad gautumėte darbų.",
  },
  placeholder: {
    notReady: "Dar neparengta",
    intro: "Šis puslapis dar neparengtas. Štai ką jame rasite:",
    backHome: "Grįžti į pradžią",
  },
  drivers: {
    title: "Mano vairuotojai",
    purpose:
      "Čia laikykite kiekvieno vairuotojo kontaktus ir vairuotojo pažymėjimo numerį, vienoje vietoje visai įmonei.",
    add: "Pridėti naują vairuotoją",
    addTitle: "Naujas vairuotojas",
    addDescription:
      "Vardas ir pavardė, el. paštas, mobiliojo telefono numeris ir vairuotojo pažymėjimo numeris privalomi.",
    editTitle: "Redaguoti: {{name}}",
    editDescription: "Pakeiskite šio vairuotojo duomenis.",
    edit: "Redaguoti",
    editLabel: "Redaguoti: {{name}}",
    deactivate: "Išjungti",
    deactivateLabel: "Išjungti: {{name}}",
    deactivateTitle: "Išjungti vairuotoją {{name}}?",
    deactivateBody:
      "{{name}} nebebus rodomas jūsų vairuotojų sąraše. Vairuotojo, paskirto dar neatliktam darbui, išjungti negalima.",
    confirmDeactivate: "Išjungti vairuotoją",
    save: "Išsaugoti pakeitimus",
    saving: "Saugoma…",
    adding: "Vairuotojas pridedamas…",
    deactivating: "Išjungiama…",
    empty: "Vairuotojų dar nepridėta. Spustelėkite „PRIDĖTI NAUJĄ VAIRUOTOJĄ“ ir pradėkite.",
    tableLabel: "Vairuotojai",
    columns: {
      name: "Vardas",
      email: "El. paštas",
      mobile: "Mobilusis",
      actions: "Veiksmai",
    },
    fields: {
      name: "Vardas ir pavardė",
      email: "El. paštas",
      mobile: "Mobiliojo telefono numeris",
      licenceNumber: "Vairuotojo pažymėjimo numeris",
      experienceYears: "Patirtis (metais)",
      notes: "Pastabos",
    },
    hints: {
      mobile: "JK numeris, pvz., 07911 123456",
      experienceYears: "Neprivaloma, nuo 0 iki 50",
      notes: "Neprivaloma",
    },
    added: "Vairuotojas sėkmingai pridėtas",
    updated: "Vairuotojo duomenys sėkmingai atnaujinti",
    deactivated: "Vairuotojas {{name}} išjungtas",
    addFailed: "Nepavyko pridėti vairuotojo",
    updateFailed: "Nepavyko atnaujinti vairuotojo duomenų",
    deactivateFailed: "Nepavyko išjungti vairuotojo",
    fetchFailed: "Nepavyko gauti vairuotojų sąrašo",
    errors: {
      nameRequired: "Įveskite vairuotojo vardą ir pavardę",
      emailRequired: "Įveskite vairuotojo el. pašto adresą",
      licenceRequired: "Įveskite vairuotojo pažymėjimo numerį",
      experienceRange: "Įveskite sveiką metų skaičių nuo {{minimum}} iki {{maximum}}",
      notFound: "Šio vairuotojo jūsų sąraše nėra.",
      onJob:
        "Šis vairuotojas paskirtas dar neatliktam darbui {{reference}}: jo negalima išjungti, kol darbas neatliktas ar neatšauktas.",
    },
  },
  vehicles: {
    title: "Mano transporto priemonės",
    add: "Pridėti naują transporto priemonę",
    addTitle: "Nauja transporto priemonė",
    addDescription: "Tipas, kategorija, markė, modelis, valstybinis numeris ir metai privalomi.",
    tableLabel: "Transporto priemonės",
    columns: {
      type: "Tipas",
      category: "Kategorija",
      makeModel: "Markė ir modelis",
      numberPlate: "Valstybinis numeris",
      status: "Būsena",
      branded: "Su įmonės ženklais",
      actions: "Veiksmai",
    },
    status: {
      available: "Laisva",
      onJob: "Darbe {{reference}}",
    },
    yes: "Taip",
    no: "Ne",
    types: {
      goods: "Krovininė",
      passenger: "Keleivinė",
      commercial: "Komercinė",
    },
    categories: {
      "luton-van": "Furgonas su „Luton“ kėbulu",
      "transit-van": "„Transit“ tipo furgonas",
      "small-van": "Mažas furgonas",
      "large-van": "Didelis furgonas",
      truck: "Sunkvežimis",
    },
    choose: "Pasirinkite…",
    fields: {
      type: "Tipas",
      category: "Kategorija",
      make: "Markė",
      model: "Modelis",
      numberPlate: "Valstybinis numeris",
      year: "Metai",
      color: "Spalva",
      description: "Aprašymas",
      branded: "Su įmonės ženklais",
    },
    hints: {
      numberPlate: "JK valstybinis numeris, pvz., AB12 CDE",
      year: "Nuo 1900 iki šių metų",
      optional: "Neprivaloma",
      branded: "Nudažyta arba apklijuota jūsų įmonės pavadinimu ir spalvomis",
    },
    delete: "Ištrinti",
    deleteLabel: "Ištrinti: {{plate}}",
    deleteTitle: "Ištrinti {{plate}}?",
    deleteBody:
      "{{vehicle}} ({{plate}}) bus pašalinta iš jūsų transporto priemonių. Transporto priemonės, paskirtos dar neatliktam darbui, ištrinti negalima.",
    confirmDelete: "Ištrinti transporto priemonę",
    adding: "Transporto priemonė pridedama…",
    deleting: "Trinama…",
    empty: "Transporto priemonių dar nepridėta. Spustelėkite „PRIDĖTI NAUJĄ TRANSPORTO PRIEMONĘ“ ir pradėkite.",
    added: "Transporto priemonė sėkmingai pridėta",
    deleted: "{{plate}} ištrinta",
    addFailed: "Nepavyko pridėti transporto priemonės",
    deleteFailed: "Nepavyko ištrinti transporto priemonės",
    fetchFailed: "Nepavyko gauti transporto priemonių sąrašo",
    errors: {
      typeRequired: "Pasirinkite transporto priemonės tipą",
      categoryRequired: "Pasirinkite transporto priemonės kategoriją",
      makeRequired: "Įveskite markę",
      modelRequired: "Įveskite modelį",
      plateRequired: "Įveskite valstybinį numerį",
      plateInvalid: "Įveskite JK valstybinį numerį, pvz., AB12 CDE",
      yearRequired: "Įveskite pagaminimo metus",
      yearRange: "Įveskite metus nuo {{minimum}} iki {{maximum}}",
      duplicatePlate: "Numeris {{plate}} jau priskirtas vienai iš jūsų transporto priemonių.",
      notFound: "Šios transporto priemonės jūsų sąraše nėra.",
      onJob:
        "Ši transporto priemonė paskirta dar neatliktam darbui {{reference}}: jos negalima ištrinti, kol darbas neatliktas ar neatšauktas.",
    },
  },
  fleet: {
    cancel: "Atšaukti",
    title: "Autoparkas",
    intro: "Jūsų transporto priemonės ir vairuotojai viename puslapyje.",
    vehicles: "Transporto priemonės",
    drivers: "Vairuotojai",
    seeFleet: "Transporto priemones ir vairuotojus rodyti kartu",
    fetchFailed: "Nepavyko gauti jūsų autoparko",
  },
  statistics: {
    title: "Statistika",
    intro:
      "Jūsų užklausos, pasiūlymai ir darbai per pastaruosius 12 mėnesių, kiekvienas įskaitytas tą JK laiko mėnesį, kai įvyko: kvietimai, kai buvo išsiųsti, perėmimai, kai perėmėte, darbai, kai klientas užsakė, o išlaidos, kai buvo nuskaitytos ar grąžintos.",
    totalsTitle: "Pastarieji 12 mėnesių",
    chartTitle: "Pasiūlytos, perimtos ir laimėtos užklausos pagal mėnesius",
    chartSummary: "Tie patys skaičiai pateikti lentelėje žemiau.",
    tableCaption: "Jūsų rodikliai pagal mėnesius",
    columns: {
      month: "Mėnuo",
      offered: "Pasiūlyta užklausų",
      claimed: "Perimta",
      quoted: "Pateikta pasiūlymų",
      won: "Laimėta",
      winRate: "Laimėjimo dalis",
      spend: "Išlaidos",
      spendPerWon: "Išlaidos laimėtam darbui",
    },
    total: "Iš viso",
    notApplicable: "–",
    definitions:
      "Pasiūlytos užklausos yra kvietimai, kuriuos jums atsiuntė mūsų atranka ar komanda; perimtos apima ir užklausas, kurias perėmėte skiltyje „Rasti darbą“. Laimėjimo dalis yra laimėti darbai, padalyti iš tą patį mėnesį perimtų užklausų. Išlaidos yra jūsų perėmimų kaina, atėmus grąžintas sumas.",
    empty: "Per pastaruosius 12 mėnesių užklausų dar nebuvo: skaičiai atsiras čia, kai gausite ir perimsite užklausų.",
    fetchFailed: "Nepavyko įkelti statistikos",
  },
  pricing: {
    title: "Kainodara",
    intro:
      "Visi partneriai moka tą pačią skelbiamą užklausos kainą, kuri priklauso nuo perkraustymo tipo ir apimties. Kiekvienos užklausos kaina rodoma prieš perimant; mokate tik perimdami, o atsisakyti kvietimo nieko nekainuoja.",
    tableCaption: "Užklausų kainos pagal perkraustymo tipą ir apimtį",
    size: "Perkraustymo apimtis",
    moveTypes: { domestic: "Vietinis", commercial: "Komercinis", international: "Tarptautinis" },
    creditsTitle: "Pasikartojantiems klientams pinigai grąžinami",
    credits:
      "Jei perimate kliento užklausą, kai per ankstesnes {{days}} darbo dienų jau perėmėte kitą to paties kliento užklausą (tas pats el. pašto adresas ar telefono numeris), už naują perėmimą pinigai jums grąžinami automatiškai.",
    capsTitle: "Dienos ir savaitės ribos",
    caps: "Riba apriboja, kiek užklausų gaunate ir perimate per pastarąsias 24 valandas ir pastarąsias 7 dienas.",
    capPerDay_one: "Jūsų įmonės dienos riba: {{count}} užklausa.",
    capPerDay_few: "Jūsų įmonės dienos riba: {{count}} užklausos.",
    capPerDay_many: "Jūsų įmonės dienos riba: {{count}} užklausos.",
    capPerDay_other: "Jūsų įmonės dienos riba: {{count}} užklausų.",
    capPerWeek_one: "Jūsų įmonės savaitės riba: {{count}} užklausa.",
    capPerWeek_few: "Jūsų įmonės savaitės riba: {{count}} užklausos.",
    capPerWeek_many: "Jūsų įmonės savaitės riba: {{count}} užklausos.",
    capPerWeek_other: "Jūsų įmonės savaitės riba: {{count}} užklausų.",
    noCaps: "Jūsų įmonė neturi dienos ar savaitės ribos.",
    statisticsLink: "Kiek išleidote, žr. skiltyje „Statistika“",
  },
  preferences: {
    title: "Nuostatos",
    intro: "Pasirinkite, kaip pranešti jums apie užklausas, kurias mūsų atranka siūlo jūsų įmonei.",
    newLeadEmails: "Nauji kvietimai",
    choices: {
      instant: "Laiškas apie kiekvieną naują kvietimą, vos tik jis išsiunčiamas",
      daily_digest: "Vienas laiškas per dieną su ankstesnės dienos kvietimais, kuriuos dar galite perimti",
    },
    hints: {
      instant: "Geriausia norint perimti pirmiems: kiekvienoje užklausoje vietų skaičius ribotas.",
      daily_digest: "Siunčiama kiekvieną rytą nuo {{hour}}:00 JK laiku, kai yra bent vienas atviras kvietimas.",
    },
    save: "Išsaugoti nuostatas",
    saving: "Išsaugoma…",
    saved: "Jūsų nuostatos išsaugotos.",
    errors: { choose: "Pasirinkite, kaip norite sužinoti apie naujus kvietimus" },
    fetchFailed: "Nepavyko įkelti nuostatų",
  },
  team: {
    title: "Komanda",
    intro:
      "Žmonės, kurie naudojasi jūsų įmonės partnerio skydeliu. Darbuotojai gali viską, išskyrus mokėjimus, komandą ir įmonės duomenis, kurie lieka savininkams.",
    tableLabel: "Komandos nariai",
    columns: { name: "Vardas", email: "El. paštas", role: "Vaidmuo", status: "Būsena", actions: "Veiksmai" },
    roles: { owner: "Savininkas", staff: "Darbuotojas" },
    active: "Aktyvus",
    invited: "Kvietimas išsiųstas",
    you: "Jūs",
    add: "Pridėti kolegą",
    addTitle: "Pridėti kolegą",
    addDescription_one:
      "Kolega prisijungs kaip darbuotojas ir gaus laišką su nuoroda slaptažodžiui pasirinkti. Nuoroda veikia vieną kartą ir {{count}} dieną.",
    addDescription_few:
      "Kolega prisijungs kaip darbuotojas ir gaus laišką su nuoroda slaptažodžiui pasirinkti. Nuoroda veikia vieną kartą ir {{count}} dienas.",
    addDescription_many:
      "Kolega prisijungs kaip darbuotojas ir gaus laišką su nuoroda slaptažodžiui pasirinkti. Nuoroda veikia vieną kartą ir {{count}} dienos.",
    addDescription_other:
      "Kolega prisijungs kaip darbuotojas ir gaus laišką su nuoroda slaptažodžiui pasirinkti. Nuoroda veikia vieną kartą ir {{count}} dienų.",
    fields: { name: "Vardas ir pavardė", email: "El. paštas" },
    adding: "Pridedama…",
    added: "{{name}} pridėtas (-a) ir gavo laišką su prisijungimo nuoroda.",
    addFailed: "Nepavyko pridėti kolegos",
    remove: "Pašalinti",
    removeLabel: "Pašalinti {{name}}",
    removeTitle: "Pašalinti {{name}} iš komandos?",
    removeBody: "{{name}} bus iškart atjungtas (-a) ir nebematys jūsų įmonės partnerio skydelio.",
    confirmRemove: "Pašalinti iš komandos",
    removing: "Šalinama…",
    removed: "{{name}} pašalintas (-a) iš komandos.",
    removeFailed: "Nepavyko pašalinti nario",
    errors: {
      nameRequired: "Įveskite kolegos vardą ir pavardę",
      emailRequired: "Įveskite kolegos el. pašto adresą",
      alreadyMember: "Šis žmogus jau yra jūsų komandoje.",
      otherCompany: "Šis el. pašto adresas priklauso kitos įmonės paskyrai.",
      cannotAdd: "Šio el. pašto adreso negalima pridėti prie partnerio komandos.",
      memberNotFound: "Šio žmogaus nėra jūsų komandoje.",
      notYourself: "Negalite pašalinti savęs iš komandos.",
      lastOwner: "Paskutinio įmonės savininko pašalinti negalima.",
    },
    fetchFailed: "Nepavyko įkelti komandos",
  },
  screens: {
    home: {
      label: "Pradžia",
      description: "Jūsų darbų apžvalga: darbai, pasiūlymai ir jums pasiūlytos užklausos.",
    },
    findWork: {
      label: "Ieškoti darbo",
      description:
        "Atviros užklausos jūsų regione, kuriose dar yra laisvų vietų: pavieniai darbai, jums rekomenduojamos užklausos ir grįžtamieji reisai. Kiekvienos užklausos kaina parodoma prieš jums ją perimant.",
    },
    work: {
      label: "Mano darbai",
      description:
        "Darbai, kuriuos klientai užsakė pas jus, sugrupuoti pagal datą, su paieška pagal darbo ID, būsenos filtru ir rikiavimu pagal paėmimo laiką arba kainą.",
    },
    bidding: {
      label: "Pasiūlymai",
      description:
        "Jūsų išsiųsti kainos pasiūlymai, laukiantys kliento sprendimo. Pasiūlymą galite keisti, kol klientas nenusprendė; laimėti ir pralaimėti pasiūlymai iš čia pašalinami.",
    },
    watching: {
      label: "Stebimi",
      description:
        "Užklausos, kurias išsaugojote vėlesniam laikui, kad galėtumėte prie jų grįžti, kol dar yra laisvų vietų.",
    },
    invitations: {
      label: "Kvietimai",
      description:
        "Užklausos, kurias mūsų atranka pasiūlė jūsų įmonei. Pamatę kainą galite užklausą perimti arba nemokamai jos atsisakyti.",
    },
    alerts: {
      label: "Pranešimai",
      description:
        "Pranešimai apie jūsų užklausas ir darbus, pavyzdžiui, kai klientas pakeičia perkraustymo datą arba baigiasi užklausos galiojimas.",
    },
    book: {
      label: "Užsakyti dabar",
      description: "Darbai, kuriuos galite iš karto prisiimti už iš anksto nustatytą kainą, nesiųsdami pasiūlymo.",
    },
    profileEdit: {
      label: "Redaguoti profilį",
      description:
        "Viešas jūsų įmonės profilis: aprašymas, paslaugos, aptarnaujamos vietovės ir kontaktai, kaip juos mato klientai MoveMatch svetainėje.",
    },
    preferences: {
      label: "Nuostatos",
      description:
        "Kokias užklausas norite gauti: perkraustymų tipai, aptarnaujama teritorija, dienos ir savaitės ribos bei mūsų siunčiami el. laiškai.",
    },
    history: {
      label: "Istorija",
      description: "Jūsų ankstesnių užklausų, pasiūlymų ir darbų bei paskyros pakeitimų įrašai.",
    },
    reviews: {
      label: "Atsiliepimai",
      description: "Klientų atsiliepimai apie jūsų įmonę ir jūsų atsakymai į juos.",
    },
    statistics: {
      label: "Statistika",
      description:
        "Kaip jūsų užklausos laikui bėgant virsta pasiūlymais ir darbais: kiek perėmėte, kiek pasiūlėte ir kiek laimėjote.",
    },
    pricing: {
      label: "Kainodara",
      description: "Kiek kainuoja užklausa pagal perkraustymo tipą ir dydį ir kada už užklausą pinigai grąžinami.",
    },
    vehicles: {
      label: "Mano transporto priemonės",
      description:
        "Jūsų furgonai ir sunkvežimiai: tipas, kategorija, markė ir modelis, valstybinis numeris ir būsena, kad galėtumėte juos priskirti darbams.",
    },
    drivers: {
      label: "Mano vairuotojai",
      description: "Jūsų vairuotojai ir jų kontaktai, kad galėtumėte juos priskirti darbams.",
    },
    fleet: {
      label: "Autoparkas",
      description: "Jūsų transporto priemonės ir vairuotojai kartu viename puslapyje.",
    },
    reservations: {
      label: "Rezervacijos",
      description: "Dienos, kurias rezervavote klientų perkraustymams, kiekviena diena atskirai.",
    },
    messages: {
      label: "Žinutės",
      description: "Jūsų pokalbiai su klientais ir MoveMatch komanda apie užklausas ir darbus.",
    },
    routes: {
      label: "Maršrutai",
      description:
        "Jūsų darbai žemėlapyje kiekvienai dienai: planuokite paėmimus ir pristatymus, raskite grįžtamųjų krovinių.",
    },
    payments: {
      label: "Mokėjimai",
      description: "Mokesčiai už užklausas, grąžinimai ir mokėjimai su sąskaita faktūra kiekvienam.",
    },
    support: {
      label: "Pagalba",
      description:
        "Kaip susisiekti su savo paskyros vadybininku ir MoveMatch komanda, ir atsakymai į dažnus klausimus.",
    },
    team: {
      label: "Komanda",
      description: "Žmonės, kurie naudojasi jūsų įmonės partnerio skydeliu: pridėkite kolegą arba pašalinkite narį.",
    },
    contacts: {
      label: "Klientų kontaktai",
      description: "Klientai, kurių kontaktus gavote perėmę jų užklausas, ir užklausa, iš kurios kiekvienas atėjo.",
    },
  },
};
