import type { Translation } from "../../../common/i18n/messages.ts";
import type en from "./en.ts";

export default {
  "signIn.title": "Se connecter à {product}",
  "signIn.submit": "Se connecter",
  "signIn.email": "Adresse e-mail",
  "signIn.password": "Mot de passe",
  "signIn.forgot": "J’ai oublié mon mot de passe",
  "signIn.newHeading": "Nouveau sur {product} ?",
  "signIn.create": "Créer un compte",
  "signIn.timedOut": "Votre session a expiré. Connectez-vous à nouveau.",
  "signIn.expired": "Votre session a expiré. Connectez-vous à nouveau.",
  "signOut.done": "Vous êtes déconnecté.",
  "register.title": "Créer un compte",
  "register.submit": "Créer le compte",
  "register.email": "Adresse e-mail",
  "register.emailHint": "Elle vous servira à vous connecter. Nous vous enverrons un lien pour la confirmer.",
  "register.name": "Votre nom (facultatif)",
  "register.nameHint":
    "Les personnes de vos groupes le verront. Sans nom, elles voient votre adresse e-mail.",
  "register.password": "Mot de passe",
  "register.confirmPassword": "Confirmez le mot de passe",
  "register.haveAccount": "Vous avez déjà un compte ? <link>Connectez-vous</link>",
  "register.benefitsTitle": "Avec un compte {product}, vous pouvez",
  "register.benefit1": "créer une {bar} de gros boutons clairs pour chaque personne que vous aidez",
  "register.benefit2": "changer ses boutons d’ici, sans aller sur son ordinateur",
  "register.benefit3":
    "inviter votre famille, vos élèves ou vos collègues, et garder les barres de tous au même endroit",
  "register.sent":
    "Votre compte est prêt. Nous envoyons un e-mail à {email}. Ouvrez le lien qu’il contient pour confirmer votre adresse. Il arrive en général en quelques minutes.",
  "check.emailMissing": "Saisissez votre adresse e-mail",
  "check.emailInvalid": "Saisissez une adresse e-mail valide.",
  "check.emailTooLong": "L’adresse e-mail doit faire {max} caractères au plus",
  "check.passwordMissing": "Saisissez votre mot de passe",
  "check.passwordTooLong": "Ce mot de passe est trop long",
  "check.newPasswordMissing": "Saisissez un mot de passe",
  "check.confirmPasswordMissing": "Saisissez à nouveau le mot de passe pour le confirmer",
  "check.passwordShort": "Le mot de passe doit faire au moins {min} caractères",
  "check.newPasswordTooLong": "Le mot de passe doit faire {max} caractères au plus",
  "check.passwordsDiffer": "Les mots de passe ne sont pas les mêmes",
  "check.nameTooLong": "Le nom doit faire {max} caractères au plus",
  "check.agree":
    "Pour créer un compte, acceptez les conditions d’utilisation et la politique de confidentialité",
} satisfies Translation<typeof en>;
