import type { ReactNode } from "react";

/** The centred card of the admin log-in and two-factor pages. */
export function AdminCard({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <div className="flex items-start justify-center bg-muted px-4 py-12 sm:items-center">
      <div className="w-full max-w-md rounded-xl border border-border bg-background p-6 shadow-sm sm:p-8">
        <h1 className="font-bold text-2xl text-foreground">{title}</h1>
        {intro ? <p className="mt-2 text-muted-foreground text-sm">{intro}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}

export function AdminFormError({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <div role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-destructive text-sm">
      {title ? <p className="font-semibold">{title}</p> : null}
      <p>{children}</p>
    </div>
  );
}
