import type { i18n as I18n, Namespace, TFunction } from "i18next";

/** What i18next's translator found for a key: the resource, and in which language. */
type Resolved = { res?: unknown; usedLng?: string };
/** i18next's translator, whose `resolve` is the lookup `t` makes before interpolating. */
type WithTranslator = { translator?: { resolve(key: string, options: object): Resolved | undefined } };
type I18nextT = (key: unknown, options?: unknown, ...rest: unknown[]) => unknown;

/** Per instance, per namespace (or list of them): its `t`, made once and shared by every caller. */
const fixedTs = new WeakMap<I18n, Map<string, TFunction>>();

/**
 * The instance's `t` in its own language for these namespaces: i18next's `getFixedT`, with its
 * results for every call, but a key asked for without options whose text in the instance's
 * language is plain (no interpolation, no nesting) costs a Map lookup after its first call
 * instead of i18next's copies of the options and its lookup (about 7% of an uncached render);
 * so does a key asked for again with the same values (a count, a name), its text found in the
 * instance's language.
 * Safe to share because an instance never changes language and its catalogues are only added
 * to (i18nFor); a key found in the instance's own language stays found there.
 */
export function fixedT<const N extends Namespace>(i18n: I18n, namespaces: N): TFunction<N> {
  let byNamespaces = fixedTs.get(i18n);
  if (!byNamespaces) {
    byNamespaces = new Map();
    fixedTs.set(i18n, byNamespaces);
  }
  const cacheKey = typeof namespaces === "string" ? namespaces : namespaces.join(",");
  let t = byNamespaces.get(cacheKey);
  if (!t) {
    t = withPlainLookups(i18n, namespaces, i18n.getFixedT(i18n.language, namespaces) as TFunction);
    byNamespaces.set(cacheKey, t);
  }
  return t as TFunction<N>;
}

function withPlainLookups(i18n: I18n, namespaces: Namespace, i18nextT: TFunction): TFunction {
  const translator = (i18n as I18n & WithTranslator).translator;
  if (!translator || i18n.options.postProcess || i18n.services.i18nFormat) return i18nextT;
  const language = i18n.language;
  const { prefix = "{{", nestingPrefix = "$t(" } = i18n.options.interpolation ?? {};
  const slowT = i18nextT as unknown as I18nextT;
  /** Keys whose text, asked for without options, is a plain string in the instance's language. */
  const plain = new Map<string, string>();
  /** Texts asked for with values, by key and values (answerKey). Bounded: emptied when full. */
  const answered = new Map<string, string>();

  /**
   * Whether the text `t(key)` gave is final: i18next's own lookup (the one `t` made, with the
   * same options) found it as it is, in the instance's language rather than a fallback, with
   * nothing to interpolate or nest, and every namespace it may come from is loaded (a browser
   * downloads them, and a namespace downloaded later could hold the key first).
   */
  function isFinal(key: string, text: unknown): text is string {
    if (typeof text !== "string" || text.includes(prefix) || text.includes(nestingPrefix)) return false;
    const resolved = translator?.resolve(key, { lng: language, ns: namespaces });
    return (
      resolved?.res === text &&
      resolved.usedLng === language &&
      (typeof namespaces === "string" ? [namespaces] : namespaces).every((namespace) =>
        i18n.hasLoadedNamespace(namespace),
      )
    );
  }

  function translateFast(key: unknown, options?: unknown, ...rest: unknown[]): unknown {
    if (rest.length > 0 || typeof key !== "string") return slowT(key, options, ...rest);
    if (options === undefined) {
      const known = plain.get(key);
      if (known !== undefined) return known;
      const text = slowT(key);
      if (isFinal(key, text)) plain.set(key, text);
      return text;
    }
    const asked = answerKey(key, options);
    if (asked === undefined) return slowT(key, options);
    const known = answered.get(asked);
    if (known !== undefined) return known;
    const text = slowT(key, options);
    if (isFoundHere(key, options as object, text)) {
      if (answered.size >= ANSWERS_KEPT) answered.clear();
      answered.set(asked, text);
    }
    return text;
  }

  /**
   * Whether a text asked for with values (a count, a name…) came from the instance's own
   * language, every namespace it may come from loaded: then the same key and values give the
   * same text every time (plural rules and interpolation depend on nothing else).
   */
  function isFoundHere(key: string, options: object, text: unknown): text is string {
    if (typeof text !== "string") return false;
    const resolved = translator?.resolve(key, { ...options, lng: language, ns: namespaces });
    return (
      typeof resolved?.res === "string" &&
      resolved.usedLng === language &&
      (typeof namespaces === "string" ? [namespaces] : namespaces).every((namespace) =>
        i18n.hasLoadedNamespace(namespace),
      )
    );
  }

  // What i18next's fixed `t` carries (react-i18next's <Trans> reads `t.ns`).
  const { lng, lngs, ns, keyPrefix } = i18nextT as unknown as Record<string, unknown>;
  return Object.assign(translateFast, { lng, lngs, ns, keyPrefix }) as unknown as TFunction;
}

const ANSWERS_KEPT = 5_000;

/**
 * Options that change where or how a text is looked up, or what `t` returns, rather than the
 * values put into it: a call with any of them is always i18next's.
 */
const LOOKUP_OPTIONS = new Set([
  "lng",
  "lngs",
  "fallbackLng",
  "ns",
  "keyPrefix",
  "defaultValue",
  "returnObjects",
  "returnDetails",
  "joinArrays",
  "postProcess",
  "interpolation",
  "replace",
  "skipInterpolation",
  "nsSeparator",
  "keySeparator",
]);

/** The key and its values as one string, or undefined when a value is not a string, number or boolean. */
function answerKey(key: string, options: unknown): string | undefined {
  if (typeof options !== "object" || options === null) return undefined;
  const values = Object.entries(options);
  for (const [name, value] of values) {
    if (LOOKUP_OPTIONS.has(name) || name.startsWith("defaultValue")) return undefined;
    const type = typeof value;
    if (type !== "string" && type !== "number" && type !== "boolean") return undefined;
  }
  return JSON.stringify([key, values]);
}
