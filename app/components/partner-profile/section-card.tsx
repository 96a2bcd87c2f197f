import { type ReactNode, useId } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";

/** One part of the profile page: a card named by its heading, with what it is for under it. */
export function SectionCard({
  id: cardId,
  title,
  description,
  children,
}: {
  /** The card's id, for links to it (the profile checklist's). */
  id?: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Card id={cardId} aria-labelledby={`${id}-title`} role="region" className="scroll-mt-20">
      <CardHeader>
        <CardTitle id={`${id}-title`} className="text-lg">
          <h2>{title}</h2>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">{children}</CardContent>
    </Card>
  );
}
