// A form sent with these fields and checked against `schema`, as an action replies: conform's last result.
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";

export function submittedForm(schema: z.ZodType, entries: [string, string][]) {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return parseWithZod(data, { schema }).reply();
}
