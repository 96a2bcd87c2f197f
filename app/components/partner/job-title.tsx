import { useTranslation } from "~/i18n/use-translation";
import type { JobItem } from "~/server/jobs/company-jobs.server";

/**
 * A job's title ("3-bedroom house, domestic move") in the reader's language, made from its
 * move. A job whose request is gone has only the title stored with it, which is English.
 */
export function JobTitle({ job, className }: { job: Pick<JobItem, "title" | "move">; className?: string }) {
  const { t } = useTranslation("backOffice");
  const { t: tLeads } = useTranslation("leads");
  if (!job.move) {
    return (
      <p lang="en-GB" className={className}>
        {job.title}
      </p>
    );
  }
  return (
    <p className={className}>{t(`myWork.jobTitles.${job.move.type}`, { size: tLeads(`sizes.${job.move.size}`) })}</p>
  );
}
