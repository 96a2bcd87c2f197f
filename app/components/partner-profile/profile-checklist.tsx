import { CircleAlert } from "lucide-react";
import { href, Link } from "react-router";
import { useTranslation } from "~/i18n/use-translation";
import type { ProfilePart } from "~/lib/profile-completeness";

export const PROFILE_PATH = href("/partner/admin/profile/edit");

/** The profile page's fields the checklist links to (the page's anchors). */
export const PROFILE_FIELD_IDS = {
  about: "profile-about",
  services: "profile-services",
  publicEmail: "profile-public-email",
  phone: "profile-phone",
  area: "profile-area",
} as const;

/** Where on the profile page each part is filled in: a base is the radius centre of the service area. */
const PART_FIELD: Record<ProfilePart, string> = {
  about: PROFILE_FIELD_IDS.about,
  services: PROFILE_FIELD_IDS.services,
  publicEmail: PROFILE_FIELD_IDS.publicEmail,
  phone: PROFILE_FIELD_IDS.phone,
  base: PROFILE_FIELD_IDS.area,
  area: PROFILE_FIELD_IDS.area,
};

/**
 * What the company's profile still lacks before it is listed and offered leads
 * (docs/product-rules.md, "Profile completeness"), each linked to its field on the profile page.
 * Nothing is shown once the profile is complete.
 */
export function ProfileChecklist({ missing }: { missing: readonly ProfilePart[] }) {
  const { t } = useTranslation("backOffice");
  if (missing.length === 0) return null;
  return (
    <section
      aria-labelledby="profile-checklist-title"
      className="grid gap-3 rounded-card border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:p-5"
    >
      <h2 id="profile-checklist-title" className="flex items-center gap-2 font-semibold text-lg">
        <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
        {t("profile.checklist.title")}
      </h2>
      <p>{t("profile.checklist.intro")}</p>
      <ul className="grid list-disc gap-1.5 pl-6">
        {missing.map((part) => (
          <li key={part}>
            <Link
              to={{ pathname: PROFILE_PATH, hash: PART_FIELD[part] }}
              className="font-medium underline underline-offset-4"
            >
              {t(`profile.checklist.parts.${part}`)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
