import type { Translation } from "../../../common/i18n/messages.ts";
import type en from "./en.ts";

export default {
  "page.title": "La barra base del grupo",
  "page.intro":
    "Los botones de la barra base van en la barra de cada miembro, junto con sus propios botones. Los botones propios de cada miembro siguen siendo suyos. Un cambio llega a todos a la vez; un miembro que pidió aprobar los cambios lo ve antes.",
  "page.buttons": "Botones de la barra base ({count})",
  "page.noText": "(sin texto)",
  "page.empty": "La barra base aún no tiene botones.",
  "page.edit": "Editar los botones de la barra base",
  "page.history": "Ver el historial de la barra base",
  "page.none": "Su grupo aún no tiene barra base. Elija dónde van sus botones y después añádalos.",
  "page.legend": "¿Dónde van los botones del grupo en la barra de cada miembro?",
  "page.save": "Guardar dónde van",
  "page.make": "Crear la barra base",
  "page.back": "Volver al panel",
  "choice.first": "Al principio",
  "choice.firstHint": "Los botones del grupo van antes de los botones propios de cada miembro.",
  "choice.last": "Al final",
  "choice.lastHint": "Los botones del grupo van después de los botones propios de cada miembro.",
  "check.position": "Elija dónde van los botones del grupo",
  "action.label": "Guardar la barra base del grupo",
  "banner.made": "Se ha creado la barra base del grupo. Añada los botones que recibe cada miembro.",
  "banner.saved":
    "Guardado: los botones del grupo van {position, select, first {antes de los botones propios de cada miembro} other {después de los botones propios de cada miembro}}.",
  "link.heading": "Barra base del grupo",
  "link.text": "Botones que recibe cada miembro",
} satisfies Translation<typeof en>;
