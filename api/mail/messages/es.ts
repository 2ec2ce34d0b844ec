import type { Translation } from "../../../common/i18n/messages.ts";
import type en from "./en.ts";

export default {
  "mail.greeting": "Hola, {name}:",
  "mail.greetingNoName": "Hola:",
  "mail.linkFallback": "Si el enlace no funciona, copie esta dirección en su navegador:",
  "mail.signature": "El equipo de {product}",
  "verify.subject": "Confirme su correo electrónico para {product}",
  "verify.why":
    "Confirme que esta es la dirección de correo de su cuenta de {product}. El enlace sirve durante {days} días.",
  "verify.ignore": "Si usted no creó una cuenta, puede ignorar este correo.",
  "verify.linkIntro": "Confirme su correo electrónico:",
  "verify.button": "Confirmar mi correo electrónico",
} satisfies Translation<typeof en>;
