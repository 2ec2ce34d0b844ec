import type { Translation } from "../../../common/i18n/messages.ts";
import type en from "./en.ts";

export default {
  "group.title": "Mi grupo",
  "group.rename": "Cambiar el nombre del grupo<hidden> {name}</hidden>",
  "group.planTitle": "Plan",
  "group.plan": "Plan",
  "group.notChosen": "Aún no elegido",
  "group.memberLimit": "Límite de miembros",
  "group.limit": "{limit} miembros",
  "group.members": "Miembros",
  "group.memberCount": "{count, plural, one {{count} miembro} other {{count} miembros}}",
  "group.changePlan": "Cambiar de plan",
  "group.billingDetails": "Datos de facturación",
  "group.managersTitle": "Administradores",
  "group.managersText":
    "Los administradores pueden ver, quitar e invitar a miembros, crear y editar barras, pagar y cambiar de plan, y quitar a otros administradores.",
  "group.search": "Buscar administradores por nombre o correo electrónico",
  "group.you": "(usted)",
  "group.notJoined": "(aún no se ha unido)",
  "group.cannotDemote": "No puede quitarse a usted mismo como administrador",
  "group.removeManager": "Quitar a {name} como administrador",
  "group.pages": "Páginas de administradores",
  "group.allGroups": "Todos sus grupos",

  "groups.title": "Mis grupos",
  "groups.none": "Aún no está en ningún grupo.",
  "groups.manager": "Usted administra este grupo.",
  "groups.member": "Usted es miembro de este grupo.",
  "groups.active": "Es el grupo con el que está trabajando ahora.",
  "groups.visit": "Abrir<hidden> {name}</hidden>",
  "groups.delete": "Eliminar<hidden> {name}</hidden>",
  "groups.create": "Crear un grupo",

  "new.title": "Crear un grupo",
  "new.done": "Su grupo {name} está listo.",
  "new.intro": "Usted será el administrador del nuevo grupo. Empezará con el plan gratuito Estándar.",
  "new.submit": "Crear el grupo",
  "name.label": "Nombre del grupo",

  "rename.title": "Cambiar el nombre del grupo",
  "rename.done": "Guardado",
  "rename.submit": "Guardar el nombre",
  "rename.hint": "Sus miembros ven este nombre.",

  "delete.label": "Eliminar el grupo",
  "delete.done": "Se ha eliminado el grupo {name}.",
  "delete.title": "¿Eliminar {name}?",
  "delete.text":
    "Se eliminarán el grupo, sus miembros, sus barras y sus datos de facturación, y se cancelará su suscripción. No se puede deshacer.",

  "remove.label": "Quitar como administrador",
  "remove.done": "{name} ya no es administrador.",
  "remove.self": "No puede quitarse a usted mismo como administrador",
  "remove.notManager": "{name} no es administrador de {group}.",
  "remove.back": "Volver a su grupo",
  "remove.title": "¿Quitar a {name} como administrador?",
  "remove.text":
    "{name} ya no podrá administrar {group}: no verá ni cambiará sus miembros, sus barras ni su plan. Seguirá en el grupo como miembro.",
  "remove.submit": "Quitar",
} satisfies Translation<typeof en>;
