import type { Localized } from "~/content/localized";

/** Where a city is decides the Companies House number prefix of the firms based there. */
export type Nation = "england" | "wales" | "scotland" | "northern-ireland";

/**
 * A city the site lists. Name, region, postcode area, centre, about text and neighbourhoods are
 * reference data, stored on every start; the other fields only shape the demo directory.
 */
export interface CityData {
  name: string;
  /** Short form used in company names ("Newcastle Man and Van"). */
  shortName?: string;
  regionSlug: string;
  nation: Nation;
  /** Outward postcode area of the centre. */
  postcodeArea: string;
  /** Real postcode districts in that area, for company addresses. */
  districts: readonly string[];
  /** Landline formats of the local area code: "#" is any digit, "N" a digit 2-9. */
  phoneFormats: readonly string[];
  lat: number;
  lng: number;
  /** Coastal cities: compass bearings (degrees from north, clockwise) from the centre that stay on land. */
  landBearings?: readonly [number, number];
  /** A short paragraph on moving in the city, in every language the site speaks. */
  about: Localized<string>;
  neighbourhoods: readonly string[];
  /** Demo companies based here; the counts add up to the spec's 395. */
  companyCount: number;
}

/** The landing page's 30 cities, in the order it lists them: reference data, not demo data. */
export const CITIES: readonly CityData[] = [
  {
    name: "London",
    regionSlug: "greater-london",
    nation: "england",
    postcodeArea: "W",
    districts: ["W2", "W3", "W4", "W5", "W6", "W8", "W9", "W10", "W11", "W12", "W13", "W14"],
    phoneFormats: ["020 7N## ####", "020 8N## ####"],
    lat: 51.5074,
    lng: -0.1278,
    about: {
      "en-GB":
        "London removals are planned around parking: most boroughs want a suspension booked well ahead, and mansion blocks rarely have a lift that takes a sofa. Moves across the capital are short in miles but long in hours, so crews usually quote by time. Weekday moves outside the school holidays cost noticeably less.",
      lt: "Persikraustymas Londone planuojamas pagal stovėjimo galimybes: daugumoje rajonų (angl. boroughs) leidimą laikinai užimti stovėjimo vietą (angl. parking suspension) reikia užsisakyti gerokai iš anksto, o senuose daugiabučiuose retai būna liftas, į kurį tilptų sofa. Atstumai sostinėje nedideli, bet kelionė per miestą užtrunka ilgai, todėl komandos kainą dažniausiai skaičiuoja pagal laiką. Darbo dienomis ne mokinių atostogų metu persikraustymas kainuoja pastebimai mažiau.",
    },
    neighbourhoods: ["Camden", "Islington", "Hackney", "Clapham", "Notting Hill", "Greenwich"],
    companyCount: 60,
  },
  {
    name: "Birmingham",
    regionSlug: "west-midlands",
    nation: "england",
    postcodeArea: "B",
    districts: [
      "B5",
      "B6",
      "B7",
      "B8",
      "B9",
      "B11",
      "B12",
      "B13",
      "B14",
      "B15",
      "B17",
      "B18",
      "B20",
      "B24",
      "B28",
      "B29",
    ],
    phoneFormats: ["0121 N## ####"],
    lat: 52.4862,
    lng: -1.8904,
    about: {
      "en-GB":
        "Birmingham mixes Victorian terraces in Moseley and Kings Heath with new apartments along the canals and in the Jewellery Quarter. The Clean Air Zone covers everything inside the A4540 Middleway, so check that your mover's vans are compliant. The M5, M6 and M42 make the city an easy starting point for a move anywhere in the country.",
      lt: "Birminghame Viktorijos laikų sublokuoti namai Moseley ir Kings Heath rajonuose kaitaliojasi su naujais butais prie kanalų ir Jewellery Quarter kvartale. Švaraus oro zona apima viską, kas yra A4540 Middleway žiede, tad pasitikrinkite, ar perkraustytojo furgonai atitinka reikalavimus. Greitkeliai M5, M6 ir M42 leidžia iš čia lengvai persikraustyti į bet kurią šalies vietą.",
    },
    neighbourhoods: ["Edgbaston", "Moseley", "Harborne", "Jewellery Quarter", "Kings Heath", "Digbeth"],
    companyCount: 27,
  },
  {
    name: "Manchester",
    regionSlug: "greater-manchester",
    nation: "england",
    postcodeArea: "M",
    districts: [
      "M1",
      "M3",
      "M4",
      "M8",
      "M9",
      "M11",
      "M12",
      "M13",
      "M14",
      "M15",
      "M16",
      "M19",
      "M20",
      "M21",
      "M22",
      "M40",
    ],
    phoneFormats: ["0161 N## ####"],
    lat: 53.4808,
    lng: -2.2426,
    about: {
      "en-GB":
        "Manchester's rental market turns over fast, with many moves between city-centre flats and family homes in the southern suburbs. Tall Victorian semis in Didsbury and Chorlton often hide narrow staircases, so a pre-move survey pays off. Avoid match days if your route passes the Etihad or Old Trafford.",
      lt: "Manchesterio nuomos rinka juda greitai: daug žmonių kraustosi iš miesto centro butų į šeimos namus pietiniuose priemiesčiuose. Aukštuose Viktorijos laikų dvibučiuose Didsbury ir Chorlton rajonuose dažnai slepiasi siauri laiptai, todėl apžiūra prieš persikraustymą atsiperka. Jei maršrutas eina pro Etihad ar Old Trafford stadioną, venkite rungtynių dienų.",
    },
    neighbourhoods: ["Didsbury", "Chorlton", "Ancoats", "Northern Quarter", "Fallowfield", "Levenshulme"],
    companyCount: 27,
  },
  {
    name: "Leeds",
    regionSlug: "west-yorkshire",
    nation: "england",
    postcodeArea: "LS",
    districts: [
      "LS1",
      "LS2",
      "LS4",
      "LS6",
      "LS7",
      "LS8",
      "LS9",
      "LS10",
      "LS11",
      "LS12",
      "LS13",
      "LS15",
      "LS16",
      "LS17",
    ],
    phoneFormats: ["0113 N## ####"],
    lat: 53.8008,
    lng: -1.5491,
    about: {
      "en-GB":
        "Leeds has a big student population, so late June and early September are the busiest weeks for vans around Headingley and Hyde Park. Back-to-back terraces and steep streets slow loading down, while waterfront apartments usually have a service lift to book in advance. The inner ring road makes cross-city moves quicker than they look on a map.",
      lt: "Leedse daug studentų, todėl birželio pabaigoje ir rugsėjo pradžioje furgonų Headingley ir Hyde Park rajonuose daugiausia. Sublokuoti namai nugaromis vienas į kitą (angl. back-to-back) ir statūs šlaitai lėtina krovimą, o butai prie vandens paprastai turi krovininį liftą, kurį reikia rezervuoti iš anksto. Dėl vidinio žiedinio kelio persikraustymas per visą miestą trunka trumpiau, nei atrodo žemėlapyje.",
    },
    neighbourhoods: ["Headingley", "Chapel Allerton", "Roundhay", "Horsforth", "Kirkstall"],
    companyCount: 19,
  },
  {
    name: "Glasgow",
    regionSlug: "scotland",
    nation: "scotland",
    postcodeArea: "G",
    districts: [
      "G1",
      "G2",
      "G3",
      "G4",
      "G5",
      "G11",
      "G12",
      "G13",
      "G14",
      "G20",
      "G31",
      "G32",
      "G40",
      "G41",
      "G42",
      "G51",
    ],
    phoneFormats: ["0141 N## ####"],
    lat: 55.8642,
    lng: -4.2518,
    about: {
      "en-GB":
        "Glasgow's sandstone tenements are handsome but rarely have lifts, so expect quotes to reflect the flights of stairs. Moves within the West End or the Southside are often only a few miles, and many firms offer half-day rates. Busy streets may need a parking permit from the council, which a good mover will arrange.",
      lt: "Glasgow smiltainio daugiabučiai (angl. tenements) gražūs, bet liftų juose retai būna, tad kainoje atsispindės laiptų aukštai. Persikraustymas West End ar Southside rajonuose dažnai tėra kelios mylios, ir daugelis įmonių siūlo pusės dienos kainą. Judriose gatvėse gali prireikti savivaldybės stovėjimo leidimo – geras perkraustytojas juo pasirūpins.",
    },
    neighbourhoods: ["West End", "Merchant City", "Finnieston", "Shawlands", "Dennistoun", "Partick"],
    companyCount: 19,
  },
  {
    name: "Liverpool",
    regionSlug: "merseyside",
    nation: "england",
    postcodeArea: "L",
    districts: ["L1", "L3", "L4", "L6", "L7", "L8", "L13", "L15", "L17", "L18", "L19", "L25"],
    phoneFormats: ["0151 N## ####"],
    lat: 53.4084,
    lng: -2.9916,
    landBearings: [0, 160],
    about: {
      "en-GB":
        "Liverpool offers everything from Georgian townhouses near the cathedrals to new apartments around the docks. Many terraced streets are narrow, so a smaller van shuttling from a larger lorry is common. The Mersey tunnels charge tolls, which some movers add to quotes for moves to the Wirral.",
      lt: "Liverpulyje rasite visko – nuo georgiškojo stiliaus miesto namų prie katedrų iki naujų butų prie dokų. Daug gatvių su sublokuotais namais siauros, todėl įprasta, kad mažesnis furgonas pervežioja daiktus nuo didesnio sunkvežimio. Už važiavimą Mersey tuneliais imamas mokestis, kurį kai kurie perkraustytojai įtraukia į pasiūlymus persikraustant į Wirral pusiasalį.",
    },
    neighbourhoods: ["Baltic Triangle", "Allerton", "Woolton", "Aigburth", "Wavertree"],
    companyCount: 17,
  },
  {
    name: "Bristol",
    regionSlug: "south-west",
    nation: "england",
    postcodeArea: "BS",
    districts: ["BS1", "BS2", "BS3", "BS4", "BS5", "BS6", "BS7", "BS8", "BS9", "BS10", "BS13", "BS14", "BS16"],
    phoneFormats: ["0117 N## ####"],
    lat: 51.4545,
    lng: -2.5879,
    about: {
      "en-GB":
        "Bristol is hilly, and the steep streets of Clifton, Totterdown and Kingsdown make parking a removal lorry a challenge. The Clean Air Zone in the centre charges older vans, so most local movers run compliant fleets. Demand peaks in summer as students and young families move around the city.",
      lt: "Bristolis kalvotas: stačiose Clifton, Totterdown ir Kingsdown gatvėse pastatyti perkraustymo sunkvežimį nelengva. Centro švaraus oro zonoje senesniems furgonams taikomas mokestis, todėl dauguma vietinių perkraustytojų naudoja reikalavimus atitinkantį transportą. Daugiausia užsakymų būna vasarą, kai kraustosi studentai ir jaunos šeimos.",
    },
    neighbourhoods: ["Clifton", "Redland", "Bedminster", "Southville", "Stokes Croft", "Bishopston"],
    companyCount: 17,
  },
  {
    name: "Sheffield",
    regionSlug: "south-yorkshire",
    nation: "england",
    postcodeArea: "S",
    districts: ["S1", "S2", "S3", "S4", "S5", "S6", "S7", "S8", "S9", "S10", "S11", "S12", "S13"],
    phoneFormats: ["0114 N## ####"],
    lat: 53.3811,
    lng: -1.4701,
    about: {
      "en-GB":
        "Sheffield is built on hills, which means steep driveways and stepped terraces in areas such as Crookes and Walkley. The leafy south-west, around Ecclesall and Nether Edge, is popular with families moving up from city-centre flats. With the Peak District on the doorstep, many moves combine city streets with narrow country lanes.",
      lt: "Sheffieldas pastatytas ant kalvų, tad Crookes ir Walkley rajonuose rasite stačius įvažiavimus ir laiptuotai išdėstytus sublokuotus namus. Žaliuojantys pietvakariai aplink Ecclesall ir Nether Edge mėgstami šeimų, besikraustančių iš miesto centro butų į erdvesnius namus. Kadangi Peak District nacionalinis parkas čia pat, daugelis maršrutų jungia miesto gatves su siaurais kaimo keliukais.",
    },
    neighbourhoods: ["Ecclesall", "Crookes", "Kelham Island", "Walkley", "Hillsborough", "Nether Edge"],
    companyCount: 14,
  },
  {
    name: "Edinburgh",
    regionSlug: "scotland",
    nation: "scotland",
    postcodeArea: "EH",
    districts: ["EH1", "EH2", "EH3", "EH4", "EH5", "EH6", "EH7", "EH8", "EH9", "EH10", "EH11", "EH12", "EH15", "EH16"],
    phoneFormats: ["0131 N## ####"],
    lat: 55.9533,
    lng: -3.1883,
    landBearings: [120, 290],
    about: {
      "en-GB":
        "Edinburgh's New Town flats and Old Town closes are beautiful but tricky, with common stairs, tight turns and controlled parking almost everywhere. Avoid August if you can, when the festivals fill the streets and close roads. Moves out to Leith, Portobello and the suburbs are usually simpler, with more room to park.",
      lt: "Edinburgo New Town butai ir Old Town skersgatviai (angl. closes) gražūs, bet sudėtingi: bendros laiptinės, statūs posūkiai ir beveik visur ribojamas stovėjimas. Jei galite, venkite rugpjūčio, kai festivaliai užpildo gatves ir dalis kelių uždaroma. Persikraustymas į Leith, Portobello ir priemiesčius paprastai lengvesnis – ten daugiau vietos pastatyti transportą.",
    },
    neighbourhoods: ["Leith", "Stockbridge", "Morningside", "Bruntsfield", "Marchmont", "Portobello"],
    companyCount: 16,
  },
  {
    name: "Cardiff",
    regionSlug: "wales",
    nation: "wales",
    postcodeArea: "CF",
    districts: ["CF3", "CF5", "CF10", "CF11", "CF14", "CF23", "CF24"],
    phoneFormats: ["029 20N# ####"],
    lat: 51.4816,
    lng: -3.1791,
    landBearings: [-110, 80],
    about: {
      "en-GB":
        "Cardiff is compact and mostly flat, so local moves are quick, but the terraced streets of Roath, Cathays and Canton leave little room for a lorry. Student turnover makes summer busy around the university. The M4 links the city with Newport, Swansea and Bristol for longer moves.",
      lt: "Kardifas kompaktiškas ir beveik lygus, todėl persikraustymas mieste vyksta greitai, tačiau Roath, Cathays ir Canton gatvėse tarp sublokuotų namų sunkvežimiui vietos mažai. Vasarą dėl besikeičiančių studentų nuomininkų prie universiteto darbo daug. Greitkelis M4 jungia miestą su Newportu, Swansea ir Bristoliu, jei kraustotės toliau.",
    },
    neighbourhoods: ["Canton", "Roath", "Pontcanna", "Cathays", "Llandaff", "Cardiff Bay"],
    companyCount: 12,
  },
  {
    name: "Leicester",
    regionSlug: "east-midlands",
    nation: "england",
    postcodeArea: "LE",
    districts: ["LE1", "LE2", "LE3", "LE4", "LE5"],
    phoneFormats: ["0116 N## ####"],
    lat: 52.6369,
    lng: -1.1398,
    about: {
      "en-GB":
        "Leicester offers good-value family homes, from Victorian terraces around Clarendon Park to larger semis in Knighton and Stoneygate. The ring road keeps cross-town moves simple, and the M1 and M69 make relocations to London or Birmingham easy. Two universities keep the rental market busy in late summer.",
      lt: "Leicesteryje šeimos namai už gerą kainą – nuo Viktorijos laikų sublokuotų namų prie Clarendon Park iki erdvesnių dvibučių Knighton ir Stoneygate rajonuose. Žiedinis kelias palengvina persikraustymą per miestą, o M1 ir M69 greitkeliais patogu kraustytis į Londoną ar Birminghamą. Dėl dviejų universitetų nuomos rinka vasaros pabaigoje ypač judri.",
    },
    neighbourhoods: ["Clarendon Park", "Stoneygate", "Knighton", "Aylestone", "Evington"],
    companyCount: 11,
  },
  {
    name: "Nottingham",
    regionSlug: "east-midlands",
    nation: "england",
    postcodeArea: "NG",
    districts: ["NG1", "NG2", "NG3", "NG5", "NG7", "NG8", "NG9"],
    phoneFormats: ["0115 N## ####"],
    lat: 52.9548,
    lng: -1.1581,
    about: {
      "en-GB":
        "Nottingham pairs a lively centre with quiet suburbs such as West Bridgford, Sherwood and Mapperley. Tram lines and bus lanes make central streets busy, so early loading slots are worth booking. Two universities keep the rental market moving from June to September.",
      lt: "Nottinghame gyvas centras dera su ramiais priemiesčiais, tokiais kaip West Bridgford, Sherwood ir Mapperley. Dėl tramvajaus linijų ir autobusų juostų centro gatvės judrios, tad verta užsisakyti ankstyvą krovimo laiką. Dviejų universitetų dėka nuomos rinka juda nuo birželio iki rugsėjo.",
    },
    neighbourhoods: ["West Bridgford", "Sherwood", "Beeston", "The Park", "Mapperley", "Hockley"],
    companyCount: 12,
  },
  {
    name: "Newcastle upon Tyne",
    shortName: "Newcastle",
    regionSlug: "tyne-and-wear",
    nation: "england",
    postcodeArea: "NE",
    districts: ["NE1", "NE2", "NE3", "NE4", "NE5", "NE6", "NE7", "NE15"],
    phoneFormats: ["0191 N## ####"],
    lat: 54.9783,
    lng: -1.6178,
    about: {
      "en-GB":
        "Newcastle's Tyneside flats, with separate front doors for the upstairs and downstairs homes, are a local speciality and can make stair carries longer than expected. Jesmond, Heaton and Gosforth are popular with families and students alike. The A1 and A19 give quick access to the rest of the North East and to Scotland.",
      lt: "Newcastle vietinė ypatybė – vadinamieji Tyneside butai, kuriuose viršutinio ir apatinio aukšto būstai turi atskiras lauko duris, todėl nešti laiptais gali tekti ilgiau, nei tikitės. Jesmond, Heaton ir Gosforth mėgsta ir šeimos, ir studentai. Keliais A1 ir A19 greitai pasieksite likusią šiaurės rytų Angliją ir Škotiją.",
    },
    neighbourhoods: ["Jesmond", "Heaton", "Gosforth", "Ouseburn", "Fenham"],
    companyCount: 13,
  },
  {
    name: "Brighton",
    regionSlug: "south-east",
    nation: "england",
    postcodeArea: "BN",
    districts: ["BN1", "BN2", "BN3"],
    phoneFormats: ["01273 N#####"],
    lat: 50.8225,
    lng: -0.1372,
    landBearings: [-65, 65],
    about: {
      "en-GB":
        "Brighton and Hove is full of Regency townhouses and converted flats with narrow stairs, basement steps and strict parking zones. Most removals need a parking suspension from the council, so book it well before moving day. Movers from London keep local firms busy all year round.",
      lt: "Brightone ir Hove gausu regentystės laikų miesto namų ir į butus perdarytų pastatų su siaurais laiptais, laipteliais į pusrūsį ir griežtomis stovėjimo zonomis. Daugumai perkraustymų reikia savivaldybės leidimo laikinai užimti stovėjimo vietą, tad užsisakykite jį gerokai iš anksto. Dėl iš Londono atsikraustančiųjų vietinės įmonės užimtos visus metus.",
    },
    neighbourhoods: ["Kemptown", "Hove", "Preston Park", "The Lanes", "Hanover", "Rottingdean"],
    companyCount: 11,
  },
  {
    name: "Southampton",
    regionSlug: "south-east",
    nation: "england",
    postcodeArea: "SO",
    districts: ["SO14", "SO15", "SO16", "SO17", "SO18", "SO19"],
    phoneFormats: ["023 80N# ####"],
    lat: 50.9097,
    lng: -1.4044,
    landBearings: [-60, 80],
    about: {
      "en-GB":
        "Southampton combines a busy port with quiet residential areas such as Portswood, Shirley and Bassett. The M3 and M27 keep most moves quick, though traffic around the docks builds up on cruise days. Student lets around Highfield change hands every summer.",
      lt: "Southamptone judrus uostas dera su ramiais gyvenamaisiais rajonais – Portswood, Shirley ir Bassett. Greitkeliai M3 ir M27 leidžia daugumą persikraustymų atlikti greitai, nors kruizinių laivų dienomis prie dokų susidaro spūstys. Prie Highfield nuomojami studentų būstai keičia gyventojus kiekvieną vasarą.",
    },
    neighbourhoods: ["Portswood", "Shirley", "Bitterne", "Ocean Village", "Highfield", "Bassett"],
    companyCount: 10,
  },
  {
    name: "Plymouth",
    regionSlug: "south-west",
    nation: "england",
    postcodeArea: "PL",
    districts: ["PL1", "PL2", "PL3", "PL4", "PL5", "PL6", "PL7", "PL9"],
    phoneFormats: ["01752 N#####"],
    lat: 50.3755,
    lng: -4.1427,
    landBearings: [-45, 70],
    about: {
      "en-GB":
        "Plymouth's waterfront and hilly streets make for scenic but sometimes awkward moves, especially around the Barbican and Mutley. Many homes are terraced with little parking, so smaller vans often handle the last stretch. The A38 is the main route in and out of the city.",
      lt: "Plymutho pakrantė ir kalvotos gatvės vaizdingos, bet persikraustyti jose kartais nepatogu, ypač Barbican ir Mutley rajonuose. Daug namų sublokuoti, stovėjimo vietų mažai, todėl paskutinę kelio atkarpą dažnai įveikia mažesni furgonai. Kelias A38 – pagrindinis maršrutas į miestą ir iš jo.",
    },
    neighbourhoods: ["The Barbican", "Mutley", "Plymstock", "Mannamead", "Devonport"],
    companyCount: 8,
  },
  {
    name: "Reading",
    regionSlug: "south-east",
    nation: "england",
    postcodeArea: "RG",
    districts: ["RG1", "RG2", "RG4", "RG5", "RG6", "RG30", "RG31"],
    phoneFormats: ["0118 N## ####"],
    lat: 51.4543,
    lng: -0.9781,
    about: {
      "en-GB":
        "Reading is a favourite with London commuters, with fast trains and homes ranging from Victorian terraces to new-build estates. Caversham and Earley are popular with families, and the town centre has plenty of new flats. The M4 and A33 make it easy to reach from London and the west.",
      lt: "Readingą pamėgo į Londoną važinėjantys dirbti: čia greiti traukiniai, o būstų yra įvairių – nuo Viktorijos laikų sublokuotų namų iki naujų kvartalų. Caversham ir Earley patinka šeimoms, o miesto centre daug naujų butų. Greitkeliu M4 ir keliu A33 čia lengva atvykti iš Londono ir vakarų.",
    },
    neighbourhoods: ["Caversham", "Earley", "Tilehurst", "Whitley", "Katesgrove"],
    companyCount: 9,
  },
  {
    name: "Oxford",
    regionSlug: "south-east",
    nation: "england",
    postcodeArea: "OX",
    districts: ["OX1", "OX2", "OX3", "OX4"],
    phoneFormats: ["01865 N#####"],
    lat: 51.752,
    lng: -1.2577,
    about: {
      "en-GB":
        "Oxford's historic centre has narrow streets, bus gates and very little parking, so moves in Jericho or near the colleges need careful planning. A Zero Emission Zone covers part of the centre, so ask your mover how they will get access. Summertown and Headington are popular with families.",
      lt: "Oksfordo istoriniame centre siauros gatvės, tik autobusams skirti įvažiavimai (angl. bus gates) ir labai mažai stovėjimo vietų, todėl persikraustymą Jericho rajone ar prie koledžų reikia kruopščiai suplanuoti. Dalis centro patenka į nulinės taršos zoną, tad paklauskite perkraustytojo, kaip jis ten pateks. Summertown ir Headington mėgsta šeimos.",
    },
    neighbourhoods: ["Jericho", "Summertown", "Headington", "Cowley", "Iffley"],
    companyCount: 7,
  },
  {
    name: "Cambridge",
    regionSlug: "east-of-england",
    nation: "england",
    postcodeArea: "CB",
    districts: ["CB1", "CB2", "CB3", "CB4", "CB5"],
    phoneFormats: ["01223 N#####"],
    lat: 52.2053,
    lng: 0.1218,
    about: {
      "en-GB":
        "Cambridge has a busy rental market driven by the university and the science parks on the edge of the city. Central streets are narrow and bus gates restrict access, so local knowledge matters. Mill Road, Chesterton and Trumpington are popular with families and professionals.",
      lt: "Kembridžo nuomos rinką judina universitetas ir mokslo parkai miesto pakraštyje. Centro gatvės siauros, o tik autobusams skirti įvažiavimai riboja patekimą, tad vietos žinojimas labai praverčia. Mill Road, Chesterton ir Trumpington populiarūs tarp šeimų ir specialistų.",
    },
    neighbourhoods: ["Mill Road", "Chesterton", "Newnham", "Trumpington", "Cherry Hinton"],
    companyCount: 7,
  },
  {
    name: "Belfast",
    regionSlug: "northern-ireland",
    nation: "northern-ireland",
    postcodeArea: "BT",
    districts: ["BT1", "BT2", "BT4", "BT5", "BT6", "BT7", "BT9", "BT12", "BT14", "BT15"],
    phoneFormats: ["028 90N# ####"],
    lat: 54.5973,
    lng: -5.9301,
    landBearings: [80, 370],
    about: {
      "en-GB":
        "Belfast is compact, and most moves within the city take only a few hours. Red-brick terraces off the Lisburn Road and the Ormeau Road are popular, while the Titanic Quarter offers new apartments. Moves to Great Britain travel on the ferries to Cairnryan or Birkenhead, which a good mover books in advance.",
      lt: "Belfastas kompaktiškas, tad dauguma persikraustymų mieste trunka vos kelias valandas. Raudonų plytų sublokuoti namai prie Lisburn Road ir Ormeau Road populiarūs, o Titanic Quarter siūlo naujus butus. Į Didžiąją Britaniją kraustomasi keltais į Cairnryan ar Birkenhead – geras perkraustytojas juos užsako iš anksto.",
    },
    neighbourhoods: ["Lisburn Road", "Stranmillis", "Ormeau", "Titanic Quarter", "Cathedral Quarter"],
    companyCount: 10,
  },
  {
    name: "Aberdeen",
    regionSlug: "scotland",
    nation: "scotland",
    postcodeArea: "AB",
    districts: ["AB10", "AB11", "AB12", "AB15", "AB16", "AB24", "AB25"],
    phoneFormats: ["01224 N#####"],
    lat: 57.1497,
    lng: -2.0943,
    landBearings: [190, 355],
    about: {
      "en-GB":
        "Aberdeen's granite houses are solid and roomy, though older tenement flats in Rosemount and the West End can have steep common stairs. The energy industry means people often relocate at short notice, so flexible movers and storage are in demand. The western bypass has made moves across the city much faster.",
      lt: "Aberdyno granito namai tvirti ir erdvūs, nors senuose Rosemount ir West End daugiabučiuose bendri laiptai gali būti statūs. Energetikos sektoriuje žmonėms dažnai tenka persikelti skubiai, tad lankstūs perkraustytojai ir sandėliavimas čia paklausūs. Vakarinis aplinkkelis gerokai pagreitino persikraustymą per miestą.",
    },
    neighbourhoods: ["Old Aberdeen", "Rosemount", "Ferryhill", "Cults", "Torry"],
    companyCount: 6,
  },
  {
    name: "York",
    regionSlug: "north-yorkshire",
    nation: "england",
    postcodeArea: "YO",
    districts: ["YO1", "YO10", "YO23", "YO24", "YO26", "YO30", "YO31"],
    phoneFormats: ["01904 N#####"],
    lat: 53.96,
    lng: -1.0873,
    about: {
      "en-GB":
        "York's medieval centre is closed to most traffic for much of the day, so moves inside the city walls need careful timing. Outside the walls, Clifton, Fulford and Acomb offer more space and easier access. The A64 links the city to Leeds and the coast.",
      lt: "Yorko viduramžių centre didžiąją dienos dalį eismas daugumai transporto uždraustas, todėl persikraustymą miesto sienų viduje reikia gerai suderinti laiku. Už sienų Clifton, Fulford ir Acomb rajonuose daugiau erdvės ir patogesnis priėjimas. Kelias A64 jungia miestą su Leedsu ir pajūriu.",
    },
    neighbourhoods: ["Clifton", "Fulford", "Heworth", "Acomb", "Bishopthorpe", "South Bank"],
    companyCount: 6,
  },
  {
    name: "Coventry",
    regionSlug: "west-midlands",
    nation: "england",
    postcodeArea: "CV",
    districts: ["CV1", "CV2", "CV3", "CV4", "CV5", "CV6"],
    phoneFormats: ["024 76N# ####"],
    lat: 52.4068,
    lng: -1.5197,
    about: {
      "en-GB":
        "Coventry has affordable homes, two universities and quick links to Birmingham and London via the M6, M40 and M69. Earlsdon and Cheylesmore are popular with families, while the centre has many new student flats. The compact ring road makes cross-city moves easy.",
      lt: "Koventryje būstai įperkami, yra du universitetai, o greitkeliais M6, M40 ir M69 greitai pasieksite Birminghamą ir Londoną. Earlsdon ir Cheylesmore mėgsta šeimos, o centre daug naujų studentų butų. Dėl kompaktiško žiedinio kelio persikraustyti per miestą paprasta.",
    },
    neighbourhoods: ["Earlsdon", "Stoke Park", "Cheylesmore", "Radford", "Tile Hill"],
    companyCount: 9,
  },
  {
    name: "Bradford",
    regionSlug: "west-yorkshire",
    nation: "england",
    postcodeArea: "BD",
    districts: ["BD1", "BD2", "BD3", "BD4", "BD5", "BD6", "BD7", "BD8", "BD9", "BD10"],
    phoneFormats: ["01274 N#####"],
    lat: 53.796,
    lng: -1.7594,
    about: {
      "en-GB":
        "Bradford has some of the best-value homes in West Yorkshire, from stone-built terraces to larger houses around Heaton. Saltaire, a World Heritage mill village, is a sought-after spot just up the valley. Hills and narrow terraced streets mean smaller vans often come in handy.",
      lt: "Bradforde – vieni geriausių kainos ir kokybės santykio būstų Vakarų Jorkšyre: nuo akmeninių sublokuotų namų iki erdvesnių namų aplink Heaton. Vos kiek aukščiau slėnyje esantis Saltaire – į UNESCO pasaulio paveldo sąrašą įtrauktas fabrikų kaimelis – labai geidžiama vieta. Dėl kalvų ir siaurų gatvių dažnai praverčia mažesni furgonai.",
    },
    neighbourhoods: ["Saltaire", "Heaton", "Little Germany", "Idle", "Shipley"],
    companyCount: 9,
  },
  {
    name: "Derby",
    regionSlug: "east-midlands",
    nation: "england",
    postcodeArea: "DE",
    districts: ["DE1", "DE3", "DE21", "DE22", "DE23", "DE24"],
    phoneFormats: ["01332 N#####"],
    lat: 52.9225,
    lng: -1.4746,
    about: {
      "en-GB":
        "Derby is friendly and affordable, with good links to Nottingham, Birmingham and the Peak District. Darley Abbey, Allestree and Littleover are popular residential areas. Most local moves are straightforward, with plenty of parking outside the centre.",
      lt: "Derbis draugiškas ir įperkamas, su gerais keliais į Nottinghamą, Birminghamą ir Peak District. Darley Abbey, Allestree ir Littleover – populiarūs gyvenamieji rajonai. Dauguma persikraustymų mieste nesudėtingi, už centro stovėjimo vietų pakanka.",
    },
    neighbourhoods: ["Darley Abbey", "Allestree", "Littleover", "Mickleover", "Chaddesden"],
    companyCount: 6,
  },
  {
    name: "Norwich",
    regionSlug: "east-of-england",
    nation: "england",
    postcodeArea: "NR",
    districts: ["NR1", "NR2", "NR3", "NR4", "NR5", "NR6", "NR7"],
    phoneFormats: ["01603 N#####"],
    lat: 52.6309,
    lng: 1.2974,
    about: {
      "en-GB":
        "Norwich has a medieval centre of narrow lanes, while the Victorian terraces of the Golden Triangle are popular with young professionals. Parking near the centre is tight, so plan the loading spot ahead. The A11 links the city to Cambridge and London.",
      lt: "Norwicho viduramžių centras – tai siaurų gatvelių raizginys, o Viktorijos laikų sublokuoti namai vadinamajame Golden Triangle rajone populiarūs tarp jaunų specialistų. Prie centro pastatyti transportą sunku, tad krovimo vietą suplanuokite iš anksto. Kelias A11 jungia miestą su Kembridžu ir Londonu.",
    },
    neighbourhoods: ["Golden Triangle", "Eaton", "Thorpe St Andrew", "Hellesdon", "Norwich Lanes"],
    companyCount: 6,
  },
  {
    name: "Portsmouth",
    regionSlug: "south-east",
    nation: "england",
    postcodeArea: "PO",
    districts: ["PO1", "PO2", "PO3", "PO4", "PO5", "PO6"],
    phoneFormats: ["023 92N# ####"],
    lat: 50.8198,
    lng: -1.088,
    landBearings: [-10, 25],
    about: {
      "en-GB":
        "Portsmouth is a densely built island city, and the terraced streets of Southsea and Fratton have very little parking. Ask your mover about parking suspensions and smaller vans for tight roads. The M27 and A3 connect the city to Southampton and London.",
      lt: "Portsmutas – tankiai užstatytas miestas saloje, o Southsea ir Fratton gatvėse tarp sublokuotų namų stovėjimo vietų labai mažai. Paklauskite perkraustytojo apie leidimą laikinai užimti stovėjimo vietą ir mažesnius furgonus siauroms gatvėms. Greitkelis M27 ir kelias A3 jungia miestą su Southamptonu ir Londonu.",
    },
    neighbourhoods: ["Southsea", "Old Portsmouth", "Fratton", "Cosham", "Gunwharf Quays"],
    companyCount: 8,
  },
  {
    name: "Swansea",
    regionSlug: "wales",
    nation: "wales",
    postcodeArea: "SA",
    districts: ["SA1", "SA2", "SA3", "SA4", "SA5", "SA6", "SA7"],
    phoneFormats: ["01792 N#####"],
    lat: 51.6214,
    lng: -3.9436,
    landBearings: [-100, 60],
    about: {
      "en-GB":
        "Swansea curves around a wide bay, from the Maritime Quarter out to Mumbles and the Gower. Many streets in Uplands and Sketty are steep, so experienced local crews are worth having. The M4 links the city with Cardiff and Bristol.",
      lt: "Swansea išsidėsčiusi aplink plačią įlanką – nuo Maritime Quarter iki Mumbles ir Gower pusiasalio. Daug Uplands ir Sketty gatvių stačios, todėl verta rinktis patyrusias vietines komandas. Greitkelis M4 jungia miestą su Kardifu ir Bristoliu.",
    },
    neighbourhoods: ["Mumbles", "Uplands", "Sketty", "Maritime Quarter", "Killay"],
    companyCount: 6,
  },
  {
    name: "Stoke-on-Trent",
    shortName: "Stoke",
    regionSlug: "staffordshire",
    nation: "england",
    postcodeArea: "ST",
    districts: ["ST1", "ST2", "ST3", "ST4", "ST6"],
    phoneFormats: ["01782 N#####"],
    lat: 53.0027,
    lng: -2.1794,
    about: {
      "en-GB":
        "Stoke-on-Trent is six towns in one, so a local move can still cross several miles of busy roads. Homes are among the most affordable in England, from terraced houses to larger family homes in the suburbs. The A500 and the M6 give quick access to Manchester and Birmingham.",
      lt: "Stoke-on-Trent – tai šeši miesteliai viename, tad net persikraustant vietoje gali tekti įveikti kelias mylias judriais keliais. Būstai čia vieni įperkamiausių Anglijoje – nuo sublokuotų namų iki erdvesnių šeimos namų priemiesčiuose. Kelias A500 ir greitkelis M6 leidžia greitai pasiekti Manchesterį ir Birminghamą.",
    },
    neighbourhoods: ["Hanley", "Burslem", "Longton", "Tunstall", "Fenton", "Stoke"],
    companyCount: 6,
  },
  {
    name: "Milton Keynes",
    regionSlug: "buckinghamshire",
    nation: "england",
    postcodeArea: "MK",
    districts: ["MK1", "MK2", "MK3", "MK4", "MK5", "MK6", "MK8", "MK9", "MK10", "MK13", "MK14"],
    phoneFormats: ["01908 N#####"],
    lat: 52.0406,
    lng: -0.7594,
    about: {
      "en-GB":
        "Milton Keynes is known for its grid roads, roundabouts and generous parking, which make it one of the easier places in the UK to move. Most homes are modern, with wide driveways and good access for a lorry. Commuters value the fast trains to London Euston.",
      lt: "Milton Keynes garsėja stačiakampiu kelių tinklu, žiedinėmis sankryžomis ir gausiomis stovėjimo vietomis, todėl tai viena lengviausių vietų JK persikraustyti. Dauguma namų modernūs, su plačiais įvažiavimais ir patogiu priėjimu sunkvežimiui. Į darbą važinėjantys vertina greitus traukinius į Londono Euston stotį.",
    },
    neighbourhoods: ["Wolverton", "Bletchley", "Newport Pagnell", "Willen", "Stony Stratford"],
    companyCount: 7,
  },
];
