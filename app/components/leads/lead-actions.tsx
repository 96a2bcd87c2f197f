import { Bookmark, BookmarkCheck, ThumbsDown } from "lucide-react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { useFetcherResult } from "~/components/forms/use-fetcher-result";
import { useMessage } from "~/components/forms/use-message";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "~/components/ui/alert-dialog";
import { Button } from "~/components/ui/button";
import { useTranslation } from "~/i18n/use-translation";
import { formatPounds } from "~/lib/format";
import type { LeadIntent, leadDetailAction } from "~/routes/partner/lead-detail.server";
import type { LeadDetail } from "~/server/leads/lead-detail.server";
import { SlotMeter } from "./slot-meter";

type LeadFetcher = ReturnType<typeof useFetcher<typeof leadDetailAction>>;

/** The intent of a fetcher's submission while it is under way. */
function pendingIntent(fetcher: LeadFetcher): LeadIntent | null {
  return fetcher.state === "idle" ? null : ((fetcher.formData?.get("intent") as LeadIntent | null) ?? null);
}

/** What a fetcher's last answer said went wrong, in the page's language. */
function useFailure(fetcher: LeadFetcher): string | undefined {
  const message = useMessage();
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  return result && !result.ok ? message(result.message) : undefined;
}

/** A confirmation stays open while its submission is under way, and closes on the answer (shown on the page). */
function useConfirmation(fetcher: LeadFetcher, intent: LeadIntent) {
  const [open, setOpen] = useState(false);
  const busy = pendingIntent(fetcher) === intent;
  useFetcherResult(fetcher, () => setOpen(false));
  return { busy, open, onOpenChange: (next: boolean) => busy || setOpen(next) };
}

/**
 * The lead price and what the partner can do about the lead: claim it (after a confirmation
 * that shows the price and the places taken), save it for later, or decline an invitation.
 */
export function LeadActions({ detail }: { detail: LeadDetail }) {
  const { t, i18n } = useTranslation("leads");
  const { card, claim } = detail;
  const claimFetcher = useFetcher<typeof leadDetailAction>();
  const respondFetcher = useFetcher<typeof leadDetailAction>();
  const claimFailure = useFailure(claimFetcher);
  const respondFailure = useFailure(respondFetcher);
  const failure = claimFailure ?? respondFailure;
  const price = formatPounds(card.leadPricePence, i18n.language);
  const claimable = detail.claimable && !claim;
  const decided = claimFetcher.data?.ok ? claimFetcher.data.data : undefined;
  const canDecline = !claim && card.invited && card.leadStatus === "offered";

  return (
    <section
      aria-labelledby="lead-price-title"
      className="grid gap-4 rounded-lg border border-border bg-background p-5"
    >
      <div>
        <h2 id="lead-price-title" className="font-medium text-muted-foreground text-sm">
          {t("detail.priceTitle")}
        </h2>
        <p className="font-bold text-3xl tabular-nums">{price}</p>
      </div>
      <SlotMeter taken={card.slotsTaken} total={card.slotsTotal} />
      {claimable ? <ClaimDialog card={card} fetcher={claimFetcher} /> : null}
      {claimable || card.watching ? <WatchButton watching={card.watching} fetcher={respondFetcher} /> : null}
      {canDecline ? <DeclineDialog fetcher={respondFetcher} /> : null}
      {!claim && card.leadStatus === "declined" ? <p className="text-sm">{t("detail.declined")}</p> : null}
      {!claim && !claimable && card.leadStatus !== "declined" ? <p className="text-sm">{t("detail.closed")}</p> : null}
      {decided && "claim" in decided ? (
        <p role="status" className="font-medium text-sm text-success">
          {t("claim.done", { price: formatPounds(decided.claim.pricePence, i18n.language) })}
        </p>
      ) : null}
      {failure ? (
        <p role="alert" className="font-medium text-destructive text-sm">
          {failure}
        </p>
      ) : null}
    </section>
  );
}

/** 'Claim This Job': nothing is charged until the partner confirms the price shown here. */
function ClaimDialog({ card, fetcher }: { card: LeadDetail["card"]; fetcher: LeadFetcher }) {
  const { t, i18n } = useTranslation("leads");
  const { busy, ...dialog } = useConfirmation(fetcher, "claim");
  const price = formatPounds(card.leadPricePence, i18n.language);
  return (
    <AlertDialog {...dialog}>
      <AlertDialogTrigger asChild>
        <Button size="lg" className="w-full">
          {t("detail.claimJob")}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t("claim.title")}</AlertDialogTitle>
          <AlertDialogDescription>{t("claim.body", { price })}</AlertDialogDescription>
        </AlertDialogHeader>
        <div className="grid gap-3 rounded-md bg-muted p-4">
          <p className="flex items-baseline justify-between gap-3">
            <span className="text-muted-foreground text-sm">{t("detail.priceTitle")}</span>
            <span className="font-bold text-xl tabular-nums">{price}</span>
          </p>
          <SlotMeter taken={card.slotsTaken} total={card.slotsTotal} />
        </div>
        <fetcher.Form method="post">
          <AlertDialogFooter>
            <AlertDialogCancel disabled={busy}>{t("detail.cancel")}</AlertDialogCancel>
            <Button type="submit" name="intent" value="claim" disabled={busy}>
              {busy ? t("claim.claiming") : t("claim.confirm", { price })}
            </Button>
          </AlertDialogFooter>
        </fetcher.Form>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** 'Save for Later' adds the lead to Watching; a watched lead can be let go again. */
function WatchButton({ watching, fetcher }: { watching: boolean; fetcher: LeadFetcher }) {
  const { t } = useTranslation("leads");
  const pending = pendingIntent(fetcher);
  // Shown as it will be while the change is on its way.
  const shownWatching = pending === "watch" ? true : pending === "unwatch" ? false : watching;
  return (
    <fetcher.Form method="post" className="grid gap-2">
      {shownWatching ? (
        <>
          <p className="flex items-center gap-1.5 font-medium text-brand-700 text-sm">
            <BookmarkCheck aria-hidden="true" className="size-4" />
            {t("detail.watching")}
          </p>
          <Button type="submit" name="intent" value="unwatch" variant="ghost" size="sm" disabled={pending !== null}>
            {t("detail.stopWatching")}
          </Button>
        </>
      ) : (
        <Button type="submit" name="intent" value="watch" variant="outline" disabled={pending !== null}>
          <Bookmark aria-hidden="true" />
          {t("detail.save")}
        </Button>
      )}
    </fetcher.Form>
  );
}

/** 'Not interested': free, but final, so it is confirmed first. */
function DeclineDialog({ fetcher }: { fetcher: LeadFetcher }) {
  const { t } = useTranslation("leads");
  const { busy, ...dialog } = useConfirmation(fetcher, "decline");
  return (
    <AlertDialog {...dialog}>
      <AlertDialogTrigger asChild>
        <Button variant="ghost">
          <ThumbsDown aria-hidden="true" />
          {t("detail.notInterested")}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t("detail.declineTitle")}</AlertDialogTitle>
          <AlertDialogDescription>{t("detail.declineBody")}</AlertDialogDescription>
        </AlertDialogHeader>
        <fetcher.Form method="post">
          <AlertDialogFooter>
            <AlertDialogCancel disabled={busy}>{t("detail.cancel")}</AlertDialogCancel>
            <Button type="submit" name="intent" value="decline" variant="destructive" disabled={busy}>
              {t("detail.declineConfirm")}
            </Button>
          </AlertDialogFooter>
        </fetcher.Form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
