import type { Translation } from "../../../common/i18n/messages.ts";
import type en from "./en.ts";

export default {
  "group.title": "Mon groupe",
  "group.rename": "Renommer le groupe<hidden> {name}</hidden>",
  "group.planTitle": "Formule",
  "group.plan": "Formule",
  "group.notChosen": "Pas encore choisie",
  "group.memberLimit": "Limite de membres",
  "group.limit": "{limit} membres",
  "group.members": "Membres",
  "group.memberCount": "{count, plural, one {{count} membre} other {{count} membres}}",
  "group.changePlan": "Changer de formule",
  "group.billingDetails": "Informations de facturation",
  "group.managersTitle": "Gestionnaires",
  "group.managersText":
    "Les gestionnaires peuvent voir, retirer et inviter des membres, créer et modifier des barres, payer et changer de formule, et retirer d’autres gestionnaires.",
  "group.search": "Chercher des gestionnaires par nom ou adresse e-mail",
  "group.you": "(vous)",
  "group.notJoined": "(pas encore inscrit)",
  "group.cannotDemote": "Vous ne pouvez pas vous retirer vous-même le rôle de gestionnaire",
  "group.removeManager": "Retirer à {name} le rôle de gestionnaire",
  "group.pages": "Pages de gestionnaires",
  "group.allGroups": "Tous vos groupes",

  "groups.title": "Mes groupes",
  "groups.none": "Vous n’êtes encore dans aucun groupe.",
  "groups.manager": "Vous gérez ce groupe.",
  "groups.member": "Vous êtes membre de ce groupe.",
  "groups.active": "C’est le groupe sur lequel vous travaillez en ce moment.",
  "groups.visit": "Ouvrir<hidden> {name}</hidden>",
  "groups.delete": "Supprimer<hidden> {name}</hidden>",
  "groups.create": "Créer un groupe",

  "new.title": "Créer un groupe",
  "new.done": "Votre groupe {name} est prêt.",
  "new.intro": "Vous serez le gestionnaire du nouveau groupe. Il commence avec la formule gratuite Standard.",
  "new.submit": "Créer le groupe",
  "name.label": "Nom du groupe",

  "rename.title": "Renommer le groupe",
  "rename.done": "Enregistré",
  "rename.submit": "Enregistrer le nom",
  "rename.hint": "Vos membres voient ce nom.",

  "delete.label": "Supprimer le groupe",
  "delete.done": "Le groupe {name} a été supprimé.",
  "delete.title": "Supprimer {name} ?",
  "delete.text":
    "Le groupe, ses membres, leurs barres et sa facturation sont supprimés, et son abonnement est résilié. Vous ne pourrez pas revenir en arrière.",

  "remove.label": "Retirer le rôle de gestionnaire",
  "remove.done": "{name} n’est plus gestionnaire.",
  "remove.self": "Vous ne pouvez pas vous retirer vous-même le rôle de gestionnaire",
  "remove.notManager": "{name} n’est pas gestionnaire de {group}.",
  "remove.back": "Retour à votre groupe",
  "remove.title": "Retirer à {name} le rôle de gestionnaire ?",
  "remove.text":
    "{name} ne pourra plus gérer {group} : cette personne ne verra plus et ne pourra plus modifier ses membres, ses barres ni sa formule. Elle reste dans le groupe comme membre.",
  "remove.submit": "Retirer",
} satisfies Translation<typeof en>;
