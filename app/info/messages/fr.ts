import type { Translation } from "../../../common/i18n/messages.ts";
import type en from "./en.ts";

export default {
  "help.title": "Aide",
  "help.intro":
    "Avec {product}, vous créez une {bar} : une barre de grands boutons qui ouvrent des sites web, lancent des programmes et changent des réglages comme la taille du texte, sur l’ordinateur d’une personne que vous aidez.",
  "help.signingIn": "Se connecter",
  "help.signingInText":
    "Utilisez l’adresse e-mail et le mot de passe choisis à la création de votre compte. Si vous avez oublié votre mot de passe, utilisez <link>J’ai oublié mon mot de passe</link> sur la page de connexion.",
  "help.installing": "Installer {product}",
  "help.systems":
    "{product} marche sur les ordinateurs avec Windows 10 (version 2004 ou plus récente) ou Windows 11, et sur les Mac avec macOS 10.14 (Mojave) ou plus récent. Il ne marche pas sur les téléphones, les tablettes ni les Chromebooks.",
  "help.stepDownload":
    "Sur l’ordinateur où la {bar} sera utilisée, ouvrez la <link>page de téléchargement</link>. Elle propose le programme d’installation pour le système de cet ordinateur.",
  "help.stepWindows":
    "Windows : ouvrez le fichier d’installation téléchargé et suivez les étapes. Si Windows demande s’il faut autoriser l’application à faire des modifications, choisissez Oui.",
  "help.stepMac":
    "Mac : ouvrez le paquet téléchargé et suivez les étapes. Si macOS demande l’autorisation de contrôler l’ordinateur (Accessibilité), accordez-la dans Réglages Système, Confidentialité et sécurité.",
  "help.stepStart":
    "Lancez {product} et connectez-vous avec l’adresse e-mail et le mot de passe de votre compte {product}. Les barres créées pour vous apparaissent au bord de l’écran.",
  "help.notAvailable":
    "Si la page de téléchargement dit que le programme d’installation n’est pas encore disponible sur ce serveur, les personnes qui gèrent ce site {product} ne l’y ont pas encore publié. Demandez-le à la personne qui vous a invité, ou aux administrateurs du site.",
  "help.keyboard": "Utiliser le site sans souris",
  "help.keyboardText":
    "Chaque page marche au clavier seul et avec JavaScript désactivé. Appuyez sur Tab pour passer d’une commande à l’autre et sur Entrée pour l’utiliser ; la première pression sur Tab affiche un lien pour aller directement au contenu.",
  "privacy.title": "Politique de confidentialité",
  "privacy.data":
    "{product} garde votre adresse e-mail, votre mot de passe (seulement sous forme chiffrée irréversible), les noms des personnes de vos groupes et les barres que vous créez pour elles. Nous les utilisons seulement pour fournir le service.",
  "privacy.cookie":
    "Un cookie vous garde connecté. Il est chiffré, les scripts ne peuvent pas le lire, et il est supprimé quand vous vous déconnectez. Nous n’utilisons aucun cookie de publicité ou de suivi et ne chargeons rien depuis d’autres sites.",
  "privacy.delete": "Supprimer votre compte efface vos données et les groupes que vous êtes seul à gérer.",
  "terms.title": "Conditions d’utilisation",
  "terms.use":
    "En créant un compte {product}, vous vous engagez à l’utiliser pour aider les personnes que vous accompagnez, et seulement avec leur accord. Vous êtes responsable des boutons que vous mettez sur leurs barres et de garder votre mot de passe pour vous.",
  "terms.delete":
    "Vous pouvez supprimer votre compte à tout moment depuis les paramètres de votre compte. Les formules payantes se renouvellent jusqu’à ce que vous les résiliiez ; une formule résiliée reste active jusqu’à la fin de la période payée.",
} satisfies Translation<typeof en>;
