import type { Translation } from "../../../common/i18n/messages.ts";
import type en from "./en.ts";

export default {
  "column.name": "nom",
  "column.firstName": "prénom",
  "column.lastName": "nom de famille",
  "column.email": "e-mail",
  "column.inviteNow": "inviter maintenant",
  "column.role": "rôle",
  "column.state": "état",
  "column.bars": "barres",
  "import.title": "Ajouter des personnes depuis un fichier",
  "import.intro":
    "Ajoutez plusieurs personnes d’un coup depuis un fichier CSV, par exemple enregistré depuis un tableur. Rien n’est encore ajouté : la page suivante montre ce qui arrivera à chaque ligne, et vous confirmez là-bas.",
  "import.holds": "Ce que contient le fichier",
  "import.columns":
    "Une personne par ligne. Une première ligne avec le nom des colonnes est facultative : <code>{name}</code> (ou <code>{first}</code> et <code>{last}</code>), <code>{email}</code>, <code>{invite}</code>. Les noms en anglais marchent aussi.",
  "import.noHeader": "Sans nom de colonnes, les colonnes sont : nom, adresse e-mail, inviter maintenant.",
  "import.email":
    "L’adresse e-mail est facultative. Si « {invite} » vaut oui, la personne reçoit une invitation à cette adresse. Sans colonne « {invite} », toute personne qui a une adresse est invitée.",
  "import.delimiters":
    "Les colonnes peuvent être séparées par des virgules, des points-virgules ou des tabulations.",
  "import.limits":
    "Au maximum {rows, number} personnes et {mb} Mo par fichier, et pas plus de personnes que votre formule ne le permet.",
  "import.file": "Fichier CSV",
  "import.fileHint": "Un fichier qui se termine par .csv ou .txt",
  "import.submit": "Vérifier le fichier",
  "import.export": "<link>Téléchargez la liste des personnes</link> de votre groupe dans un fichier CSV.",
  "file.notText":
    "Ce fichier n’est pas un fichier CSV. Si c’est un tableur, enregistrez-le d’abord au format CSV (valeurs séparées par des virgules), puis choisissez ce fichier.",
  "file.tooLarge":
    "Le fichier fait plus de {mb} Mo. Coupez-le en fichiers plus petits et ajoutez-les l’un après l’autre.",
  "file.ods":
    "Ce fichier est un classeur OpenDocument (.ods), pas un fichier CSV. Dans LibreOffice, choisissez Fichier, puis Enregistrer sous, et prenez « Texte CSV ». Ensuite, choisissez ce fichier ici.",
  "file.xlsx":
    "Ce fichier est un classeur Excel (.xlsx) ou un autre fichier compressé, pas un fichier CSV. Dans Excel, choisissez Fichier, puis Enregistrer sous, et prenez « CSV UTF-8 (délimité par des virgules) » ou « CSV ». Ensuite, choisissez ce fichier ici.",
  "file.xls":
    "Ce fichier est un ancien classeur Excel (.xls), pas un fichier CSV. Dans Excel, choisissez Fichier, puis Enregistrer sous, et prenez « CSV UTF-8 (délimité par des virgules) » ou « CSV ». Ensuite, choisissez ce fichier ici.",
  "file.pdf":
    "Ce fichier est un document PDF. Choisissez plutôt le tableur ou le fichier CSV qui a servi à faire la liste.",
  "file.picture":
    "Ce fichier est une image. Choisissez plutôt le tableur ou le fichier CSV avec la liste des personnes.",
  "file.tooManyRows":
    "Le fichier contient plus de {rows, number} personnes. Coupez-le en fichiers plus petits et ajoutez-les l’un après l’autre.",
  "file.malformed":
    'Le fichier n’a pas pu être lu comme un CSV : vérifiez que chaque guillemet (") est bien fermé, ou enregistrez à nouveau le fichier au format CSV depuis votre tableur.',
  "file.malformedAt":
    'Le fichier n’a pas pu être lu comme un CSV vers la ligne {line} : vérifiez que chaque guillemet (") est bien fermé, ou enregistrez à nouveau le fichier au format CSV depuis votre tableur.',
  "file.empty": "Le fichier ne contient personne. Mettez une personne par ligne.",
  "file.noNameColumn":
    "La première ligne du fichier nomme ses colonnes, mais aucune ne s’appelle « {name} » (ou « {first} » et « {last} »).",
  "check.chooseFile": "Choisissez un fichier CSV avec les personnes à ajouter",
  "check.emptyFile": "Le fichier choisi est vide. Choisissez le fichier avec les personnes.",
  "check.confirm": "Confirmez l’ajout",
  "review.title": "Vérifiez les personnes de votre fichier",
  "review.action": "L’ajout des personnes",
  "review.gone":
    "Cette vérification de votre fichier a expiré (elle est gardée une heure), ou les personnes ont déjà été ajoutées. Envoyez à nouveau le fichier pour le vérifier.",
  "review.pressButton": "Appuyez sur le bouton pour ajouter les personnes.",
  "review.changed":
    "Votre groupe a changé depuis la vérification : certaines lignes ont maintenant des problèmes (voir plus bas). Personne n’a été ajouté. Corrigez le fichier et envoyez-le à nouveau.",
  "review.added": "{n, plural, one {# personne ajoutée} other {# personnes ajoutées}} à votre groupe.",
  "review.sending": "Nous envoyons {n, plural, one {# invitation} other {# invitations}}.",
  "review.notSent":
    "{n, plural, one {# invitation n’a pas été envoyée} other {# invitations n’ont pas été envoyées}}, car vous pouvez envoyer 30 invitations par heure : invitez les autres plus tard depuis leur page.",
  "review.problems": "{n, plural, one {# ligne a un problème} other {# lignes ont des problèmes}}",
  "review.problemLine": "Ligne {line} : {problem}",
  "review.andMore": "Et {n} de plus, dans la liste plus bas.",
  "review.nothingUntil":
    "Rien ne peut être ajouté tant que toutes les lignes ne sont pas correctes. Corrigez le fichier et envoyez-le à nouveau.",
  "review.whatHappens": "Ce qui va se passer",
  "review.counts": "Nombres",
  "review.rows": "{n, plural, one {# ligne} other {# lignes}} dans le fichier",
  "review.willAdd": "{n, plural, one {# personne sera ajoutée} other {# personnes seront ajoutées}}",
  "review.willInvite":
    "{n, plural, one {# personne sera ajoutée et invitée} other {# personnes seront ajoutées et invitées}}",
  "review.room":
    "Votre formule a de la place pour {n, plural, one {# personne de plus} other {# personnes de plus}}.",
  "review.confirmFirst":
    "Les invitations partent une fois votre propre adresse e-mail confirmée. D’ici là, ces personnes sont ajoutées sans invitation ; vous pourrez les inviter plus tard depuis leur page.",
  "review.hourly":
    "Vous pouvez envoyer 30 invitations par heure : les autres restent « pas invitées » et vous les inviterez plus tard.",
  "review.add": "Ajouter {n, plural, one {# personne} other {# personnes}}",
  "review.another": "Choisir un autre fichier",
  "review.corrected": "Envoyer un fichier corrigé",
  "review.problemsCaption": "Lignes avec des problèmes",
  "review.addingTitle": "Lignes qui seront ajoutées",
  "review.showAdding":
    "Afficher {n, plural, one {la # ligne qui sera ajoutée} other {les # lignes qui seront ajoutées}}",
  "review.addingPages": "Pages des lignes qui seront ajoutées",
  "rows.line": "Ligne",
  "rows.name": "Nom",
  "rows.email": "E-mail",
  "rows.what": "Ce qui se passe",
  "rows.noName": "(sans nom)",
  "rows.problem": "Problème",
  "rows.addInvite": "Sera ajoutée et invitée",
  "rows.addNotYet": "Sera ajoutée, pas encore invitée",
  "rows.addNotNow": "Sera ajoutée, pas invitée maintenant",
  "rows.add": "Sera ajoutée",
  "problem.empty_name": "Le nom est vide.",
  "problem.name_too_long": "Le nom est trop long (100 caractères au maximum).",
  "problem.duplicate_name_in_file":
    "Le même nom qu’à la ligne {line, select, above {précédente} other {{line}}} du fichier.",
  "problem.existing_name": "Il y a déjà un membre avec ce nom dans votre groupe.",
  "problem.bad_email": "L’adresse e-mail n’est pas valide.",
  "problem.duplicate_email_in_file":
    "La même adresse e-mail qu’à la ligne {line, select, above {précédente} other {{line}}} du fichier.",
  "problem.existing_email":
    "Une personne de votre groupe a déjà cette adresse e-mail, ou a été invitée à cette adresse.",
  "problem.invite_without_email":
    "« Inviter maintenant » vaut oui, mais il n’y a pas d’adresse e-mail où envoyer l’invitation.",
  "problem.invite_unclear": "« Inviter maintenant » doit valoir oui ou non (ou rester vide pour non).",
  "problem.over_limit":
    "Votre formule n’a pas de place pour cette personne. Choisissez une formule plus grande, ou ajoutez moins de personnes.",
  "problem.other": "Cette ligne ne peut pas être ajoutée ({code}).",
} satisfies Translation<typeof en>;
