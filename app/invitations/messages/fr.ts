import type { Translation } from "../../../common/i18n/messages.ts";
import type en from "./en.ts";

export default {
  "invite.title": "Inviter {name}",
  "invite.reTitle": "Inviter à nouveau {name}",
  "invite.label": "Inviter",
  "invite.text":
    "{name} recevra un e-mail avec un lien pour accepter l’invitation, créer un compte ou se connecter, et installer l’application. Le lien marche pendant {days, plural, one {# jour} other {# jours}}.",
  "invite.send": "Envoyer l’invitation",
  "invite.sendAgain": "Renvoyer l’invitation",
  "invite.email": "Adresse e-mail de {name}",
  "invite.phone": "Votre numéro de téléphone (facultatif)",
  "invite.phoneHint": "Nous l’ajoutons à l’invitation, pour que {name} puisse vous appeler en cas de besoin.",
  "invite.sending": "Nous envoyons l’invitation à {email}.",
  "invite.ok": "OK",
  "invite.resend": "Renvoyer l’e-mail de confirmation",
  "invite.resent":
    "L’e-mail de confirmation est renvoyé. Nous l’envoyons maintenant : ouvrez son lien, puis invitez à nouveau.",
  "side.title": "Qu’est-ce qu’une {bar} ?",
  "side.what":
    "Une {bar} se place au bord de votre écran. Elle a de grands boutons pour ouvrir des sites web, lancer des applications et des réunions, et changer des réglages comme la taille du texte.",
  "side.who":
    "La personne qui vous a invité peut créer et mettre à jour vos barres. Elle ne peut rien voir ni rien changer d’autre sur votre ordinateur.",
  "card.invalidTitle": "Cette invitation ne marche pas",
  "card.invalidText":
    "Le lien est peut-être faux, ou l’invitation a expiré. Demandez à la personne qui vous a invité de vous en envoyer une nouvelle.",
  "card.declinedTitle": "Vous avez refusé l’invitation",
  "card.declinedText":
    "Si vous changez d’avis, la personne qui vous a invité peut vous envoyer une nouvelle invitation.",
  "card.acceptedTitle": "Cette invitation a déjà été acceptée",
  "card.acceptedText": "Connectez-vous à {product} avec le compte qui l’a acceptée.",
  "card.continue": "Continuer",
  "card.start": "Aller à la page d’accueil de {product}",
  signIn: "Se connecter",
  from: "{inviter}, de {group},",
  intro: "{from} vous invite à utiliser {product}, pour pouvoir créer une {bar} pour vous.",
  "decline.title": "Refuser l’invitation de {group} ?",
  "decline.text": "{from} ne pourra pas vous donner de {bar}. Vous pourrez être invité à nouveau plus tard.",
  "decline.yes": "Oui, refuser l’invitation",
  "decline.no": "Non, revenir à l’invitation",
  "decline.label": "Refuser l’invitation",
  "accept.label": "Accepter l’invitation",
  "join.title": "Rejoindre {group}",
  "join.signedInAs": "Vous êtes connecté en tant que {email}.",
  "join.yourAccount": "votre compte",
  "register.title": "Rejoindre {group} : créez votre compte",
  "register.submit": "Accepter l’invitation et créer le compte",
  "register.emailHint": "L’invitation a été envoyée à cette adresse. Vous l’utiliserez pour vous connecter.",
  "register.haveAccount": "J’ai déjà un compte {product}",
  email: "Adresse e-mail",
  password: "Mot de passe",
  confirmPassword: "Confirmer le mot de passe",
  "signInForm.title": "Rejoindre {group} : connectez-vous",
  "signInForm.submit": "Accepter l’invitation et se connecter",
  "signInForm.emailHint": "Connectez-vous avec l’adresse à laquelle l’invitation a été envoyée.",
  "signInForm.forgot": "J’ai oublié mon mot de passe",
  "signInForm.new": "Nouveau sur {product} ? <link>Créez un compte pour accepter</link>",
  "registerInvite.title": "Accepter une invitation",
  "registerInvite.open":
    "Pour rejoindre le groupe de quelqu’un sur {product}, ouvrez le lien de l’e-mail d’invitation qu’on vous a envoyé. Il mène à une page où vous pouvez créer votre compte ou vous connecter, et accepter l’invitation.",
  "registerInvite.notFound":
    "Vous ne trouvez pas l’e-mail ? Regardez dans vos spams, ou demandez à la personne qui vous a invité de le renvoyer.",
  "registerInvite.without": "Créer un compte sans invitation",
} satisfies Translation<typeof en>;
