import type { Translation } from "../../../common/i18n/messages.ts";
import type en from "./en.ts";

export default {
  "program.title": "Programme d’accès anticipé",
  "program.titleFree": "{product} Plus gratuit",
  "program.intro":
    "Rejoignez le programme d’accès anticipé pour utiliser les nouveautés de {product} avant tout le monde, et dites-nous ce qui marche pour vous et pour les personnes que vous aidez.",
  "program.introFree":
    "Essayez {product} Plus gratuitement : créez des barres pour les personnes que vous aidez, ajoutez-les et invitez-les, et voyez ce qui marche pour elles. Vous pourrez choisir une formule payante plus tard, ou jamais.",
  "program.getTitle": "Ce que vous obtenez",
  "program.getFirst": "Les nouveautés de {product} dès qu’elles sont prêtes, avant tout le monde.",
  "program.getSay": "Votre mot à dire sur la suite : dites-nous ce qui marche et ce qui ne marche pas.",
  "program.getBar":
    "Une {bar} de gros boutons clairs pour chaque personne que vous aidez, créée depuis n’importe quel navigateur.",
  "program.getPeople": "L’ajout des personnes que vous aidez, et leur invitation par e-mail.",
  "program.getApp": "L’application {product} pour Windows et macOS, qui montre à chaque personne sa barre.",
  "program.costTitle": "Ce que ça coûte",
  "program.cost":
    "Rien. Aucune carte n’est demandée. Votre groupe commence avec la formule gratuite Standard, sans limite de membres, et rien n’est jamais facturé sauf si vous choisissez vous-même une formule payante.",
  "program.howTitle": "Comment rejoindre le programme",
  "program.signedIn": "Vous êtes déjà connecté.",
  "program.signUp": "Créez votre compte avec votre adresse e-mail.",
  "program.name":
    "Donnez un nom à votre groupe, par exemple votre nom de famille ou celui de votre organisation. Vous en êtes le gestionnaire.",
  "program.people":
    "Ajoutez les personnes que vous aidez et créez leurs barres. Invitez-les quand leurs barres sont prêtes.",
  "program.joined":
    "Vous avez déjà un groupe : vous avez donc déjà rejoint le programme. <link>Aller à votre tableau de bord</link>.",
  "program.join": "Rejoindre le programme d’accès anticipé",
  "program.joinFree": "Obtenir {product} Plus gratuitement",
  "program.haveSignIn":
    "Vous avez déjà un compte ? <link>Connectez-vous</link> d’abord, puis revenez sur cette page.",
  "program.help": "Des questions ? Les <link>pages d’aide</link> expliquent comment fonctionne {product}.",

  "join.already": "Vous avez déjà rejoint le programme : votre groupe est prêt.",
  "join.label": "Rejoindre",
  "join.welcome": "Bienvenue dans le programme d’accès anticipé ! Votre groupe {name} est prêt.",
  "join.welcomeFree": "Bienvenue ! Votre groupe {name} est prêt.",
  "join.title": "Rejoindre le programme d’accès anticipé",
  "join.titleFree": "Donnez un nom à votre groupe",
  "join.intro": "Donnez un nom à votre groupe. Vous en serez le gestionnaire.",
  "join.submit": "Rejoindre",
  "join.nameLabel": "Nom du groupe",
  "join.nameHint": "Par exemple votre nom de famille, votre classe ou votre organisation.",
} satisfies Translation<typeof en>;
