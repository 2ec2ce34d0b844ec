import type { Translation } from "../../../common/i18n/messages.ts";
import type en from "./en.ts";

export default {
  "request.title": "Changez votre mot de passe",
  "request.intro":
    "Saisissez l’adresse e-mail que vous utilisez pour vous connecter. Nous vous enverrons un lien pour choisir un nouveau mot de passe.",
  "request.submit": "Envoyer le lien",
  "request.label": "Changer le mot de passe",
  "request.email": "Adresse e-mail",
  "request.sent":
    "Nous envoyons un e-mail à {email} avec la marche à suivre. S’il existe un compte avec cette adresse, l’e-mail contient un lien pour choisir un nouveau mot de passe. Le lien marche pendant 1 heure.",
  back: "Retour à la connexion",
  "complete.title": "Choisissez un nouveau mot de passe",
  "complete.submit": "Changer le mot de passe",
  "complete.linksOnce":
    "Les liens pour changer le mot de passe marchent une seule fois, pendant une heure. Demandez un nouveau lien et utilisez l’e-mail le plus récent.",
  "complete.newLink": "Demander un nouveau lien",
  "complete.badLink":
    "Le lien sur lequel vous avez cliqué ne marche pas. Il est peut-être faux, ou il a expiré.",
  "complete.changed": "Votre mot de passe a été changé. Connectez-vous avec votre nouveau mot de passe.",
  "check.newPasswordMissing": "Saisissez un nouveau mot de passe",
  "check.confirmPasswordMissing": "Saisissez à nouveau le nouveau mot de passe pour le confirmer",
} satisfies Translation<typeof en>;
