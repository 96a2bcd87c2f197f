import { ArrowRight } from "lucide-react";
import { href } from "react-router";
import { Container } from "~/components/content/container";
import { CtaBand } from "~/components/content/cta-band";
import { PageHero } from "~/components/content/page-hero";
import { LocalizedLink as Link } from "~/components/layout/localized-link";
import { articlePath, listArticles, readingMinutes } from "~/content/articles";
import { copyFor, useLocalized, usePageLocale } from "~/content/localized";
import { blogCopy } from "~/content/pages/blog";
import { formatDate } from "~/lib/format";
import type { HydrationHandle } from "~/lib/hydration";
import { buildMeta } from "~/lib/seo";
import type { Route } from "./+types/blog";

export const handle = { hydrate: false } satisfies HydrationHandle;

export const meta: Route.MetaFunction = ({ matches }) => {
  const copy = copyFor(blogCopy, matches);
  return buildMeta({
    title: copy.title,
    description: copy.description,
    path: href("/blog"),
    matches,
  });
};

export default function BlogPage() {
  const copy = useLocalized(blogCopy);
  const locale = usePageLocale();
  const articles = listArticles().map((article) => ({
    slug: article.slug,
    datePublished: article.datePublished,
    ...article.copy[locale],
  }));
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={copy.heading} intro={copy.intro} />
      <Container className="py-12 sm:py-16">
        <h2 className="sr-only">{copy.articles}</h2>
        <ul className="grid gap-6 md:grid-cols-2">
          {articles.map((article) => (
            <li key={article.slug}>
              <article className="group relative flex h-full flex-col rounded-card border border-border bg-white p-6 shadow-card transition-colors hover:border-brand-300 has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring has-[a:focus-visible]:ring-offset-2">
                <p className="text-muted-foreground text-sm">
                  <time dateTime={article.datePublished}>
                    {formatDate(`${article.datePublished}T00:00:00Z`, locale)}
                  </time>
                  <span aria-hidden="true"> · </span>
                  <span>{copy.minutes(readingMinutes(article))}</span>
                </p>
                <h3 className="mt-2 text-balance font-semibold text-brand-950 text-xl">
                  <Link
                    to={articlePath(article.slug)}
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
                  {copy.readArticle} <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
                </span>
              </article>
            </li>
          ))}
        </ul>
      </Container>
      <CtaBand secondary={{ to: href("/moving-guides"), label: copy.guides }} />
    </>
  );
}
