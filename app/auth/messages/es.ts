import type { Translation } from "../../../common/i18n/messages.ts";
import type en from "./en.ts";

export default {
  "signIn.title": "Iniciar sesión en {product}",
  "signIn.submit": "Iniciar sesión",
  "signIn.email": "Correo electrónico",
  "signIn.password": "Contraseña",
  "signIn.forgot": "He olvidado mi contraseña",
  "signIn.newHeading": "¿Es nuevo en {product}?",
  "signIn.create": "Crear una cuenta",
  "signIn.timedOut": "Su sesión ha caducado. Vuelva a iniciar sesión.",
  "signIn.expired": "Su sesión ha caducado. Vuelva a iniciar sesión.",
  "signOut.done": "Ha cerrado la sesión.",
  "register.title": "Crear una cuenta",
  "register.submit": "Crear cuenta",
  "register.email": "Correo electrónico",
  "register.emailHint": "Lo usará para iniciar sesión. Le enviaremos un enlace para confirmarlo.",
  "register.name": "Su nombre (opcional)",
  "register.nameHint":
    "Lo verán las personas de sus grupos. Si no pone un nombre, verán su correo electrónico.",
  "register.password": "Contraseña",
  "register.confirmPassword": "Repita la contraseña",
  "register.haveAccount": "¿Ya tiene una cuenta? <link>Inicie sesión</link>",
  "register.benefitsTitle": "Con una cuenta de {product} puede",
  "register.benefit1": "crear una {bar} de botones grandes y claros para cada persona a la que ayuda",
  "register.benefit2": "cambiar sus botones desde aquí, sin ir a su ordenador",
  "register.benefit3":
    "invitar a familiares, alumnos o compañeros y tener las barras de todos en un solo sitio",
  "register.sent":
    "Su cuenta está lista. Vamos a enviar un correo a {email}. Abra el enlace del correo para confirmar su dirección. Suele llegar en pocos minutos.",
  "check.emailMissing": "Escriba su correo electrónico",
  "check.emailInvalid": "Escriba un correo electrónico válido.",
  "check.emailTooLong": "El correo electrónico puede tener {max} caracteres como máximo",
  "check.passwordMissing": "Escriba su contraseña",
  "check.passwordTooLong": "Esta contraseña es demasiado larga",
  "check.newPasswordMissing": "Escriba una contraseña",
  "check.confirmPasswordMissing": "Vuelva a escribir la contraseña para confirmarla",
  "check.passwordShort": "La contraseña debe tener al menos {min} caracteres",
  "check.newPasswordTooLong": "La contraseña puede tener {max} caracteres como máximo",
  "check.passwordsDiffer": "Las contraseñas no coinciden",
  "check.nameTooLong": "El nombre puede tener {max} caracteres como máximo",
  "check.agree": "Para crear una cuenta, acepte las condiciones del servicio y la política de privacidad",
} satisfies Translation<typeof en>;
