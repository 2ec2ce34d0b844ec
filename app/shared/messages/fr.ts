import type { Translation } from "../../../common/i18n/messages.ts";
import type en from "./en.ts";

export default {
  "layout.skipLink": "Aller au contenu",
  "layout.home": " – accueil",
  "layout.accountNav": "Compte",
  "layout.focusMode": "Mode concentration",
  "layout.signOut": "Se déconnecter",
  "layout.signIn": "Se connecter",
  "layout.description":
    "{product} : créez des barres de gros boutons clairs pour les personnes que vous aidez sur l’ordinateur.",

  "footer.help": "Aide",
  "footer.terms": "Conditions d’utilisation",
  "footer.privacy": "Politique de confidentialité",
  "footer.copyright": "Copyright © {year} {product}. Tous droits réservés.",
  "footer.language": "Langue",
  "footer.languageSubmit": "Changer de langue",
  "page.documentTitle": "{title} – {product}",
  "page.errorTitle": "Erreur : {title}",
  "banner.success": "C’est fait",
  "banner.important": "Important",
  "error.unavailableTitle": "Désolé, le service n’est pas disponible",
  "error.nothingLost": "Rien de ce que vous avez enregistré n’est perdu.",
  "error.tryAgain": "Réessayer",
  "error.tooManyTitle": "Trop d’essais",
  "error.startPage": "Aller à la page d’accueil",
  "error.notFoundTitle": "Page introuvable",
  "error.notFoundTyped": "Si vous avez tapé l’adresse web, vérifiez qu’elle est juste.",
  "error.notFoundPasted":
    "Si vous avez collé l’adresse web, vérifiez que vous l’avez copiée en entier. Ou <link>allez à la page d’accueil</link>.",
  "error.problemTitle": "Désolé, le service a un problème",
  "error.problemText":
    "Réessayez plus tard. Si vous revenez en arrière dans le navigateur, ce que vous avez saisi n’est pas perdu.",
  "form.problem": "Il y a un problème",
  "form.errorPrefix": "Erreur :",
  "form.didNotWork": "{action} : cela n’a pas fonctionné",
  "form.cancel": "Annuler",
  "form.honeypot": "Laissez ce champ vide",
  "form.showPassword": "Afficher le mot de passe",
  "form.hidePassword": "Masquer le mot de passe",
  "form.newPassword": "Nouveau mot de passe",
  "form.confirmNewPassword": "Confirmez le nouveau mot de passe",
  "form.passwordHint": "Au moins {min} caractères.",
  "form.terms":
    "J’accepte les <terms>conditions d’utilisation</terms> et la <privacy>politique de confidentialité</privacy>",
} satisfies Translation<typeof en>;
