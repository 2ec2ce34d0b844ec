import type { Translation } from "../../../common/i18n/messages.ts";
import type en from "./en.ts";

export default {
  "pending.title": "Confirmez votre adresse e-mail",
  "pending.sent":
    "L’e-mail de confirmation est envoyé. Il peut mettre quelques minutes à arriver. Ouvrez le plus récent et cliquez sur le lien.",
  "pending.resend": "Renvoyer l’e-mail",
  "pending.sending":
    "{variant, select, registered {Nous envoyons} other {Nous avons envoyé}} un e-mail de bienvenue à <email></email>. Cliquez sur le lien qu’il contient pour confirmer votre adresse.",
  "pending.yourAddress": "votre adresse e-mail",
  "pending.notArrived": "Vous n’avez pas reçu l’e-mail ?",
  "pending.wait": "Attendez quelques minutes : un e-mail peut mettre du temps à arriver.",
  "pending.spam": "Regardez dans le dossier des spams ou des indésirables.",
  "pending.checkAddress": "Vérifiez que l’adresse e-mail ci-dessus est juste.",
  "pending.pressResend": "Appuyez sur Renvoyer l’e-mail pour en recevoir un nouveau.",
  "pending.waiting": "En attente de votre confirmation",
  "pending.stopped":
    "Cette page ne vérifie plus toute seule. Quand vous aurez cliqué sur le lien de l’e-mail, <link>vérifiez à nouveau</link>.",
  "pending.checkFailed": "Nous n’avons pas pu vérifier pour l’instant. Nous réessayons dans un moment.",
  "pending.checking":
    "Cette page vérifie toutes les {seconds} secondes si votre adresse e-mail est confirmée, et passe à la suite toute seule. Vous pouvez aussi <now>vérifier maintenant</now> ou <stop>arrêter de vérifier</stop>.",
  "pending.later": "Confirmer plus tard et continuer",
  "link.action": "Confirmer l’adresse e-mail",
  "link.confirmedTitle": "Votre adresse e-mail est confirmée",
  "link.confirmedThanks": "Merci. Votre adresse e-mail est confirmée et votre compte {product} est prêt.",
  "link.install": "Maintenant, installez {product} sur l’ordinateur où vous allez l’utiliser.",
  "link.download": "Télécharger {product}",
  "link.account": "Aller à votre compte",
  "link.alreadyTitle": "Votre adresse e-mail est déjà confirmée",
  "link.alreadyText": "Votre adresse e-mail était déjà confirmée. Vous n’avez rien d’autre à faire.",
  "link.openTitle": "Confirmez votre adresse e-mail",
  "link.openText": "Ouvrez ce lien dans votre navigateur pour confirmer votre adresse e-mail.",
  "link.notYet":
    "Votre adresse e-mail n’est pas encore confirmée. Ouvrez à nouveau le lien de l’e-mail dans quelques minutes.",
  "link.badTitle": "Votre adresse e-mail n’a pas été confirmée",
  "link.badLink": "Le lien sur lequel vous avez cliqué ne marche pas. Il est peut-être faux, ou il a expiré.",
  "link.badText":
    "Si vous avez déjà confirmé votre adresse, vous n’avez rien d’autre à faire. Sinon, demandez un nouvel e-mail : son lien marche pendant {days} jours.",
  "link.newEmail":
    "<link>M’envoyer un nouvel e-mail de confirmation</link> (il faudra d’abord vous connecter).",
} satisfies Translation<typeof en>;
