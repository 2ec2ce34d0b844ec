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
  "mail.linksFallback": "Si los enlaces no funcionan, copie esta dirección en su navegador:",
  "reset.subject": "Cambie su contraseña de {product}",
  "reset.why":
    "Alguien ha pedido cambiar la contraseña de su cuenta de {product}. El enlace sirve una sola vez y durante una hora.",
  "reset.ignore": "Si no fue usted, ignore este correo: su contraseña no cambia.",
  "reset.linkIntro": "Elija una contraseña nueva:",
  "reset.button": "Elegir una contraseña nueva",
  "resetUnknown.subject": "Cambio de contraseña de {product}",
  "resetUnknown.why":
    "Alguien ha pedido cambiar la contraseña de {product} de {email}, pero no hay ninguna cuenta de {product} con esta dirección.",
  "resetUnknown.otherAddress":
    "Si fue usted, quizá se registró con otra dirección. También puede crear una cuenta.",
  "resetUnknown.ignore": "Si no fue usted, puede ignorar este correo.",
  "resetUnknown.linkIntro": "Crear una cuenta:",
  "resetUnknown.button": "Crear una cuenta",
  "changed.subject": "Se ha cambiado su contraseña de {product}",
  "changed.what":
    "Se acaba de cambiar la contraseña de su cuenta de {product}. Hemos cerrado su sesión en los demás dispositivos.",
  "changed.notYou":
    "Si no lo hizo usted, cambie su contraseña enseguida desde la página de inicio de sesión.",
  "invitation.subject": "{inviter} le invita a {product}",
  "invitation.intro":
    "{inviter} le invita a unirse al grupo «{group}» en {product}. En {product}, {inviter} puede preparar para usted barras de botones: botones que abren páginas web, inician aplicaciones y reuniones, y cambian ajustes de su ordenador.",
  "invitation.wrote": "{inviter} escribió:",
  "invitation.acceptIntro": "Aceptar la invitación:",
  "invitation.declineIntro": "Rechazar la invitación:",
  "invitation.accept": "Aceptar la invitación",
  "invitation.decline": "Si no quiere unirse, <link>rechace la invitación</link>.",
  "invitation.days": "La invitación sirve durante {days, plural, one {# día} other {# días}} y una sola vez.",
  "invitation.ignore": "Si no conoce a esta persona, puede ignorar este correo.",
  "invitationCopy.subject": "Hemos enviado su invitación de {product} a {email}",
  "invitationCopy.sent":
    "Hemos enviado a {who} su invitación para unirse a «{group}». Sirve durante {days, plural, one {# día} other {# días}}.",
  "invitationCopy.message": "Su mensaje:",
  "invitationCopy.accepted": "Cuando la acepte, lo verá en la lista de miembros del grupo.",
  "approvalWaiting.subject": "Un cambio en su barra «{barName}» espera su visto bueno",
  "approvalWaiting.what":
    "Alguien ha cambiado su barra de {product} «{barName}». Su ordenador la sigue mostrando como antes hasta que usted dé su visto bueno.",
  "approvalWaiting.next":
    "Abra sus barras para ver qué ha cambiado. Luego apruebe el cambio o diga «ahora no».",
  "approvalWaiting.linkIntro": "Ver el cambio:",
  "approvalWaiting.button": "Ver el cambio",
  "approvalTalk.someone": "Un miembro de su grupo",
  "approvalTalk.subject": "{member} quiere hablar de un cambio en «{barName}»",
  "approvalTalk.what":
    "{member} le pide hablar del último cambio en su barra «{barName}» antes de aprobarlo.",
  "approvalTalk.wrote": "{member} escribió:",
  "approvalTalk.linkIntro": "Ver la página del miembro:",
  "approvalTalk.button": "Ver la página de {member}",
  "linkHealth.subject":
    "{count, plural, one {Un botón de una barra de {product} necesita su atención} other {# botones de barras de {product} necesitan su atención}}",
  "linkHealth.checks":
    "{product} comprueba cada día las direcciones web de las barras de su grupo. {count, plural, one {Este botón necesita su atención:} other {Estos botones necesitan su atención:}}",
  "linkHealth.barOf": "{who}: barra «{barName}»",
  "linkHealth.bar": "Barra «{barName}»",
  "linkHealth.fixIt": "Arreglarlo: {link}",
  "linkHealth.fix": "Arreglar «{label}»",
  "linkHealth.howToFix":
    "Cada enlace abre la barra en el editor, en ese botón. Allí puede cambiarlo o quitarlo.",
  "linkHealth.oneADay":
    "Recibirá como mucho un correo como este al día, y solo cuando haya algo nuevo. Si encontramos un problema después de este correo, se lo diremos en el siguiente.",
  "linkHealth.turnOff": "Puede desactivar estos correos en los ajustes de su cuenta: {link}",
  "linkHealth.turnOffLink": "Puede <link>desactivar estos correos en los ajustes de su cuenta</link>.",
} satisfies Translation<typeof en>;
