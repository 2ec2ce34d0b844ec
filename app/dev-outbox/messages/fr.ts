import type { Translation } from "../../../common/i18n/messages.ts";
import type en from "./en.ts";

export default {
  title: "Boîte d’envoi de développement",
  intro:
    "Les e-mails envoyés par le service, du plus récent au plus ancien (100 au maximum). Cette page n’existe qu’en développement.",
  load: "Charger la boîte d’envoi",
  "filter.to": "Afficher seulement les e-mails envoyés à",
  "filter.submit": "Filtrer",
  "filter.all": "Afficher tous les e-mails",
  none: "Aucun e-mail pour l’instant.",
  noneTo: "Aucun e-mail pour {to} pour l’instant.",
  "mail.to": "À",
  "mail.time": "Heure",
  "mail.notSent": " (pas encore envoyé)",
  "mail.kind": "Type",
  "mail.links": "Liens de cet e-mail",
  "mail.text": "Texte",
} satisfies Translation<typeof en>;
