import type { Translation } from "../../../common/i18n/messages.ts";
import type en from "./en.ts";

export default {
  title: "Esta parte es para los gestores",
  intro:
    "Usted es miembro de {group}. Sus gestores crean {bar}s para usted, y usted las usa en la aplicación {product} de su ordenador.",
  bars: "{n, plural, =0 {Todavía no hay barras para usted.} one {Hay # barra para usted.} other {Hay # barras para usted.}} Aparecen en los ajustes de su cuenta.",
  seeBars: "Ver sus barras",
  account: "Ajustes de su cuenta",
  download: "Descargar {product}",
  canDo: "Qué puede hacer",
  canSee: "Ver las barras creadas para usted en los <link>ajustes de su cuenta</link>.",
  canInstall:
    "Instalar la aplicación {product} en su ordenador: muestra su barra. Vea <link>cómo instalar {product}</link>.",
  canPassword: "<link>Cambiar su contraseña</link> cuando lo necesite.",
  makeBars: "¿Necesita crear barras usted?",
  onlyManagers:
    "Solo los gestores de {group} pueden crear barras, añadir personas y elegir planes. Si usted también debe hacerlo, pida a uno de ellos que le haga gestor. Para todo lo demás, las <link>páginas de ayuda</link> pueden servirle.",
} satisfies Translation<typeof en>;
