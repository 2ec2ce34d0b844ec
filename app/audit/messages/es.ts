import type { Translation } from "../../../common/i18n/messages.ts";
import type en from "./en.ts";

export default {
  "page.title": "Actividad del grupo",
  "page.back": "Volver al panel",
  "page.intro":
    "Lo que han cambiado los gestores de su grupo y lo que ha cambiado el servicio (por ejemplo, un pago), empezando por lo más reciente. Solo los gestores pueden ver esta página. Los cambios se guardan dos años, salvo que este servidor esté configurado para guardarlos otro tiempo.",
  "filter.person": "Persona",
  "filter.personHint": "Parte de un nombre: quién hizo el cambio, o a quién o a qué barra se refería",
  "filter.kind": "Tipo de cambio",
  "filter.allKinds": "Todos los tipos",
  "filter.show": "Mostrar cambios",
  "filter.showAll": "Mostrar todos los cambios",
  "check.personTooLong": "Escriba un nombre de {max} caracteres como máximo",
  "check.kind": "Elija un tipo de cambio de la lista",
  "changes.title": "Cambios",
  "changes.none": "Todavía no hay cambios registrados.",
  "changes.noneMatch": "Ningún cambio coincide.",
  "changes.count":
    "{total, plural, one {# cambio} other {# cambios}}; se muestran del {first, number} al {last, number}.",
  "changes.countMatch":
    "{total, plural, one {# cambio coincide} other {# cambios coinciden}}; se muestran del {first, number} al {last, number}.",
  "csv.link": "Descargar en CSV",
  "csv.what":
    "({filtered, select, yes {los cambios que coinciden} other {todos los cambios}}, para una hoja de cálculo)",
  "csv.tooMany":
    "Ha descargado la lista muchas veces en los últimos minutos. Vuelva a intentarlo dentro de unos minutos.",
  "pages.label": "Páginas de cambios",
  "pages.previous": "Anterior<hidden>: página anterior</hidden>",
  "pages.next": "Siguiente<hidden>: página siguiente</hidden>",
  "pages.page": "Página {n}",
} satisfies Translation<typeof en>;
