import type { Translation } from "../../../common/i18n/messages.ts";
import type en from "./en.ts";

export default {
  "pending.title": "Confirme su correo electrónico",
  "pending.sent":
    "Hemos enviado el correo de confirmación. Puede tardar unos minutos en llegar. Abra el correo más reciente y pulse el enlace.",
  "pending.resend": "Reenviar correo",
  "pending.sending":
    "{variant, select, registered {Vamos a enviar} other {Hemos enviado}} un correo de bienvenida a <email></email>. Pulse el enlace del correo para confirmar su dirección.",
  "pending.yourAddress": "su correo electrónico",
  "pending.notArrived": "¿No le ha llegado el correo?",
  "pending.wait": "Espere unos minutos: a veces los correos tardan en llegar.",
  "pending.spam": "Mire en la carpeta de correo no deseado (spam).",
  "pending.checkAddress": "Compruebe que el correo electrónico de arriba está bien.",
  "pending.pressResend": "Pulse Reenviar correo para recibir un correo nuevo.",
  "pending.waiting": "Esperando su confirmación",
  "pending.stopped":
    "Esta página ya no comprueba sola. Cuando haya pulsado el enlace del correo, <link>vuelva a comprobar</link>.",
  "pending.checkFailed": "No hemos podido comprobarlo ahora. Lo volveremos a intentar enseguida.",
  "pending.checking":
    "Esta página comprueba cada {seconds} segundos si su correo está confirmado y sigue sola cuando lo está. También puede <now>comprobar ahora</now> o <stop>dejar de comprobar</stop>.",
  "pending.later": "Confirmar más tarde y continuar",
  "link.action": "Confirmar el correo",
  "link.confirmedTitle": "Su correo está confirmado",
  "link.confirmedThanks":
    "Gracias. Su correo electrónico está confirmado y su cuenta de {product} está lista.",
  "link.install": "Ahora instale {product} en el ordenador donde lo va a usar.",
  "link.download": "Descargar {product}",
  "link.account": "Ir a su cuenta",
  "link.alreadyTitle": "Su correo ya está confirmado",
  "link.alreadyText": "Su correo electrónico ya estaba confirmado. No tiene que hacer nada más.",
  "link.openTitle": "Confirme su correo electrónico",
  "link.openText": "Abra este enlace en su navegador para confirmar su correo electrónico.",
  "link.notYet":
    "Su correo electrónico aún no está confirmado. Abra otra vez el enlace del correo dentro de unos minutos.",
  "link.badTitle": "No se ha confirmado su correo electrónico",
  "link.badLink": "El enlace que ha pulsado no funciona. Puede que esté mal o que haya caducado.",
  "link.badText":
    "Si ya confirmó su correo antes, no tiene que hacer nada más. Si no, pida un correo nuevo: su enlace sirve durante {days} días.",
  "link.newEmail":
    "<link>Enviarme un correo de confirmación nuevo</link> (primero tendrá que iniciar sesión).",
} satisfies Translation<typeof en>;
