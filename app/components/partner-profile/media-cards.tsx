import { ImagePlus } from "lucide-react";
import { useCallback, useId, useState } from "react";
import { href, useFetcher, useRevalidator } from "react-router";
import { CompanyLogo } from "~/components/company/company-logo";
import { ConfirmAction } from "~/components/forms/confirm-action";
import { useMessage } from "~/components/forms/use-message";
import { useResultToast } from "~/components/forms/use-result-toast";
import { Label } from "~/components/ui/label";
import { toast } from "~/components/ui/sonner";
import { useTranslation } from "~/i18n/use-translation";
import type { FormResult } from "~/lib/form-result";
import { IMAGE_ACCEPT, MAX_IMAGE_BYTES, MAX_IMAGE_MEGABYTES, MAX_PROJECT_PHOTOS } from "~/lib/schemas/company-profile";
import type { ProjectPhoto } from "~/server/media/company-media.server";
import { SectionCard } from "./section-card";

/**
 * The logo and project photos of the profile page. A chosen file is sent at once with
 * XMLHttpRequest, whose upload progress fetch cannot report; the page's data is reloaded when
 * it is stored. A file over 5 MB is refused here before it is sent (the server checks again,
 * and checks the content, which the browser cannot).
 */

const LOGO_PATH = href("/partner/admin/profile/logo");
const PHOTOS_PATH = href("/partner/admin/profile/photos");
const PHOTO_FETCHER = "profile-photo-delete";
const LOGO_FETCHER = "profile-logo-delete";

type UploadState =
  | { status: "idle" }
  | { status: "uploading"; percent: number | null }
  | { status: "failed"; error: string };

function useImageUpload(action: string, successText: string) {
  const { t } = useTranslation("backOffice");
  const message = useMessage();
  const revalidator = useRevalidator();
  const [state, setState] = useState<UploadState>({ status: "idle" });

  const upload = useCallback(
    (file: File) => {
      if (file.size > MAX_IMAGE_BYTES) {
        setState({ status: "failed", error: t("profile.errors.imageTooLarge", { megabytes: MAX_IMAGE_MEGABYTES }) });
        return;
      }
      const body = new FormData();
      body.set("file", file);
      const request = new XMLHttpRequest();
      request.open("POST", action);
      request.responseType = "json";
      request.setRequestHeader("Accept", "application/json");
      request.upload.onprogress = (event) =>
        setState({
          status: "uploading",
          percent: event.lengthComputable ? Math.round((event.loaded / event.total) * 100) : null,
        });
      request.onload = () => {
        const result = request.response as FormResult<unknown> | null;
        if (result?.ok) {
          setState({ status: "idle" });
          toast.success(successText);
          revalidator.revalidate();
          return;
        }
        const error =
          result && !result.ok
            ? message(result.message)
            : request.status === 413
              ? t("profile.errors.imageTooLarge", { megabytes: MAX_IMAGE_MEGABYTES })
              : undefined;
        setState({ status: "failed", error: error ?? t("profile.errors.uploadFailed") });
      };
      request.onerror = () => setState({ status: "failed", error: t("profile.errors.uploadFailed") });
      setState({ status: "uploading", percent: 0 });
      request.send(body);
    },
    [action, successText, message, revalidator, t],
  );
  return { state, upload };
}

/** A file input that uploads what is chosen, with its progress and any refusal under it. */
function ImageUploadField({
  label,
  hint,
  action,
  successText,
  disabled = false,
}: {
  label: string;
  hint: string;
  action: string;
  successText: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation("backOffice");
  const id = useId();
  const { state, upload } = useImageUpload(action, successText);
  const uploading = state.status === "uploading";
  return (
    <div className="grid gap-2">
      <Label
        htmlFor={id}
        className="inline-flex w-fit cursor-pointer items-center gap-2 rounded-md border border-border bg-background px-4 py-2 font-medium shadow-xs hover:bg-muted has-disabled:cursor-not-allowed has-focus-visible:ring-2 has-focus-visible:ring-ring has-disabled:opacity-50"
      >
        <ImagePlus aria-hidden="true" className="size-4" />
        {label}
        <input
          id={id}
          type="file"
          accept={IMAGE_ACCEPT}
          className="sr-only"
          disabled={disabled || uploading}
          aria-describedby={`${id}-hint${state.status === "failed" ? ` ${id}-error` : ""}`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Cleared so that choosing the same file again uploads it again.
            event.target.value = "";
            if (file) upload(file);
          }}
        />
      </Label>
      <p id={`${id}-hint`} className="text-muted-foreground text-sm">
        {hint}
      </p>
      {uploading ? (
        <div className="grid gap-1" role="status">
          <progress
            className="h-2 w-full max-w-xs accent-brand-600"
            max={100}
            value={state.percent ?? undefined}
            aria-label={t("profile.media.uploading")}
          />
          <span className="text-sm">
            {state.percent === null
              ? t("profile.media.uploading")
              : t("profile.media.uploadingPercent", { percent: state.percent })}
          </span>
        </div>
      ) : null}
      {state.status === "failed" ? (
        <p id={`${id}-error`} role="alert" className="font-medium text-destructive text-sm">
          {state.error}
        </p>
      ) : null}
    </div>
  );
}

