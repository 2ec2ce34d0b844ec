import type { Translation } from "../../../common/i18n/messages.ts";
import type en from "./en.ts";

export default {
  "invite.title": "Invitar a {name}",
  "invite.reTitle": "Volver a invitar a {name}",
  "invite.label": "Invitar",
  "invite.text":
    "{name} recibirá un correo con un enlace para aceptar la invitación, crear una cuenta o iniciar sesión, e instalar la aplicación. El enlace sirve durante {days, plural, one {# día} other {# días}}.",
  "invite.send": "Enviar la invitación",
  "invite.sendAgain": "Volver a enviar la invitación",
  "invite.email": "Correo electrónico de {name}",
  "invite.phone": "Su número de teléfono (opcional)",
  "invite.phoneHint": "Lo añadimos a la invitación para que {name} pueda llamarle si necesita ayuda.",
  "invite.sending": "Estamos enviando la invitación a {email}.",
  "invite.ok": "Aceptar",
  "invite.resend": "Reenviar el correo de confirmación",
  "invite.resent":
    "Hemos reenviado su correo de confirmación. Lo estamos enviando ahora: abra su enlace y vuelva a invitar.",
  "side.title": "¿Qué es una {bar}?",
  "side.what":
    "Una {bar} está en el borde de la pantalla y tiene botones grandes para abrir páginas web, iniciar aplicaciones y reuniones, y cambiar ajustes como el tamaño del texto.",
  "side.who":
    "La persona que le invitó puede crear y actualizar sus barras. No puede ver ni cambiar nada más en su ordenador.",
  "card.invalidTitle": "Esta invitación no funciona",
  "card.invalidText":
    "Puede que el enlace esté mal o que la invitación haya caducado. Pida a la persona que le invitó que le envíe otra.",
  "card.declinedTitle": "Ha rechazado la invitación",
  "card.declinedText": "Si cambia de opinión, la persona que le invitó puede enviarle una invitación nueva.",
  "card.acceptedTitle": "Esta invitación ya se ha aceptado",
  "card.acceptedText": "Inicie sesión en {product} con la cuenta que la aceptó.",
  "card.continue": "Continuar",
  "card.start": "Ir a la página de inicio de {product}",
  signIn: "Iniciar sesión",
  from: "{inviter}, de {group},",
  intro: "{from} le invita a usar {product} para poder preparar una {bar} para usted.",
  "decline.title": "¿Rechazar la invitación de {group}?",
  "decline.text": "{from} no podrá darle una {bar}. Puede volver a invitarle más adelante.",
  "decline.yes": "Sí, rechazar la invitación",
  "decline.no": "No, volver a la invitación",
  "decline.label": "Rechazar la invitación",
  "accept.label": "Aceptar la invitación",
  "join.title": "Unirse a {group}",
  "join.signedInAs": "Ha iniciado sesión como {email}.",
  "join.yourAccount": "su cuenta",
  "register.title": "Unirse a {group}: cree su cuenta",
  "register.submit": "Aceptar la invitación y crear la cuenta",
  "register.emailHint": "La invitación se envió a esta dirección. La usará para iniciar sesión.",
  "register.haveAccount": "Ya tengo una cuenta de {product}",
  email: "Correo electrónico",
  password: "Contraseña",
  confirmPassword: "Confirmar la contraseña",
  "signInForm.title": "Unirse a {group}: inicie sesión",
  "signInForm.submit": "Aceptar la invitación e iniciar sesión",
  "signInForm.emailHint": "Inicie sesión con la dirección a la que se envió la invitación.",
  "signInForm.forgot": "He olvidado mi contraseña",
  "signInForm.new": "¿Es nuevo en {product}? <link>Cree una cuenta para aceptar</link>",
  "registerInvite.title": "Aceptar una invitación",
  "registerInvite.open":
    "Para unirse al grupo de alguien en {product}, abra el enlace del correo de invitación que le enviaron. Le lleva a una página donde puede crear su cuenta o iniciar sesión, y aceptar la invitación.",
  "registerInvite.notFound":
    "¿No encuentra el correo? Mire en la carpeta de correo no deseado, o pida a la persona que le invitó que se lo vuelva a enviar.",
  "registerInvite.without": "Crear una cuenta sin invitación",
} satisfies Translation<typeof en>;
