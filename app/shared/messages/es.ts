import type { Translation } from "../../../common/i18n/messages.ts";
import type en from "./en.ts";

export default {
  "layout.skipLink": "Ir al contenido",
  "layout.home": " – inicio",
  "layout.accountNav": "Cuenta",
  "layout.focusMode": "Modo concentración",
  "layout.signOut": "Cerrar sesión",
  "layout.signIn": "Iniciar sesión",
  "layout.description":
    "{product}: cree barras de botones grandes y claros para las personas a las que ayuda con el ordenador.",

  "footer.help": "Ayuda",
  "footer.terms": "Condiciones del servicio",
  "footer.privacy": "Política de privacidad",
  "footer.copyright": "Copyright © {year} {product}. Todos los derechos reservados.",
  "footer.language": "Idioma",
  "footer.languageSubmit": "Cambiar idioma",
  "page.documentTitle": "{title} – {product}",
  "page.errorTitle": "Error: {title}",
  "banner.success": "Hecho",
  "banner.important": "Importante",
  "error.unavailableTitle": "Lo sentimos, el servicio no está disponible",
  "error.nothingLost": "No se ha perdido nada de lo que guardó.",
  "error.tryAgain": "Volver a intentarlo",
  "error.tooManyTitle": "Demasiados intentos",
  "error.startPage": "Ir a la página de inicio",
  "error.notFoundTitle": "No encontramos la página",
  "error.notFoundTyped": "Si escribió la dirección web, compruebe que está bien.",
  "error.notFoundPasted":
    "Si pegó la dirección web, compruebe que la copió entera. O <link>vaya a la página de inicio</link>.",
  "error.problemTitle": "Lo sentimos, hay un problema con el servicio",
  "error.problemText":
    "Inténtelo más tarde. Si vuelve atrás en el navegador, no habrá perdido lo que escribió.",
  "form.problem": "Hay un problema",
  "form.errorPrefix": "Error:",
  "form.didNotWork": "{action}: no ha funcionado",
  "form.cancel": "Cancelar",
  "form.honeypot": "Deje este campo vacío",
  "form.showPassword": "Mostrar contraseña",
  "form.hidePassword": "Ocultar contraseña",
  "form.newPassword": "Contraseña nueva",
  "form.confirmNewPassword": "Repita la contraseña nueva",
  "form.passwordHint": "Al menos {min} caracteres.",
  "form.terms":
    "Acepto las <terms>condiciones del servicio</terms> y la <privacy>política de privacidad</privacy>",
} satisfies Translation<typeof en>;