export function LogoCard({ name, logoUrl }: { name: string; logoUrl: string | null }) {
  const { t } = useTranslation("backOffice");
  useResultToast(useFetcher<FormResult<unknown>>({ key: LOGO_FETCHER }), {
    success: useCallback(() => t("profile.media.logoRemoved"), [t]),
    failure: t("profile.saveFailed"),
  });
  return (
    <SectionCard title={t("profile.media.logoTitle")} description={t("profile.media.logoDescription")}>
      <div className="flex flex-wrap items-center gap-4">
        <CompanyLogo src={logoUrl} name={name} className="size-24" />
        <ImageUploadField
          label={logoUrl ? t("profile.media.replaceLogo") : t("profile.media.uploadLogo")}
          hint={t("profile.media.hint", { megabytes: MAX_IMAGE_MEGABYTES })}
          action={LOGO_PATH}
          successText={t("profile.media.logoSaved")}
        />
        {logoUrl ? (
          <ConfirmAction
            fetcherKey={LOGO_FETCHER}
            action={LOGO_PATH}
            fields={{ intent: "delete" }}
            label={t("profile.media.removeLogo")}
            accessibleLabel={t("profile.media.removeLogo")}
            title={t("profile.media.removeLogoTitle")}
            body={t("profile.media.removeLogoBody")}
            confirmLabel={t("profile.media.removeLogo")}
            busyLabel={t("profile.media.removing")}
          />
        ) : null}
      </div>
    </SectionCard>
  );
}

export function PhotosCard({ photos }: { photos: ProjectPhoto[] }) {
  const { t } = useTranslation("backOffice");
  useResultToast(useFetcher<FormResult<unknown>>({ key: PHOTO_FETCHER }), {
    success: useCallback(() => t("profile.media.photoDeleted"), [t]),
    failure: t("profile.saveFailed"),
  });
  const full = photos.length >= MAX_PROJECT_PHOTOS;
  return (
    <SectionCard
      title={t("profile.media.photosTitle")}
      description={t("profile.media.photosDescription", { max: MAX_PROJECT_PHOTOS })}
    >
      <p className="font-medium text-sm">
        {t("profile.media.photoCount", { count: photos.length, max: MAX_PROJECT_PHOTOS })}
      </p>
      {photos.length === 0 ? (
        <p className="rounded-md border border-border border-dashed p-4 text-muted-foreground text-sm">
          {t("profile.media.noPhotos")}
        </p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {photos.map((photo, index) => (
            <li key={photo.id} className="grid gap-2">
              <img
                src={photo.url}
                alt={t("profile.media.photoAlt", { number: index + 1 })}
                width={photo.width}
                height={photo.height}
                loading="lazy"
                className="aspect-4/3 w-full rounded-md border border-border object-cover"
              />
              <ConfirmAction
                fetcherKey={PHOTO_FETCHER}
                action={`${PHOTOS_PATH}/${photo.id}`}
                fields={{ intent: "delete" }}
                label={t("profile.media.deletePhoto")}
                accessibleLabel={t("profile.media.deletePhotoNumber", { number: index + 1 })}
                title={t("profile.media.deletePhotoTitle")}
                body={t("profile.media.deletePhotoBody")}
                confirmLabel={t("profile.media.deletePhoto")}
                busyLabel={t("profile.media.removing")}
              />
            </li>
          ))}
        </ul>
      )}
      <ImageUploadField
        label={t("profile.media.addPhoto")}
        hint={
          full
            ? t("profile.media.photosFull", { max: MAX_PROJECT_PHOTOS })
            : t("profile.media.hint", { megabytes: MAX_IMAGE_MEGABYTES })
        }
        action={PHOTOS_PATH}
        successText={t("profile.media.photoAdded")}
        disabled={full}
      />
    </SectionCard>
  );
}
