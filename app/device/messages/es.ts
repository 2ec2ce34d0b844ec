import type { Translation } from "../../../common/i18n/messages.ts";
import type en from "./en.ts";

export default {
  "computer.title": "¿Qué ordenador usa {name}?",
  "computer.action": "Indicar el ordenador",
  "computer.saved": "Se ha guardado qué ordenador usa.",
  "computer.link": "Indicar qué ordenador usa {name}",
  "computer.read":
    "La aplicación de escritorio de {name} ha dicho en qué sistema funciona. El editor se guía por eso, elija lo que elija aquí.",
  "computer.mac": "{system} (un Mac)",
  "computer.unsure": "No lo sé",
  "computer.save": "Guardar",
  "check.system": "Elija el ordenador, o No lo sé",
  "status.justNow": "ahora mismo",
  "status.app": "aplicación de escritorio",
  "status.appVersion": "aplicación de escritorio {version}",
  "status.system": "{parts}.",
  "status.said": "Usted indicó que {name} usa {system}.",
  "status.unknownSystem": "La aplicación de escritorio no dijo qué sistema usa el ordenador de {name}.",
  "status.has": "El ordenador de {name} tiene la versión {version} de {barName}, recogida {ago}.",
  "status.waitsOk": "{has} La versión {saved} espera el visto bueno de {name}.",
  "status.never": "{name} todavía no ha iniciado sesión en ningún ordenador.",
  "status.behind":
    "La versión {version} de {barName} está en espera: el ordenador de {name} no la ha pedido desde entonces.",
  "status.had":
    "Tiene la versión {version} de {barName}, {defaultBar, select, yes {pedida} other {recogida}} {ago}.",
  "status.lastAsked": "Pidió barras por última vez {ago}, antes de que {barName} fuera suya.",
  "status.default":
    "{name} no tiene barras propias, así que su ordenador recibe la {barName}: tiene la versión {version}, pedida {ago}.",
  "status.asked": "El ordenador de {name} pidió barras por última vez {ago}.",
} satisfies Translation<typeof en>;
