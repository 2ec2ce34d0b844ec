import type { Translation } from "../../../common/i18n/messages.ts";
import type en from "./en.ts";

export default {
  title: "Bandeja de salida de desarrollo",
  intro:
    "Los correos que ha enviado el servicio, empezando por el más reciente (100 como máximo). Esta página solo existe en desarrollo.",
  load: "Cargar la bandeja de salida",
  "filter.to": "Mostrar solo los correos enviados a",
  "filter.submit": "Filtrar",
  "filter.all": "Mostrar todos los correos",
  none: "Todavía no hay correos.",
  noneTo: "Todavía no hay correos para {to}.",
  "mail.to": "Para",
  "mail.time": "Hora",
  "mail.notSent": " (todavía sin enviar)",
  "mail.kind": "Tipo",
  "mail.links": "Enlaces de este correo",
  "mail.text": "Texto",
} satisfies Translation<typeof en>;
