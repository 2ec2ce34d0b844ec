// The forms of the people-by-CSV pages (decision 031): the file to check, and the confirmation of the import.
import { z } from "zod";
import { PEOPLE_CSV_LIMITS } from "../../contract/people-csv.ts";
import { PEOPLE_FILE_LIMIT_TEXT } from "./paths.ts";

export const CHOOSE_FILE_MESSAGE = "Choose a CSV file of the people to add";

export const peopleFileSchema = z.object({
  file: z
    .instanceof(File, { error: CHOOSE_FILE_MESSAGE })
    // A form sent with no file chosen carries an empty file without a name.
    .refine((file) => file.name !== "" || file.size > 0, { error: CHOOSE_FILE_MESSAGE })
    .refine((file) => file.size > 0, {
      error: "The file you chose is empty. Choose the file with the people.",
    })
    .refine((file) => file.size <= PEOPLE_CSV_LIMITS.maxBytes, {
      error: `The file is larger than ${PEOPLE_FILE_LIMIT_TEXT}. Split it into smaller files and add them one after the other.`,
    }),
});

export const confirmImportSchema = z.object({ confirm: z.literal("yes", { error: "Confirm the import" }) });
