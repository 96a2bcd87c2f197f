import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Container } from "~/components/content/container";
import { CtaBand } from "~/components/content/cta-band";
import { PageHero } from "~/components/content/page-hero";
import { formatArticleDate, listArticles, readingMinutes } from "~/content/articles";
import { SITE_NAME } from "~/lib/constants";
import type { HydrationHandle } from "~/lib/hydration";
import { baseUrlFrom, buildMeta } from "~/lib/seo";
import type { Route } from "./+types/blog";

export const handle = { hydrate: false } satisfies HydrationHandle;

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta({
    title: "Moving blog: practical advice for moving house in the UK",
    description: `Practical articles from the ${SITE_NAME} team on moving costs, comparing removal quotes, completion day, packing and who to tell when you move house.`,
    path: "/blog",
    baseUrl: baseUrlFrom(matches),
  });

export function loader() {
  return {
    articles: listArticles().map((article) => ({
      slug: article.slug,
      title: article.title,
      description: article.description,
      datePublished: article.datePublished,
      minutes: readingMinutes(article),
    })),
  };
}

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { articles } = loaderData;
  return (
    <>
      <PageHero
        eyebrow="Blog"
        title="Moving advice"
        intro={
          <p>
            Practical, UK-specific advice for planning a move: what it costs, how to choose a removal company and how to
            make the day itself go smoothly.
          </p>
        }
      />
      <Container className="py-12 sm:py-16">
        <h2 className="sr-only">Articles</h2>
        <ul className="grid gap-6 md:grid-cols-2">
          {articles.map((article) => (
            <li key={article.slug}>
              <article className="group relative flex h-full flex-col rounded-card border border-border bg-white p-6 shadow-card transition-colors hover:border-brand-300 has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring has-[a:focus-visible]:ring-offset-2">
                <p className="text-muted-foreground text-sm">
                  <time dateTime={article.datePublished}>{formatArticleDate(article.datePublished)}</time>
                  <span aria-hidden="true"> · </span>
                  <span>{article.minutes} min read</span>
                </p>
                <h3 className="mt-2 text-balance font-semibold text-brand-950 text-xl">
                  <Link
                    to={`/blog/${article.slug}`}
                    className="after:absolute after:inset-0 after:rounded-card focus-visible:outline-none"
                  >
                    {article.title}
                  </Link>
                </h3>
                <p className="mt-3 flex-1 text-muted-foreground leading-relaxed">{article.description}</p>
                <span
                  aria-hidden="true"
                  className="mt-4 inline-flex items-center gap-1 font-medium text-brand-700 text-sm"
                >
                  Read article <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
                </span>
              </article>
            </li>
          ))}
        </ul>
      </Container>
      <CtaBand secondary={{ to: "/moving-guides", label: "Moving guides" }} />
    </>
  );
}
