import { Link, useLoaderData } from "react-router";

const ITEM_COUNT = 100;
const SUMMARY = "A short description of this item, as long as a listing entry's summary.";

/** About 100 items from memory: no database, as the floor measures React Router alone. */
export function loader() {
  return {
    items: Array.from({ length: ITEM_COUNT }, (_, index) => ({
      slug: `item-${index}`,
      title: `Item number ${index}`,
      summary: `${SUMMARY} (${index})`,
      rating: (index % 50) / 10,
    })),
  };
}

export default function Home() {
  const { items } = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>Items</h1>
      <ul>
        {items.map((item) => (
          <li key={item.slug}>
            <h2>
              <Link to={`/items/${item.slug}`}>{item.title}</Link>
            </h2>
            <p>{item.summary}</p>
            <p>Rated {item.rating.toFixed(1)} out of 5</p>
          </li>
        ))}
      </ul>
    </main>
  );
}
