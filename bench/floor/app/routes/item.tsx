/** The target of the home page's links, so each `<Link>` resolves to a real route. */
export default function Item() {
  return <p>Item</p>;
}
