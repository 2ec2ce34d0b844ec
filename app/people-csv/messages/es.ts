import type { Translation } from "../../../common/i18n/messages.ts";
import type en from "./en.ts";

export default {
  "column.name": "nombre",
  "column.firstName": "nombre de pila",
  "column.lastName": "apellidos",
  "column.email": "correo electrónico",
  "column.inviteNow": "invitar ahora",
  "column.role": "papel",
  "column.state": "estado",
  "column.bars": "barras",
  "import.title": "Añadir personas desde un archivo",
  "import.intro":
    "Añada muchas personas a la vez desde un archivo CSV, por ejemplo uno guardado desde una hoja de cálculo. Todavía no se añade nada: la página siguiente muestra qué pasará con cada fila, y allí lo confirma usted.",
  "import.holds": "Qué contiene el archivo",
  "import.columns":
    "Una persona en cada fila. La primera fila puede llevar los nombres de las columnas, si quiere: <code>{name}</code> (o <code>{first}</code> y <code>{last}</code>), <code>{email}</code>, <code>{invite}</code>. También valen los nombres en inglés.",
  "import.noHeader": "Sin nombres de columna, las columnas son: nombre, correo electrónico, invitar ahora.",
  "import.email":
    "El correo electrónico es opcional. Si «{invite}» dice sí, la persona recibe una invitación en esa dirección. Si no hay columna «{invite}», se invita a todas las personas que tengan dirección.",
  "import.delimiters": "Puede separar las columnas con comas, puntos y coma o tabuladores.",
  "import.limits":
    "Como máximo {rows, number} personas y {mb} MB por archivo, y no más personas de las que caben en su plan.",
  "import.file": "Archivo CSV",
  "import.fileHint": "Un archivo que termine en .csv o .txt",
  "import.submit": "Comprobar el archivo",
  "import.export": "<link>Descargue la lista de personas</link> de su grupo en un archivo CSV.",
  "file.notText":
    "Este archivo no es un archivo CSV. Si es una hoja de cálculo, guárdela antes como CSV (valores separados por comas) y elija ese archivo.",
  "file.tooLarge":
    "El archivo ocupa más de {mb} MB. Divídalo en archivos más pequeños y añádalos uno tras otro.",
  "file.ods":
    "Este archivo es una hoja de cálculo OpenDocument (.ods), no un archivo CSV. En LibreOffice, elija Archivo, luego Guardar como, y escoja «Texto CSV». Después elija ese archivo aquí.",
  "file.xlsx":
    "Este archivo es un libro de Excel (.xlsx) u otro archivo comprimido, no un archivo CSV. En Excel, elija Archivo, luego Guardar como, y escoja «CSV UTF-8 (delimitado por comas)» o «CSV». Después elija ese archivo aquí.",
  "file.xls":
    "Este archivo es un libro de Excel antiguo (.xls), no un archivo CSV. En Excel, elija Archivo, luego Guardar como, y escoja «CSV UTF-8 (delimitado por comas)» o «CSV». Después elija ese archivo aquí.",
  "file.pdf":
    "Este archivo es un documento PDF. Elija en su lugar la hoja de cálculo o el archivo CSV con el que se hizo la lista.",
  "file.picture":
    "Este archivo es una imagen. Elija en su lugar la hoja de cálculo o el archivo CSV con la lista de personas.",
  "file.tooManyRows":
    "El archivo tiene más de {rows, number} personas. Divídalo en archivos más pequeños y añádalos uno tras otro.",
  "file.malformed":
    'No se ha podido leer el archivo como CSV: compruebe que todas las comillas (") están cerradas, o vuelva a guardar el archivo como CSV desde su hoja de cálculo.',
  "file.malformedAt":
    'No se ha podido leer el archivo como CSV cerca de la línea {line}: compruebe que todas las comillas (") están cerradas, o vuelva a guardar el archivo como CSV desde su hoja de cálculo.',
  "file.empty": "El archivo no tiene ninguna persona. Ponga una persona en cada fila.",
  "file.noNameColumn":
    "La primera fila del archivo da nombre a las columnas, pero ninguna se llama «{name}» (o «{first}» y «{last}»).",
  "check.chooseFile": "Elija un archivo CSV con las personas que quiere añadir",
  "check.emptyFile": "El archivo que ha elegido está vacío. Elija el archivo con las personas.",
  "check.confirm": "Confirme que quiere añadirlas",
  "review.title": "Compruebe las personas de su archivo",
  "review.action": "Añadir las personas",
  "review.gone":
    "Esta comprobación de su archivo ha caducado (se guarda una hora) o las personas ya se añadieron. Vuelva a subir el archivo para comprobarlo.",
  "review.pressButton": "Pulse el botón para añadir las personas.",
  "review.changed":
    "Su grupo ha cambiado desde la comprobación y ahora algunas filas tienen problemas (se ven abajo). No se ha añadido nadie. Corrija el archivo y vuelva a subirlo.",
  "review.added": "{n, plural, one {Se ha añadido # persona} other {Se han añadido # personas}} a su grupo.",
  "review.sending": "Vamos a enviar {n, plural, one {# invitación} other {# invitaciones}}.",
  "review.notSent":
    "{n, plural, one {No se ha enviado # invitación} other {No se han enviado # invitaciones}} porque puede enviar 30 invitaciones por hora: invite a las demás personas más tarde desde sus páginas.",
  "review.problems": "{n, plural, one {# fila tiene un problema} other {# filas tienen problemas}}",
  "review.problemLine": "Línea {line}: {problem}",
  "review.andMore": "Y {n} más, en la lista de abajo.",
  "review.nothingUntil":
    "No se puede añadir nada hasta que todas las filas estén bien. Corrija el archivo y vuelva a subirlo.",
  "review.whatHappens": "Qué va a pasar",
  "review.counts": "Recuento",
  "review.rows": "{n, plural, one {# fila} other {# filas}} en el archivo",
  "review.willAdd": "{n, plural, one {Se añadirá # persona} other {Se añadirán # personas}}",
  "review.willInvite":
    "{n, plural, one {Se añadirá e invitará a # persona} other {Se añadirán e invitarán # personas}}",
  "review.room": "Su plan tiene sitio para {n, plural, one {# persona más} other {# personas más}}.",
  "review.confirmFirst":
    "Las invitaciones se envían cuando haya confirmado su propio correo electrónico. Hasta entonces, estas personas se añaden sin invitación; puede invitarlas más tarde desde sus páginas.",
  "review.hourly":
    "Puede enviar 30 invitaciones por hora: las demás personas quedan «sin invitar» y puede invitarlas más tarde.",
  "review.add": "Añadir {n, plural, one {# persona} other {# personas}}",
  "review.another": "Elegir otro archivo",
  "review.corrected": "Subir el archivo corregido",
  "review.problemsCaption": "Filas con problemas",
  "review.addingTitle": "Filas que se van a añadir",
  "review.showAdding": "Mostrar {n, plural, one {la # fila} other {las # filas}} que se van a añadir",
  "review.addingPages": "Páginas de las filas que se van a añadir",
  "rows.line": "Línea",
  "rows.name": "Nombre",
  "rows.email": "Correo",
  "rows.what": "Qué pasa",
  "rows.noName": "(sin nombre)",
  "rows.problem": "Problema",
  "rows.addInvite": "Se añadirá y se invitará",
  "rows.addNotYet": "Se añadirá, sin invitar todavía",
  "rows.addNotNow": "Se añadirá, sin invitar ahora",
  "rows.add": "Se añadirá",
  "problem.empty_name": "El nombre está vacío.",
  "problem.name_too_long": "El nombre es demasiado largo (100 caracteres como máximo).",
  "problem.duplicate_name_in_file":
    "El mismo nombre que en la línea {line, select, above {de más arriba} other {{line}}} del archivo.",
  "problem.existing_name": "Ya hay un miembro con este nombre en su grupo.",
  "problem.bad_email": "El correo electrónico no es una dirección válida.",
  "problem.duplicate_email_in_file":
    "El mismo correo electrónico que en la línea {line, select, above {de más arriba} other {{line}}} del archivo.",
  "problem.existing_email": "Alguien de su grupo ya tiene este correo electrónico o fue invitado con él.",
  "problem.invite_without_email":
    "«Invitar ahora» dice sí, pero no hay correo electrónico al que enviar la invitación.",
  "problem.invite_unclear": "«Invitar ahora» debe ser sí o no (o quedar vacío para no).",
  "problem.over_limit":
    "Su plan no tiene sitio para esta persona. Elija un plan más grande o añada menos personas.",
  "problem.other": "Esta fila no se puede añadir ({code}).",
} satisfies Translation<typeof en>;
