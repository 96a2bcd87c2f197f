import { ArrowLeft } from "lucide-react";
import { data, href } from "react-router";
import { Container } from "~/components/content/container";
import { CtaBand } from "~/components/content/cta-band";
import { articleJsonLd } from "~/components/content/json-ld";
import { PageHero } from "~/components/content/page-hero";
import { PriceTable } from "~/components/content/price-table";
import { Prose } from "~/components/content/prose";
import { LocalizedLink as Link } from "~/components/layout/localized-link";
import { articlePath, findArticle, readingMinutes } from "~/content/articles";
import { copyFor, localeFromMatches, useLocalized, usePageLocale } from "~/content/localized";
import { blogCopy } from "~/content/pages/blog";
import { localizedPath } from "~/i18n/addresses";
import { formatDate } from "~/lib/format";
import type { HydrationHandle } from "~/lib/hydration";
import { baseUrlFrom, buildMeta } from "~/lib/seo";
import type { Route } from "./+types/blog.$slug";

export const handle = { hydrate: false } satisfies HydrationHandle;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [];
  const { article } = loaderData;
  const copy = copyFor(article.copy, matches);
  const locale = localeFromMatches(matches);
  const path = articlePath(article.slug);
  return buildMeta({
    title: copy.title,
    description: copy.description,
    path,
    matches,
    jsonLd: articleJsonLd({
      title: copy.title,
      description: copy.description,
      url: `${baseUrlFrom(matches)}${localizedPath(path, locale)}`,
      locale,
      datePublished: article.datePublished,
      dateModified: article.dateModified,
    }),
  });
};

export function loader({ params }: Route.LoaderArgs) {
  const article = findArticle(params.slug);
  if (!article) throw data(null, { status: 404 });
  return { article };
}

export default function BlogArticlePage({ loaderData }: Route.ComponentProps) {
  const { article } = loaderData;
  const copy = useLocalized(blogCopy);
  const articleCopy = useLocalized(article.copy);
  const locale = usePageLocale();
  const updated = article.dateModified ?? article.datePublished;
  return (
    <>
      <PageHero
        breadcrumb={
          <Link
            to={href("/blog")}
            className="inline-flex items-center gap-1 font-medium text-brand-700 text-sm underline-offset-2 hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {copy.allArticles}
          </Link>
        }
        eyebrow={copy.articleEyebrow}
        title={articleCopy.title}
        intro={<p>{articleCopy.description}</p>}
        note={
          <>
            <time dateTime={updated}>{formatDate(`${updated}T00:00:00Z`, locale)}</time>
            <span aria-hidden="true"> · </span>
            {copy.minutes(readingMinutes(articleCopy))}
          </>
        }
      />
      <Container className="py-12 sm:py-16">
        <article className="max-w-3xl">
          <Prose>
            <p className="text-lg">{articleCopy.intro}</p>
          </Prose>
          {articleCopy.sections.map((section) => (
            <section key={section.heading} className="mt-10">
              <h2 className="text-balance font-bold text-2xl text-brand-950 tracking-tight">{section.heading}</h2>
              <Prose className="mt-4">
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
                {section.list ? (
                  section.list.ordered ? (
                    <ol>
                      {section.list.items.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ol>
                  ) : (
                    <ul>
                      {section.list.items.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  )
                ) : null}
              </Prose>
              {section.table ? (
                <div className="mt-6">
                  <PriceTable table={section.table} />
                </div>
              ) : null}
              {section.after ? (
                <Prose className="mt-4">
                  <p>{section.after}</p>
                </Prose>
              ) : null}
            </section>
          ))}
          <aside aria-labelledby="related-heading" className="mt-12 rounded-card border border-border bg-muted p-6">
            <h2 id="related-heading" className="font-semibold text-brand-950 text-lg">
              {copy.related}
            </h2>
            <ul className="mt-3 space-y-2">
              {articleCopy.related.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </aside>
        </article>
      </Container>
      <CtaBand />
    </>
  );
}
