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
  /** Maršrutai (/partner/admin/routes): dienos darbai žemėlapyje. */
  routes: {
    title: "Maršrutai",
    intro: "Jūsų darbai, kurių krovinys paimamas tą dieną, pagal paėmimo laiką: žemėlapyje ir sąraše šalia jo.",
    days: "Pasirinkite dieną",
    previous: "Ankstesnė diena",
    next: "Kita diena",
    today: "Šiandien",
    loading: "Įkeliami darbai...",
    count_one: "Šią dieną {{count}} darbas",
    count_few: "Šią dieną {{count}} darbai",
    count_many: "Šią dieną {{count}} darbo",
    count_other: "Šią dieną {{count}} darbų",
    emptyTitle: "Šią dieną darbų nėra",
    empty: "Šią dieną neturite nė vieno darbo. Kitas dienas peržiūrėkite nuorodomis į ankstesnę ir kitą dieną.",
    loadingMap: "Įkeliamas žemėlapis...",
    mapLabel_one: "Dienos darbo žemėlapis",
    mapLabel_few: "Dienos {{count}} darbų žemėlapis",
    mapLabel_many: "Dienos {{count}} darbo žemėlapis",
    mapLabel_other: "Dienos {{count}} darbų žemėlapis",
    listLabel: "Dienos darbai pagal paėmimo laiką",
    pickupLabel: "{{number}}. Paėmimas: {{town}}, {{time}}",
    notOnMap: "Žemėlapyje nerodoma: šio adreso vieta nežinoma",
    noPositions: "Nė vieno šios dienos adreso vieta žemėlapyje nežinoma, todėl rodomas tik sąrašas.",
  },
  /** Pagalba (/partner/admin/support): žinutės MoveMatch komandai. */
  support: {
    title: "Pagalba",
    intro:
      "Rašykite MoveMatch komandai apie savo paskyrą, užklausas, mokesčius ar bet ką kita. Atsakome adresu {{email}} per {{hours}} val., o kiekvienos žinutės būseną matysite žemiau.",
    formTitle: "Nauja žinutė",
    subject: "Tema",
    message: "Žinutė",
    messageHint: "Iki {{max, number}} simbolių.",
    send: "Siųsti žinutę",
    sending: "Siunčiama...",
    sent: "Jūsų žinutė išsiųsta. Ji rodoma žemiau su savo būsena.",
    tooMany: "Per trumpą laiką išsiuntėte kelias žinutes. Prieš siųsdami kitą, palaukite kelias minutes.",
    earlier: "Jūsų žinutės",
    empty: "Dar mums nerašėte.",
    columns: { sent: "Išsiųsta", subject: "Tema", from: "Siuntėjas", status: "Būsena" },
    statuses: { new: "Gauta", in_progress: "Nagrinėjama", resolved: "Išspręsta", closed: "Uždaryta" },
    errors: { subject: "Įveskite temą" },
  },
  /** Žinutės (/partner/admin/messages): laiškai įmonei apie jos užklausas ir darbus. */
  messages: {
    title: "Žinutės",
    intro:
      "Laiškai, kuriuos MoveMatch išsiuntė jūsų įmonei apie jos užklausas ir darbus, naujausi pirmiau. Visą laišką perskaitysite savo pašto dėžutėje.",
    empty: "Apie užklausas ar darbus jums dar nerašėme.",
    columns: { date: "Data", email: "Laiškas", to: "Gavėjas", status: "Būsena" },
    templates: {
      "partner-new-lead": "Nauja užklausa",
      "partner-moving-date-changed": "Pakeista perkraustymo data",
      "partner-request-cancelled": "Užklausa atšaukta",
      "partner-quote-won": "Pasiūlymas priimtas",
      "partner-quote-lost": "Klientas pasirinko kitą įmonę",
    },
    statuses: { pending: "Laukia siuntimo", sending: "Siunčiamas", sent: "Išsiųstas", failed: "Nepristatytas" },
  },
  /** Įspėjimai (/partner/admin/alerts): kas laukia įmonės. */
  alerts: {
    title: "Įspėjimai",
    intro:
      "Perimtos užklausos, kurios laukia jūsų pasiūlymo, ir pasiūlymai, kuriuos klientas dabar mato kaip pateiktus ankstesnei perkraustymo datai. Kiekvienas lieka čia, kol išsiųsite ar pataisysite pasiūlymą arba užklausa bus uždaryta.",
    empty: "Niekas jūsų nelaukia.",
    columns: { move: "Perkraustymas", date: "Perkraustymo data", alert: "Laukiama", since: "Nuo" },
    kinds: {
      notQuoted: "Jūsų pasiūlymo",
      earlierDate: "Pataisyto pasiūlymo: pasikeitė perkraustymo data",
    },
    open: "Atverti užklausą iš {{town}}",
  },
  /** Klientų kontaktai (/partner/admin/contacts): klientai, kurių kontaktus įmonė perėmė. */
  contacts: {
    title: "Klientų kontaktai",
    intro: "Klientai, kurių kontaktus gavote perėmę jų užklausas, naujausi perėmimai pirmiau.",
    empty: "Perėmus užklausą, kliento kontaktai atsiras čia.",
    columns: {
      name: "Vardas",
      email: "El. paštas",
      phone: "Telefonas",
      reference: "Užklausos nr.",
      claimed: "Perimta",
      lead: "Užklausa",
    },
    noPhone: "Nenurodytas",
    open: "Atverti užklausą",
    openLabel: "Atverti {{name}} užklausą ({{reference}})",
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
    contacts: {
      label: "Klientų kontaktai",
      description: "Klientai, kurių kontaktus gavote perėmę jų užklausas, ir užklausa, iš kurios kiekvienas atėjo.",
    },
  },
};
