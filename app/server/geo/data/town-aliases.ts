/**
 * Everyday names of places that GeoNames files under another name, or under a name a smaller
 * place shares ("Newcastle" there is the County Down town): keys are what people type.
 */
export const TOWN_ALIASES: Readonly<Record<string, string>> = {
  "Brighton and Hove": "Brighton",
  Londonderry: "Derry",
  Newcastle: "Newcastle upon Tyne",
  Southend: "Southend-on-Sea",
  Stoke: "Stoke-on-Trent",
};
