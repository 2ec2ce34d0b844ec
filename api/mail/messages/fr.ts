import type { Translation } from "../../../common/i18n/messages.ts";
import type en from "./en.ts";

export default {
  "mail.greeting": "Bonjour {name},",
  "mail.greetingNoName": "Bonjour,",
  "mail.linkFallback": "Si le lien ne marche pas, copiez cette adresse dans votre navigateur :",
  "mail.signature": "L’équipe {product}",
  "verify.subject": "Confirmez votre adresse e-mail pour {product}",
  "verify.why":
    "Confirmez que cette adresse e-mail est bien celle de votre compte {product}. Le lien marche pendant {days} jours.",
  "verify.ignore": "Si vous n’avez pas créé de compte, ignorez cet e-mail.",
  "verify.linkIntro": "Confirmez votre adresse e-mail :",
  "verify.button": "Confirmer mon adresse e-mail",
} satisfies Translation<typeof en>;
