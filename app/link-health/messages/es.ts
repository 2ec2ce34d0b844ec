import type { Translation } from "../../../common/i18n/messages.ts";
import type en from "./en.ts";

export default {
  "list.intro":
    "{n, plural, one {Puede que este botón no funcione para la persona que lo usa:} other {Puede que estos # botones no funcionen para las personas que los usan:}}",
  "list.hint":
    "Cada dirección web de una barra se comprueba todos los días. Las páginas sospechosas son una suposición: revíselas, por favor.",
  "list.checkAgain": "Comprobar otra vez ahora",
  "list.fix": " (arreglar este botón)",
  "list.onBar": " en la barra «{barName}»",
  "list.words": ": {words}",
  "list.newAddress": "Dirección nueva: ",
  "mark.needsAttention": "Necesita atención:",
  "list.replace": "Cambiar por la dirección nueva<hidden> en {label}</hidden>",
  since: "desde el {date}",
  "words.broken": "Ha dejado de funcionar: {answer}.",
  "words.moved": "La página se ha trasladado.",
  "words.movedTo": "La página se ha trasladado a {url}.",
  "words.otherSite":
    "Parece que algo falla: la dirección lleva ahora a un sitio que no tiene nada que ver (es una suposición de {product}; revísela).",
  "words.forSale":
    "Parece que algo falla: la página dice ahora que la dirección está en venta (es una suposición de {product}; revísela).",
  "words.parked":
    "Parece que algo falla: la página parece ahora un sitio vacío o aparcado (es una suposición de {product}; revísela).",
  "answer.not_found": "el sitio respondió «no encontrado»",
  "answer.gone": "el sitio respondió que la página ya no existe",
  "answer.refused_access": "el sitio no quiso mostrar la página",
  "answer.server_error": "el sitio respondió con un error propio",
  "answer.other_status": "el sitio respondió con un error",
  "answer.timeout": "no hubo respuesta en 10 segundos",
  "answer.no_such_name": "el nombre ya no existe",
  "answer.refused": "el sitio rechazó la conexión",
  "answer.too_many_redirects": "el sitio hace dar vueltas a los visitantes sin llegar a ninguna página",
  "answer.not_allowed": "la dirección lleva a un sitio que {product} no abre",
  "answer.unreachable": "no se pudo llegar al sitio",
  "check.started":
    "Estamos comprobando otra vez las direcciones web. Vuelva a cargar esta página dentro de un minuto para ver los resultados.",
  "check.tooSoon":
    "Las direcciones web se comprobaron hace poco. Vuelva a intentarlo dentro de unos minutos.",
  "check.off": "En este servidor no se comprueban las direcciones web.",
  "check.failed": "Ahora no se han podido comprobar las direcciones web. Vuelva a intentarlo más tarde.",
  "replace.notFound": "No se ha cambiado nada: no se ha encontrado el botón.",
  "replace.gone":
    "No se ha cambiado nada: este botón ya no tiene la dirección que se trasladó (la barra ha cambiado desde la comprobación).",
  "replace.builtIn":
    "No se ha cambiado nada: la dirección de «{label}» viene con el botón. Abra la barra para cambiar el botón.",
  "replace.conflict":
    "No se ha cambiado nada: otra persona guardó esta barra en el mismo momento. Vuelva a intentarlo.",
  "replace.done": "El botón «{label}» abre ahora la dirección nueva, {url}.",
  "email.title": "Correos sobre botones que han dejado de funcionar",
  "email.checked": "Comprobamos todos los días las direcciones web de las barras de su grupo.",
  "email.on":
    "Cuando un botón deja de funcionar o parece que falla, le enviamos un correo. Recibe como máximo uno de estos correos al día: un problema que encontremos después del correo de ese día irá en el siguiente, un día más tarde. Cada correo incluye todos los botones que aún necesitan su atención.",
  "email.off":
    "No recibe correos sobre ellas. El panel sigue mostrando los botones que necesitan su atención.",
  "email.turnOff": "Desactivar estos correos",
  "email.turnOn": "Activar estos correos",
  "email.nowOn": "Recibirá un correo cuando dejen de funcionar botones de las barras de su grupo.",
  "email.nowOff": "Ya no recibirá correos sobre botones que han dejado de funcionar.",
} satisfies Translation<typeof en>;
