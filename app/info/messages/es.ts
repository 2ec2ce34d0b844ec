import type { Translation } from "../../../common/i18n/messages.ts";
import type en from "./en.ts";

export default {
  "help.title": "Ayuda",
  "help.intro":
    "Con {product} puede crear una {bar}: una barra de botones grandes que abren sitios web, inician programas y cambian ajustes como el tamaño del texto, en el ordenador de una persona a la que ayuda.",
  "help.signingIn": "Iniciar sesión",
  "help.signingInText":
    "Use el correo electrónico y la contraseña que eligió al crear su cuenta. Si ha olvidado su contraseña, use <link>He olvidado mi contraseña</link> en la página de inicio de sesión.",
  "help.installing": "Instalar {product}",
  "help.systems":
    "{product} funciona en ordenadores con Windows 10 (versión 2004 o posterior) o Windows 11, y en Mac con macOS 10.14 (Mojave) o posterior. No funciona en teléfonos, tabletas ni Chromebooks.",
  "help.stepDownload":
    "En el ordenador donde se va a usar la {bar}, abra la <link>página de descarga</link>. Le ofrece el instalador para el sistema de ese ordenador.",
  "help.stepWindows":
    "Windows: abra el archivo de instalación descargado y siga los pasos. Si Windows pregunta si permite que la aplicación haga cambios, elija Sí.",
  "help.stepMac":
    "Mac: abra el paquete descargado y siga los pasos. Si macOS pide permiso para controlar el ordenador (Accesibilidad), permítalo en Ajustes del Sistema, Privacidad y seguridad.",
  "help.stepStart":
    "Abra {product} e inicie sesión con el correo electrónico y la contraseña de su cuenta de {product}. Las barras creadas para usted aparecen en el borde de la pantalla.",
  "help.notAvailable":
    "Si la página de descarga dice que el instalador todavía no está disponible en este servidor, quienes gestionan este sitio de {product} aún no lo han publicado aquí. Pida el instalador a la persona que le invitó o a quienes administran el sitio.",
  "help.keyboard": "Usar el sitio sin ratón",
  "help.keyboardText":
    "Todas las páginas funcionan solo con el teclado y con JavaScript desactivado. Pulse Tab para moverse entre los controles y Intro para usarlos. La primera vez que pulsa Tab en una página aparece un enlace para saltar al contenido.",
  "privacy.title": "Política de privacidad",
  "privacy.data":
    "{product} guarda su correo electrónico, su contraseña (solo cifrada de forma irreversible), los nombres de las personas de sus grupos y las barras que crea para ellas. Solo los usamos para prestar el servicio.",
  "privacy.cookie":
    "Una cookie mantiene su sesión iniciada. Está cifrada, los scripts no pueden leerla y se borra al cerrar la sesión. No usamos cookies de publicidad ni de seguimiento, y no cargamos nada de otros sitios.",
  "privacy.delete": "Si elimina su cuenta, se borran sus datos y los grupos que solo gestiona usted.",
  "terms.title": "Condiciones del servicio",
  "terms.use":
    "Al crear una cuenta de {product}, acepta usarla para ayudar a las personas a las que apoya, y solo con su consentimiento. Usted es responsable de los botones que pone en sus barras y de no compartir su contraseña.",
  "terms.delete":
    "Puede eliminar su cuenta cuando quiera desde los ajustes de la cuenta. Los planes de pago se renuevan hasta que los cancele; un plan cancelado sigue activo hasta el final del periodo pagado.",
} satisfies Translation<typeof en>;
