// The `<hidden>` tag of the account's messages: words only a screen reader reads ("Change" what).
import type { ReactNode } from "react";

export const hidden = (words: ReactNode[]) => <span className="visually-hidden">{words}</span>;
