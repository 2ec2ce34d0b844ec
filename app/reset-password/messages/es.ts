import type { Translation } from "../../../common/i18n/messages.ts";
import type en from "./en.ts";

export default {
  "request.title": "Cambie su contraseña",
  "request.intro":
    "Escriba el correo electrónico con el que inicia sesión. Le enviaremos un enlace para elegir una contraseña nueva.",
  "request.submit": "Enviar el enlace",
  "request.label": "Cambiar la contraseña",
  "request.email": "Correo electrónico",
  "request.sent":
    "Vamos a enviar un correo a {email} con los siguientes pasos. Si hay una cuenta con esta dirección, el correo trae un enlace para elegir una contraseña nueva. El enlace sirve durante 1 hora.",
  back: "Volver a iniciar sesión",
  "complete.title": "Elija una contraseña nueva",
  "complete.submit": "Cambiar la contraseña",
  "complete.linksOnce":
    "Los enlaces para cambiar la contraseña sirven una sola vez y durante una hora. Pida un enlace nuevo y use el correo más reciente.",
  "complete.newLink": "Pedir un enlace nuevo",
  "complete.badLink": "El enlace que ha pulsado no funciona. Puede que esté mal o que haya caducado.",
  "complete.changed": "Se ha cambiado su contraseña. Inicie sesión con la contraseña nueva.",
  "check.newPasswordMissing": "Escriba una contraseña nueva",
  "check.confirmPasswordMissing": "Vuelva a escribir la contraseña nueva para confirmarla",
} satisfies Translation<typeof en>;
