import type { Translation } from "../../../common/i18n/messages.ts";
import type en from "./en.ts";

export default {
  title: "Descargar {product}",
  ready: "Su cuenta está lista. El último paso es instalar {product} en el ordenador donde lo va a usar.",
  install: "Instale {product} en el ordenador donde lo va a usar.",
  another: "¿Usa otro ordenador? <link>Descárguelo para {system}</link>.",
  choose: "Elija el sistema del ordenador donde va a usar {product}.",
  button: "Descargar {product} para {system}",
  for: "Para {requirements}.",
  missing:
    "El instalador de {product} para {system} todavía no está disponible en este servidor. Pídaselo a la persona que le invitó o a quien gestione este sitio de {product}.",
  "unsupported.title": "{product} no funciona en {system}",
  "unsupported.thisDevice": "este dispositivo",
  "unsupported.seems": "Parece que este dispositivo usa {system}. ",
  "unsupported.text":
    "{product} solo funciona en ordenadores con Windows o macOS. Pida ayuda a la persona que le invitó.",
  "unsupported.other":
    "Para instalar {product} en otro ordenador, descárguelo para <windows>Windows</windows> o <mac>macOS</mac>.",
  "system.mobile": "un dispositivo móvil",
  "system.oldWindows": "una versión antigua de Windows",
  "system.oldMac": "una versión antigua de macOS",
  "requirements.title": "Requisitos del sistema",
  "requirements.windows": "Windows 10 (versión 2004 o posterior) o Windows 11",
  "requirements.mac": "macOS 10.14 (Mojave) o posterior",
  help: "¿Necesita ayuda para instalarlo? Vea <link>cómo instalar {product}</link>.",
} satisfies Translation<typeof en>;
