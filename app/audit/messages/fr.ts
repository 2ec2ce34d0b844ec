import type { Translation } from "../../../common/i18n/messages.ts";
import type en from "./en.ts";

export default {
  "page.title": "Activité du groupe",
  "page.back": "Retour au tableau de bord",
  "page.intro":
    "Ce que les gestionnaires de votre groupe ont modifié, et ce que le service a modifié (un paiement, par exemple), du plus récent au plus ancien. Seuls les gestionnaires peuvent voir cette page. Les changements sont gardés deux ans, sauf si ce serveur est réglé pour les garder une autre durée.",
  "filter.person": "Personne",
  "filter.personHint": "Une partie d’un nom : qui a fait le changement, ou qui ou quelle barre il concernait",
  "filter.kind": "Type de changement",
  "filter.allKinds": "Tous les types",
  "filter.show": "Afficher les changements",
  "filter.showAll": "Afficher tous les changements",
  "check.personTooLong": "Saisissez un nom de {max} caractères au maximum",
  "check.kind": "Choisissez un type de changement dans la liste",
  "changes.title": "Changements",
  "changes.none": "Aucun changement n’a encore été enregistré.",
  "changes.noneMatch": "Aucun changement ne correspond.",
  "changes.count":
    "{total, plural, one {# changement} other {# changements}} ; affichés : {first, number} à {last, number}.",
  "changes.countMatch":
    "{total, plural, one {# changement correspond} other {# changements correspondent}} ; affichés : {first, number} à {last, number}.",
  "csv.link": "Télécharger en CSV",
  "csv.what":
    "({filtered, select, yes {les changements qui correspondent} other {tous les changements}}, pour un tableur)",
  "csv.tooMany":
    "Vous avez téléchargé la liste de nombreuses fois ces dernières minutes. Réessayez dans quelques minutes, s’il vous plaît.",
  "pages.label": "Pages de changements",
  "pages.previous": "Précédente<hidden> : page précédente</hidden>",
  "pages.next": "Suivante<hidden> : page suivante</hidden>",
  "pages.page": "Page {n}",
} satisfies Translation<typeof en>;
