// The words of the people-by-CSV pages: the upload, the check of the file row by row, what a file /v1 could not
// read is told, and the file's column names. English is the source (docs/languages.md).
export default {
  "column.name": "name",
  "column.firstName": "first name",
  "column.lastName": "last name",
  "column.email": "email",
  "column.inviteNow": "invite now",
  "column.role": "role",
  "column.state": "state",
  "column.bars": "bars",
  "import.title": "Add people from a file",
  "import.intro":
    "Add many people at once from a CSV file, for example one saved from a spreadsheet. Nothing is added yet: the next page shows what will happen to each row, and you confirm there.",
  "import.holds": "What the file holds",
  "import.columns":
    "One person on each row. A first row with the column names is optional: <code>{name}</code> (or <code>{first}</code> and <code>{last}</code>), <code>{email}</code>, <code>{invite}</code>.",
  "import.noHeader": "Without column names, the columns are: name, email address, invite now.",
  "import.email":
    "The email address is optional. With “{invite}” set to yes, the person is sent an invitation at that address. Without an “{invite}” column, everyone with an address is invited.",
  "import.delimiters": "Commas, semicolons or tabs between the columns all work.",
  "import.limits":
    "At most {rows, number} people and {mb} MB in one file, and no more people than your plan has room for.",
  "import.file": "CSV file",
  "import.fileHint": "A file ending in .csv or .txt",
  "import.submit": "Check the file",
  "import.export": "<link>Download the list of people</link> in your group as a CSV file.",
  "file.notText":
    "This file is not a CSV file. If it is a spreadsheet, save it as CSV (comma-separated values) first, then choose that file.",
  "file.tooLarge":
    "The file is larger than {mb} MB. Split it into smaller files and add them one after the other.",
  "file.ods":
    'This file is an OpenDocument spreadsheet (.ods), not a CSV file. In LibreOffice, choose File, then Save As, and pick "Text CSV". Then choose that file here.',
  "file.xlsx":
    'This file is an Excel workbook (.xlsx) or another compressed file, not a CSV file. In Excel, choose File, then Save As, and pick "CSV UTF-8 (Comma delimited)" or "CSV". Then choose that file here.',
  "file.xls":
    'This file is an older Excel workbook (.xls), not a CSV file. In Excel, choose File, then Save As, and pick "CSV UTF-8 (Comma delimited)" or "CSV". Then choose that file here.',
  "file.pdf":
    "This file is a PDF document. Choose the spreadsheet or CSV file the list was made from instead.",
  "file.picture":
    "This file is a picture. Choose the spreadsheet or CSV file with the list of people instead.",
  "file.tooManyRows":
    "The file has more than {rows, number} people. Split it into smaller files and add them one after the other.",
  "file.malformed":
    'The file could not be read as CSV: check that every quotation mark (") is closed, or save the file from your spreadsheet as CSV again.',
  "file.malformedAt":
    'The file could not be read as CSV near line {line}: check that every quotation mark (") is closed, or save the file from your spreadsheet as CSV again.',
  "file.empty": "The file has no people in it. Put one person on each row.",
  "file.noNameColumn":
    'The file\'s first row names its columns, but none is "{name}" (or "{first}" and "{last}").',
  "check.chooseFile": "Choose a CSV file of the people to add",
  "check.emptyFile": "The file you chose is empty. Choose the file with the people.",
  "check.confirm": "Confirm the import",
  "review.title": "Check the people in your file",
  "review.action": "Adding the people",
  "review.gone":
    "This check of your file has expired (a check is kept for an hour) or the people were added already. Upload the file again to check it.",
  "review.pressButton": "Press the button to add the people.",
  "review.changed":
    "Your group changed since the check, so some rows now have problems (shown below). Nothing was added. Correct the file and upload it again.",
  "review.added": "{n, plural, one {# person} other {# people}} added to your group.",
  "review.sending": "We are sending {n, plural, one {# invitation} other {# invitations}}.",
  "review.notSent":
    "{n, plural, one {# invitation was} other {# invitations were}} not sent, because you can send 30 invitations an hour: invite the others later from their pages.",
  "review.problems": "{n, plural, one {# row has a problem} other {# rows have problems}}",
  "review.problemLine": "Line {line}: {problem}",
  "review.andMore": "And {n} more, listed below.",
  "review.nothingUntil":
    "Nothing can be added until every row is right. Correct the file and upload it again.",
  "review.whatHappens": "What will happen",
  "review.counts": "Counts",
  "review.rows": "{n, plural, one {# row} other {# rows}} in the file",
  "review.willAdd": "{n, plural, one {# person} other {# people}} will be added",
  "review.willInvite": "{n, plural, one {# person} other {# people}} will be added and invited",
  "review.room": "Your plan has room for {n, plural, one {# more person} other {# more people}}.",
  "review.confirmFirst":
    "Invitations are sent once you have confirmed your own email address. Until then, these people are added without one; you can invite them later from their pages.",
  "review.hourly":
    "You can send 30 invitations an hour: the others stay “not invited” and you invite them later.",
  "review.add": "Add {n, plural, one {# person} other {# people}}",
  "review.another": "Choose another file",
  "review.corrected": "Upload a corrected file",
  "review.problemsCaption": "Rows with problems",
  "review.addingTitle": "Rows that will be added",
  "review.showAdding": "Show the {n, plural, one {# row} other {# rows}} that will be added",
  "review.addingPages": "Pages of the rows that will be added",
  "rows.line": "Line",
  "rows.name": "Name",
  "rows.email": "Email",
  "rows.what": "What happens",
  "rows.noName": "(no name)",
  "rows.problem": "Problem",
  "rows.addInvite": "Will be added and invited",
  "rows.addNotYet": "Will be added, not invited yet",
  "rows.addNotNow": "Will be added, not invited now",
  "rows.add": "Will be added",
  "problem.empty_name": "The name is empty.",
  "problem.name_too_long": "The name is too long (at most 100 characters).",
  "problem.duplicate_name_in_file":
    "The same name as on line {line, select, above {above} other {{line}}} of the file.",
  "problem.existing_name": "There is already a member with this name in your group.",
  "problem.bad_email": "The email address is not a valid address.",
  "problem.duplicate_email_in_file":
    "The same email address as on line {line, select, above {above} other {{line}}} of the file.",
  "problem.existing_email": "Someone in your group already has or was invited at this email address.",
  "problem.invite_without_email":
    '"Invite now" is yes, but there is no email address to send the invitation to.',
  "problem.invite_unclear": '"Invite now" should be yes or no (or empty for no).',
  "problem.over_limit": "Your plan has no room for this person. Choose a larger plan, or add fewer people.",
  "problem.other": "This row cannot be added ({code}).",
} as const;
