import type { Translation } from "../../../common/i18n/messages.ts";
import type en from "./en.ts";

export default {
  "program.title": "Programa de acceso anticipado",
  "program.titleFree": "{product} Plus gratis",
  "program.intro":
    "Únase al programa de acceso anticipado para usar las novedades de {product} antes que nadie, y cuéntenos qué les funciona a usted y a las personas a las que ayuda.",
  "program.introFree":
    "Pruebe {product} Plus gratis: cree barras para las personas a las que ayuda, añádalas e invítelas, y vea qué les funciona. Puede elegir un plan de pago más adelante, o nunca.",
  "program.getTitle": "Qué recibe",
  "program.getFirst": "Las novedades de {product} en cuanto estén listas, antes que nadie.",
  "program.getSay": "Voz en lo que haremos después: díganos qué funciona y qué no.",
  "program.getBar":
    "Una {bar} de botones grandes y claros para cada persona a la que ayuda, creada desde cualquier navegador.",
  "program.getPeople": "Añadir a las personas a las que ayuda e invitarlas por correo electrónico.",
  "program.getApp": "La aplicación {product} para Windows y macOS, que muestra a cada persona su barra.",
  "program.costTitle": "Cuánto cuesta",
  "program.cost":
    "Nada. No le pedimos ninguna tarjeta. Su grupo empieza con el plan gratuito Estándar, sin límite de miembros, y nunca se le cobra nada a menos que usted elija un plan de pago.",
  "program.howTitle": "Cómo unirse",
  "program.signedIn": "Ya ha iniciado sesión.",
  "program.signUp": "Cree su cuenta con su correo electrónico.",
  "program.name":
    "Ponga un nombre a su grupo, por ejemplo su apellido o el de su organización. Usted será su administrador.",
  "program.people":
    "Añada a las personas a las que ayuda y prepare sus barras. Invítelas cuando sus barras estén listas.",
  "program.joined": "Ya tiene un grupo, así que ya se ha unido. <link>Ir a su panel</link>.",
  "program.join": "Unirse al programa de acceso anticipado",
  "program.joinFree": "Conseguir {product} Plus gratis",
  "program.haveSignIn":
    "¿Ya tiene una cuenta? Primero <link>inicie sesión</link> y después vuelva a esta página.",
  "program.help": "¿Tiene preguntas? Las <link>páginas de ayuda</link> explican cómo funciona {product}.",

  "join.already": "Ya se ha unido: su grupo está listo.",
  "join.label": "Unirse",
  "join.welcome": "¡Bienvenido al programa de acceso anticipado! Su grupo {name} está listo.",
  "join.welcomeFree": "¡Bienvenido! Su grupo {name} está listo.",
  "join.title": "Unirse al programa de acceso anticipado",
  "join.titleFree": "Ponga un nombre a su grupo",
  "join.intro": "Ponga un nombre a su grupo. Usted será su administrador.",
  "join.submit": "Unirse",
  "join.nameLabel": "Nombre del grupo",
  "join.nameHint": "Por ejemplo, su apellido, su clase o su organización.",
} satisfies Translation<typeof en>;
