import type { Translation } from "../../../common/i18n/messages.ts";
import type en from "./en.ts";

export default {
  "code.invalid_credentials": "L’adresse e-mail ou le mot de passe n’est pas bon. Vérifiez-les et réessayez.",
  "code.locked":
    "Trop de mauvais mots de passe ont été saisis : le compte est bloqué pour l’instant. Réessayez dans {minutes, plural, one {# minute} other {# minutes}}, ou changez votre mot de passe.",
  "code.existing_email": "Il existe déjà un compte avec cette adresse e-mail. Connectez-vous plutôt.",
  "code.malformed_email": "Saisissez une adresse e-mail valide.",
  "code.short_password": "Le mot de passe doit faire au moins {min} caractères",
  "code.bad_password": "Ce mot de passe est trop facile à deviner. Choisissez-en un autre.",
  "code.too_long": "Une partie de ce que vous avez saisi est trop longue. Raccourcissez-la et réessayez.",
  "code.missing_required": "Il manque des informations obligatoires.",
  "code.malformed_json": "Nous n’avons pas pu lire la demande. Rechargez la page et réessayez.",
  "code.invalid_token":
    "Le lien sur lequel vous avez cliqué ne marche pas. Il est peut-être faux, ou il a expiré.",
  "code.invalid_user": "Ce compte n’existe plus.",
  "code.rate_limited": "Trop d’essais en peu de temps. Attendez quelques minutes et réessayez.",
  "code.bad_recaptcha": "La vérification que vous êtes une personne n’a pas marché. Réessayez.",
  "code.email_verification_required":
    "Tant que vous n’avez pas confirmé votre propre adresse e-mail, vous ne pouvez pas inviter d’autres personnes.",
  "code.limit_reached":
    "Votre formule n’a plus de place pour d’autres personnes. Choisissez d’abord une formule plus grande.",
  "code.plan_limit_exceeded": "Cette formule est trop petite pour les personnes que vous avez déjà.",
  "code.same_plan": "C’est déjà votre formule. Choisissez-en une autre.",
  "code.checkout_required":
    "Cette formule demande d’abord un paiement. Choisissez-la sur la page des formules pour la payer.",
  "code.bad_plan_id": "Cette formule ne peut pas être choisie. Choisissez une formule de la liste.",
  "code.cannot_demote_self": "Vous ne pouvez pas vous retirer vous-même le rôle de gestionnaire",
  "code.cannot_delete_self": "Vous ne pouvez pas vous retirer vous-même du groupe.",
  "code.cannot_delete_default": "La barre par défaut ne peut pas être supprimée.",
  "code.cannot_delete_used": "Cette barre est utilisée et ne peut pas être supprimée.",
  "code.default_must_be_shared": "La barre par défaut doit rester partagée.",
  "code.bar_limit_reached": "Une personne peut avoir 5 barres au plus.",
  "code.version_conflict":
    "Quelqu’un d’autre a enregistré cette barre après que vous avez commencé à la changer : vos changements n’ont pas été enregistrés. Ils sont gardés : regardez à nouveau la barre et enregistrez encore une fois.",
  "code.cannot_rename_default": "La barre par défaut ne peut pas être renommée.",
  "code.exe_and_default":
    "Un bouton d’application ouvre soit un fichier de programme, soit une application habituelle, pas les deux.",
  "code.draft_not_found": "Cette barre n’a pas de changements non enregistrés.",
  "code.existing_name": "Il y a déjà une personne avec ce nom.",
  "code.member_not_found": "Cette personne n’est plus dans le groupe.",
  "code.member_active": "Cette personne a déjà accepté une invitation.",
  "code.bad_bar_id": "Une des barres est introuvable. Rechargez la page et réessayez.",
  "code.email_mismatch":
    "Cette invitation a été envoyée à une autre adresse e-mail. Connectez-vous avec cette adresse (ou inscrivez-vous avec elle) pour l’accepter.",
  "code.already_member": "Vous êtes déjà dans ce groupe.",
  "code.service_unavailable":
    "Le service n’est pas disponible pour le moment. Réessayez dans quelques minutes.",
  "code.invalid_response":
    "Le service a envoyé une réponse que nous n’avons pas pu lire. Réessayez dans quelques minutes.",
  "code.other": "Le serveur n’a pas pu le faire (erreur : {code}).",
  "status.400": "La demande n’a pas été acceptée. Vérifiez ce que vous avez saisi et réessayez.",
  "status.401": "Votre session a expiré. Connectez-vous à nouveau.",
  "status.403": "Vous n’avez pas le droit de faire ceci.",
  "status.404": "Nous n’avons pas trouvé ce que vous cherchez.",
  "status.408": "Le service a mis trop de temps à répondre. Réessayez.",
  "status.409": "Quelqu’un a changé ceci en même temps. Rechargez la page et réessayez.",
  "status.413": "Ce que vous avez envoyé est trop gros.",
  "status.429": "Trop d’essais en peu de temps. Attendez quelques minutes et réessayez.",
  "status.500": "Quelque chose n’a pas marché de notre côté. Réessayez dans un moment.",
  "status.502": "Le service n’est pas disponible pour le moment. Réessayez dans quelques minutes.",
  "status.503": "Le service n’est pas disponible pour le moment. Réessayez dans quelques minutes.",
  "status.504": "Le service a mis trop de temps à répondre. Réessayez dans quelques minutes.",
  "status.other": "{text} ({status})",
  "status.error": "Erreur",
  "network.noCode": "Nous n’avons pas pu joindre le service. Vérifiez votre connexion et réessayez.",
  "network.code": "Nous n’avons pas pu joindre le service. Vérifiez votre connexion et réessayez ({code}).",
  generic: "Quelque chose n’a pas marché. Réessayez.",
} satisfies Translation<typeof en>;
