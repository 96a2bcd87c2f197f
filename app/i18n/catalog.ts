/** A translation of catalogue T: the same keys, any strings. */
export type Catalog<T> = { [K in keyof T]: T[K] extends string ? string : Catalog<T[K]> };
