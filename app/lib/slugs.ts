/** A slug as the site writes them ("newcastle-upon-tyne", "swift-removals-3f2a1c"). */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Whether a value from an address can be a slug: anything else is never looked up. */
export function isSlug(value: string): boolean {
  return value.length <= 200 && SLUG.test(value);
}
