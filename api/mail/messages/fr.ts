import type { Translation } from "../../../common/i18n/messages.ts";
import type en from "./en.ts";

export default {
  "mail.greeting": "Bonjour {name},",
  "mail.greetingNoName": "Bonjour,",
  "mail.linkFallback": "Si le lien ne marche pas, copiez cette adresse dans votre navigateur :",
  "mail.signature": "L’équipe {product}",
  "verify.subject": "Confirmez votre adresse e-mail pour {product}",
  "verify.why":
    "Confirmez que cette adresse e-mail est bien celle de votre compte {product}. Le lien marche pendant {days} jours.",
  "verify.ignore": "Si vous n’avez pas créé de compte, ignorez cet e-mail.",
  "verify.linkIntro": "Confirmez votre adresse e-mail :",
  "verify.button": "Confirmer mon adresse e-mail",
  "mail.linksFallback": "Si les liens ne marchent pas, copiez cette adresse dans votre navigateur :",
  "reset.subject": "Changez votre mot de passe {product}",
  "reset.why":
    "Quelqu’un a demandé à changer le mot de passe de votre compte {product}. Le lien marche une seule fois, pendant une heure.",
  "reset.ignore": "Si ce n’était pas vous, ignorez cet e-mail : votre mot de passe reste le même.",
  "reset.linkIntro": "Choisissez un nouveau mot de passe :",
  "reset.button": "Choisir un nouveau mot de passe",
  "resetUnknown.subject": "Changement de mot de passe {product}",
  "resetUnknown.why":
    "Quelqu’un a demandé à changer le mot de passe {product} de {email}, mais il n’y a pas de compte {product} avec cette adresse.",
  "resetUnknown.otherAddress":
    "Si c’était vous, vous vous êtes peut-être inscrit avec une autre adresse. Vous pouvez aussi créer un compte.",
  "resetUnknown.ignore": "Si ce n’était pas vous, vous pouvez ignorer cet e-mail.",
  "resetUnknown.linkIntro": "Créer un compte :",
  "resetUnknown.button": "Créer un compte",
  "changed.subject": "Votre mot de passe {product} a été changé",
  "changed.what":
    "Le mot de passe de votre compte {product} vient d’être changé. Vous avez été déconnecté sur vos autres appareils.",
  "changed.notYou":
    "Si ce n’était pas vous, changez tout de suite votre mot de passe depuis la page de connexion.",
  "invitation.subject": "{inviter} vous invite sur {product}",
  "invitation.intro":
    "{inviter} vous invite à rejoindre le groupe « {group} » sur {product}. Dans {product}, {inviter} peut créer pour vous des barres de boutons : des boutons qui ouvrent des sites web, lancent des applications et des réunions, et changent des réglages de votre ordinateur.",
  "invitation.wrote": "{inviter} a écrit :",
  "invitation.acceptIntro": "Accepter l’invitation :",
  "invitation.declineIntro": "Refuser l’invitation :",
  "invitation.accept": "Accepter l’invitation",
  "invitation.decline": "Si vous ne voulez pas rejoindre le groupe, <link>refusez l’invitation</link>.",
  "invitation.days":
    "L’invitation marche pendant {days, plural, one {# jour} other {# jours}}, une seule fois.",
  "invitation.ignore": "Si vous ne connaissez pas cette personne, vous pouvez ignorer cet e-mail.",
  "invitationCopy.subject": "Votre invitation {product} à {email} est envoyée",
  "invitationCopy.sent":
    "Nous avons envoyé à {who} votre invitation à rejoindre « {group} ». Elle marche pendant {days, plural, one {# jour} other {# jours}}.",
  "invitationCopy.message": "Votre message :",
  "invitationCopy.accepted": "Quand elle sera acceptée, vous le verrez dans la liste des membres du groupe.",
  "approvalWaiting.subject": "Un changement de votre barre « {barName} » attend votre accord",
  "approvalWaiting.what":
    "Quelqu’un a changé votre barre {product} « {barName} ». Votre ordinateur l’affiche comme avant tant que vous n’avez pas donné votre accord.",
  "approvalWaiting.next":
    "Ouvrez vos barres pour voir ce qui a changé. Ensuite, acceptez le changement ou dites « pas maintenant ».",
  "approvalWaiting.linkIntro": "Voir le changement :",
  "approvalWaiting.button": "Voir le changement",
  "approvalTalk.someone": "Un membre de votre groupe",
  "approvalTalk.subject": "{member} voudrait parler d’un changement de « {barName} »",
  "approvalTalk.what":
    "{member} vous demande d’en parler ensemble avant d’accepter le dernier changement de sa barre « {barName} ».",
  "approvalTalk.wrote": "{member} a écrit :",
  "approvalTalk.linkIntro": "Voir la page du membre :",
  "approvalTalk.button": "Voir la page de {member}",
  "linkHealth.subject":
    "{count, plural, one {Un bouton d’une barre {product} demande votre attention} other {# boutons de barres {product} demandent votre attention}}",
  "linkHealth.checks":
    "{product} vérifie chaque jour les adresses web des barres de votre groupe. {count, plural, one {Ce bouton demande votre attention :} other {Ces boutons demandent votre attention :}}",
  "linkHealth.barOf": "{who} : barre « {barName} »",
  "linkHealth.bar": "Barre « {barName} »",
  "linkHealth.fixIt": "Le réparer : {link}",
  "linkHealth.fix": "Réparer « {label} »",
  "linkHealth.howToFix":
    "Chaque lien ouvre la barre dans l’éditeur, sur ce bouton. Vous pouvez alors le changer ou le retirer.",
  "linkHealth.oneADay":
    "Vous recevez au plus un e-mail comme celui-ci par jour, et seulement s’il y a du nouveau. Un problème trouvé après cet e-mail sera dans le suivant.",
  "linkHealth.turnOff": "Vous pouvez arrêter ces e-mails dans les réglages de votre compte : {link}",
  "linkHealth.turnOffLink": "Vous pouvez <link>arrêter ces e-mails dans les réglages de votre compte</link>.",
} satisfies Translation<typeof en>;
