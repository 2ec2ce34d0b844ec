import type { Translation } from "../../../common/i18n/messages.ts";
import type en from "./en.ts";

export default {
  "page.title": "La barre de base du groupe",
  "page.intro":
    "Les boutons de la barre de base vont sur la barre de chaque membre, avec ses propres boutons. Les boutons propres à chaque membre restent les siens. Une modification arrive chez tout le monde en même temps ; un membre qui a demandé à approuver les modifications la voit d’abord.",
  "page.buttons": "Boutons de la barre de base ({count})",
  "page.noText": "(sans texte)",
  "page.empty": "La barre de base n’a encore aucun bouton.",
  "page.edit": "Modifier les boutons de la barre de base",
  "page.history": "Voir l’historique de la barre de base",
  "page.none":
    "Votre groupe n’a pas encore de barre de base. Choisissez où vont ses boutons, puis ajoutez-les.",
  "page.legend": "Où vont les boutons du groupe sur la barre de chaque membre ?",
  "page.save": "Enregistrer leur place",
  "page.make": "Créer la barre de base",
  "page.back": "Retour au tableau de bord",
  "choice.first": "Au début",
  "choice.firstHint": "Les boutons du groupe viennent avant les boutons propres à chaque membre.",
  "choice.last": "À la fin",
  "choice.lastHint": "Les boutons du groupe viennent après les boutons propres à chaque membre.",
  "check.position": "Choisissez où vont les boutons du groupe",
  "action.label": "Enregistrer la barre de base du groupe",
  "banner.made": "La barre de base du groupe est créée. Ajoutez les boutons que chaque membre reçoit.",
  "banner.saved":
    "Enregistré : les boutons du groupe vont {position, select, first {avant les boutons propres à chaque membre} other {après les boutons propres à chaque membre}}.",
  "link.heading": "Barre de base du groupe",
  "link.text": "Boutons que chaque membre reçoit",
} satisfies Translation<typeof en>;
