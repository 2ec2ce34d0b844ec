import type { Translation } from "../../../common/i18n/messages.ts";
import type en from "./en.ts";

export default {
  "code.invalid_credentials":
    "El correo electrónico o la contraseña no son correctos. Revíselos y vuelva a intentarlo.",
  "code.locked":
    "Se ha escrito mal la contraseña demasiadas veces y la cuenta está bloqueada por ahora. Vuelva a intentarlo dentro de {minutes, plural, one {# minuto} other {# minutos}} o cambie su contraseña.",
  "code.existing_email": "Ya hay una cuenta con este correo electrónico. Inicie sesión.",
  "code.malformed_email": "Escriba un correo electrónico válido.",
  "code.short_password": "La contraseña debe tener al menos {min} caracteres",
  "code.bad_password": "Esta contraseña es muy fácil de adivinar. Elija otra.",
  "code.too_long": "Algo de lo que escribió es demasiado largo. Acórtelo y vuelva a intentarlo.",
  "code.missing_required": "Falta información obligatoria.",
  "code.malformed_json": "No pudimos leer la petición. Vuelva a cargar la página e inténtelo otra vez.",
  "code.invalid_token": "El enlace que ha pulsado no funciona. Puede que esté mal o que haya caducado.",
  "code.invalid_user": "Esta cuenta ya no existe.",
  "code.rate_limited": "Demasiados intentos en poco tiempo. Espere unos minutos y vuelva a intentarlo.",
  "code.bad_recaptcha": "No se ha superado la comprobación de que es una persona. Vuelva a intentarlo.",
  "code.email_verification_required":
    "Hasta que confirme su propio correo electrónico, no puede invitar a otras personas.",
  "code.limit_reached": "Su plan no tiene sitio para más personas. Elija antes un plan más grande.",
  "code.plan_limit_exceeded": "Este plan es demasiado pequeño para las personas que ya tiene.",
  "code.same_plan": "Ya tiene este plan. Elija otro.",
  "code.checkout_required": "Este plan necesita un pago antes. Elíjalo en la página de planes para pagarlo.",
  "code.bad_plan_id": "No se puede elegir este plan. Elija un plan de la lista.",
  "code.cannot_demote_self": "No puede quitarse a sí mismo el papel de gestor",
  "code.cannot_delete_self": "No puede quitarse a sí mismo del grupo.",
  "code.cannot_delete_default": "La barra predeterminada no se puede borrar.",
  "code.cannot_delete_used": "Esta barra está en uso y no se puede borrar.",
  "code.default_must_be_shared": "La barra predeterminada tiene que seguir compartida.",
  "code.bar_limit_reached": "Una persona puede tener 5 barras como máximo.",
  "code.version_conflict":
    "Otra persona guardó esta barra después de que usted empezara a cambiarla, así que sus cambios no se guardaron. No se han perdido: mire la barra otra vez y vuelva a guardar.",
  "code.cannot_rename_default": "La barra predeterminada no se puede renombrar.",
  "code.exe_and_default":
    "Un botón de aplicación abre un archivo de programa o una aplicación habitual, pero no las dos cosas.",
  "code.draft_not_found": "Esta barra no tiene cambios sin guardar.",
  "code.existing_name": "Ya hay una persona con este nombre.",
  "code.member_not_found": "Esta persona ya no está en el grupo.",
  "code.member_active": "Esta persona ya ha aceptado una invitación.",
  "code.bad_bar_id": "No encontramos una de las barras. Vuelva a cargar la página e inténtelo otra vez.",
  "code.email_mismatch":
    "Esta invitación se envió a otro correo electrónico. Inicie sesión con ese correo (o regístrese con él) para aceptarla.",
  "code.already_member": "Ya está en este grupo.",
  "code.service_unavailable":
    "El servicio no está disponible ahora. Vuelva a intentarlo dentro de unos minutos.",
  "code.invalid_response":
    "El servicio envió una respuesta que no pudimos leer. Vuelva a intentarlo dentro de unos minutos.",
  "code.other": "El servidor no pudo hacerlo (error: {code}).",
  "status.400": "No se aceptó la petición. Revise lo que escribió y vuelva a intentarlo.",
  "status.401": "Su sesión ha caducado. Vuelva a iniciar sesión.",
  "status.403": "No tiene permiso para hacer esto.",
  "status.404": "No encontramos lo que busca.",
  "status.408": "El servicio tardó demasiado en responder. Vuelva a intentarlo.",
  "status.409": "Otra persona cambió esto a la vez. Vuelva a cargar la página e inténtelo otra vez.",
  "status.413": "Lo que envió es demasiado grande.",
  "status.429": "Demasiados intentos en poco tiempo. Espere unos minutos y vuelva a intentarlo.",
  "status.500": "Algo ha fallado por nuestra parte. Vuelva a intentarlo dentro de un momento.",
  "status.502": "El servicio no está disponible ahora. Vuelva a intentarlo dentro de unos minutos.",
  "status.503": "El servicio no está disponible ahora. Vuelva a intentarlo dentro de unos minutos.",
  "status.504": "El servicio tardó demasiado en responder. Vuelva a intentarlo dentro de unos minutos.",
  "status.other": "{text} ({status})",
  "status.error": "Error",
  "network.noCode": "No pudimos conectar con el servicio. Compruebe su conexión y vuelva a intentarlo.",
  "network.code":
    "No pudimos conectar con el servicio. Compruebe su conexión y vuelva a intentarlo ({code}).",
  generic: "Algo ha fallado. Vuelva a intentarlo.",
} satisfies Translation<typeof en>;
