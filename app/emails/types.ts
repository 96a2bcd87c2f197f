import type { ReactElement } from "react";

export interface EmailContent {
  subject: string;
  element: ReactElement;
  text: string;
}
