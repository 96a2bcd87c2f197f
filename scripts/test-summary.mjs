import { existsSync, readFileSync } from "node:fs";
import { relative } from "node:path";

/**
 * Prints `tests: N passed, N failed, N skipped` from Vitest and Playwright JSON reports, after
 * the name of each failed test and the first lines of why it failed (a CI log is often read from
 * its end only, so the reason must be there too).
 * Exits non-zero when a report is missing, anything failed, or nothing ran.
 */
const files = process.argv.slice(2);
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
let problem = false;

const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g");

/** The first lines of a failure's message, without colour codes, short enough for a log's tail. */
function reasonOf(message) {
  if (!message) return [];
  const lines = String(message)
    .replace(ANSI, "")
    .split("\n")
    .map((line) => line.trimEnd());
  return lines
    .filter((line) => line.trim() !== "")
    .slice(0, 6)
    .map((line) => `    ${line.slice(0, 300)}`);
}

function failed(name, message) {
  totals.failed++;
  failures.push({ name, reason: reasonOf(message) });
}

function countVitest(report) {
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === "passed") totals.passed++;
      else if (test.status === "failed")
        failed(`${relative(process.cwd(), file.name)} › ${test.fullName}`, test.failureMessages?.[0]);
      else totals.skipped++;
    }
    // A file that failed to load has no assertions but must still count as a failure.
    if ((file.assertionResults ?? []).length === 0 && file.status === "failed")
      failed(`${relative(process.cwd(), file.name)} (did not load)`, file.message);
  }
}

function countPlaywright(report) {
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const last = test.results?.at(-1)?.status;
        if (test.status === "skipped" || last === "skipped") totals.skipped++;
        else if (test.status === "expected" || test.status === "flaky") totals.passed++;
        else
          failed(
            `${spec.file}:${spec.line} [${test.projectName}] › ${spec.title}`,
            test.results?.at(-1)?.error?.message,
          );
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  for (const error of report.errors ?? []) {
    failed(`Playwright error: ${error.message ?? error}`);
  }
}

for (const file of files) {
  if (!existsSync(file)) {
    console.error(`missing test report: ${file}`);
    problem = true;
    continue;
  }
  const report = JSON.parse(readFileSync(file, "utf8"));
  if ("numTotalTests" in report) {
    countVitest(report);
    // Unhandled errors fail a Vitest run even when every test passed.
    if (report.success === false && report.numFailedTests === 0 && report.numFailedTestSuites === 0) {
      console.error(`${file}: the run reported errors outside the tests`);
      problem = true;
    }
  } else {
    countPlaywright(report);
  }
}

for (const { name, reason } of failures) {
  console.log(`failed: ${name.split("\n")[0]}`);
  for (const line of reason) console.log(line);
}
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
if (problem || totals.failed > 0 || totals.passed === 0) process.exit(1);
