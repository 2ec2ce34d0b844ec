import type { Translation } from "../../../common/i18n/messages.ts";
import type en from "./en.ts";

export default {
  "list.intro":
    "{n, plural, one {Ce bouton ne marche peut-être pas pour la personne qui l’utilise :} other {Ces # boutons ne marchent peut-être pas pour les personnes qui les utilisent :}}",
  "list.hint":
    "Chaque adresse web d’une barre est vérifiée tous les jours. Les pages suspectes sont une supposition : regardez-les, s’il vous plaît.",
  "list.checkAgain": "Vérifier à nouveau maintenant",
  "list.fix": " (réparer ce bouton)",
  "list.onBar": " sur la barre « {barName} »",
  "list.words": " : {words}",
  "list.newAddress": "Nouvelle adresse : ",
  "mark.needsAttention": "À vérifier :",
  "list.replace": "Remplacer par la nouvelle adresse<hidden> sur {label}</hidden>",
  since: "depuis le {date}",
  "words.broken": "Ne marche plus : {answer}.",
  "words.moved": "La page a déménagé.",
  "words.movedTo": "La page a déménagé à l’adresse {url}.",
  "words.otherSite":
    "Semble incorrect : l’adresse mène maintenant à un site sans rapport (une supposition de {product} ; vérifiez, s’il vous plaît).",
  "words.forSale":
    "Semble incorrect : la page dit maintenant que l’adresse est à vendre (une supposition de {product} ; vérifiez, s’il vous plaît).",
  "words.parked":
    "Semble incorrect : la page ressemble maintenant à un site vide ou « parqué » (une supposition de {product} ; vérifiez, s’il vous plaît).",
  "answer.not_found": "le site a répondu « introuvable »",
  "answer.gone": "le site a répondu que la page n’existe plus",
  "answer.refused_access": "le site a refusé d’afficher la page",
  "answer.server_error": "le site a répondu par une erreur de son côté",
  "answer.other_status": "le site a répondu par une erreur",
  "answer.timeout": "pas de réponse en 10 secondes",
  "answer.no_such_name": "le nom n’existe plus",
  "answer.refused": "le site a refusé la connexion",
  "answer.too_many_redirects": "le site fait tourner les visiteurs en rond",
  "answer.not_allowed": "l’adresse mène à un endroit que {product} n’ouvre pas",
  "answer.unreachable": "le site est injoignable",
  "check.started":
    "Nous vérifions à nouveau les adresses web. Rechargez cette page dans une minute pour voir les résultats.",
  "check.tooSoon":
    "Les adresses web ont été vérifiées il y a peu. Réessayez dans quelques minutes, s’il vous plaît.",
  "check.off": "La vérification des adresses web est désactivée sur ce serveur.",
  "check.failed":
    "Les adresses web n’ont pas pu être vérifiées pour l’instant. Réessayez plus tard, s’il vous plaît.",
  "replace.notFound": "Rien n’a été modifié : le bouton est introuvable.",
  "replace.gone":
    "Rien n’a été modifié : ce bouton n’a plus l’adresse qui a déménagé (la barre a été modifiée depuis la vérification).",
  "replace.builtIn":
    "Rien n’a été modifié : l’adresse de « {label} » fait partie du bouton. Ouvrez la barre pour changer le bouton.",
  "replace.conflict":
    "Rien n’a été modifié : quelqu’un a enregistré cette barre au même moment. Réessayez, s’il vous plaît.",
  "replace.done": "Le bouton « {label} » ouvre maintenant la nouvelle adresse, {url}.",
  "email.title": "E-mails sur les boutons qui ne marchent plus",
  "email.checked": "Nous vérifions tous les jours les adresses web des barres de votre groupe.",
  "email.on":
    "Quand un bouton ne marche plus ou semble incorrect, nous vous envoyons un e-mail. Vous recevez au plus un de ces e-mails par jour : un problème trouvé après l’e-mail du jour ira dans le suivant, le lendemain. Chaque e-mail liste tous les boutons qui sont encore à vérifier.",
  "email.off":
    "Vous ne recevez pas d’e-mails à leur sujet. Le tableau de bord montre toujours les boutons à vérifier.",
  "email.turnOff": "Ne plus recevoir ces e-mails",
  "email.turnOn": "Recevoir ces e-mails",
  "email.nowOn": "Vous recevrez un e-mail quand des boutons des barres de votre groupe ne marcheront plus.",
  "email.nowOff": "Vous ne recevrez plus d’e-mails sur les boutons qui ne marchent plus.",
} satisfies Translation<typeof en>;
