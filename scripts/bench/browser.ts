import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import type { Dataset } from "./datasets";
import { type Figures, median, type RunningServer } from "./support";

/**
 * What a visitor's browser gets: the JavaScript each page loads (every script response, each
 * gzipped as the server's compression would send it), and Lighthouse 12's mobile run (its
 * default: emulated phone, simulated slow 4G and CPU) in Debian's Chromium.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
export const BROWSER_PAGES = ["home", "city", "company", "quote"] as const;
/** One page at its address in each language (linked to each other by hreflang): Lighthouse's SEO score. */
export const SEO_PAGES = { about: "/about", lt_about: "/lt/about" } as const;

export async function measureJavaScript(figures: Figures, server: RunningServer, dataset: Dataset): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox"] });
  try {
    for (const name of BROWSER_PAGES) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const scripts = new Map<string, Promise<number>>();
      page.on("response", (response) => {
        const type = response.headers()["content-type"] ?? "";
        if (!type.includes("javascript") || scripts.has(response.url())) return;
        scripts.set(
          response.url(),
          response.body().then(
            (body) => gzipSync(body).length,
            () => 0,
          ),
        );
      });
      await page.goto(`${server.origin}${dataset.paths[name]}`, { waitUntil: "networkidle" });
      const sizes = await Promise.all(scripts.values());
      const total = sizes.reduce((sum, size) => sum + size, 0);
      figures.record(
        `browser.${name}.js_gzip_kb`,
        total / 1000,
        "kB",
        `${name}: JavaScript loaded, gzip (${sizes.length} files)`,
      );
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

export async function measureLighthouse(
  figures: Figures,
  server: RunningServer,
  dataset: Dataset,
  runs: number,
  pages: readonly (typeof BROWSER_PAGES)[number][] = BROWSER_PAGES,
): Promise<void> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    for (const name of pages) {
      const samples = { performance: [] as number[], lcp: [] as number[], cls: [] as number[], tbt: [] as number[] };
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(`${server.origin}${dataset.paths[name]}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance"],
        });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`Lighthouse returned nothing for ${name}`);
        // A run Lighthouse could not finish scores nothing: say why rather than report a bare 0.
        if (lhr.runtimeError)
          console.warn(`Lighthouse on ${name}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        samples.performance.push((lhr.categories.performance?.score ?? 0) * 100);
        samples.lcp.push(lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN);
        samples.cls.push(lhr.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN);
        samples.tbt.push(lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN);
      }
      const label = `${name}: Lighthouse mobile, median of ${runs}`;
      figures.record(`lighthouse.${name}.performance`, median(samples.performance), "", `${label}: performance`);
      figures.record(`lighthouse.${name}.lcp_ms`, median(samples.lcp), "ms", `${label}: LCP`);
      figures.record(`lighthouse.${name}.cls`, median(samples.cls), "", `${label}: CLS`);
      figures.record(`lighthouse.${name}.tbt_ms`, median(samples.tbt), "ms", `${label}: TBT`);
    }
  } finally {
    chrome.kill();
  }
}

export async function measureSeo(figures: Figures, server: RunningServer): Promise<void> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    for (const [name, path] of Object.entries(SEO_PAGES)) {
      const result = await lighthouse(`${server.origin}${path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["seo"],
      });
      const seo = result?.lhr.categories.seo?.score;
      if (seo === undefined || seo === null) throw new Error(`Lighthouse returned no SEO score for ${path}`);
      figures.record(`lighthouse.${name}.seo`, seo * 100, "", `${path}: Lighthouse SEO`);
    }
  } finally {
    chrome.kill();
  }
}
