import type { Translation } from "../../../common/i18n/messages.ts";
import type en from "./en.ts";

export default {
  title: "Cette partie est réservée aux gestionnaires",
  intro:
    "Vous êtes membre de {group}. Ses gestionnaires créent des {bar}s pour vous ; vous les utilisez dans l’application {product} sur votre ordinateur.",
  bars: "{n, plural, =0 {Il n’y a pas encore de barre pour vous.} one {Il y a # barre pour vous.} other {Il y a # barres pour vous.}} Les paramètres de votre compte les listent.",
  seeBars: "Voir vos barres",
  account: "Paramètres de votre compte",
  download: "Télécharger {product}",
  canDo: "Ce que vous pouvez faire",
  canSee: "Voir les barres créées pour vous dans les <link>paramètres de votre compte</link>.",
  canInstall:
    "Installer l’application {product} sur votre ordinateur : elle affiche votre barre. Voyez <link>comment installer {product}</link>.",
  canPassword: "<link>Changer votre mot de passe</link> quand vous en avez besoin.",
  makeBars: "Devez-vous créer des barres vous-même ?",
  onlyManagers:
    "Seuls les gestionnaires de {group} peuvent créer des barres, ajouter des personnes et choisir des formules. Si vous devez le faire aussi, demandez à l’un d’eux de vous nommer gestionnaire. Pour le reste, les <link>pages d’aide</link> peuvent vous aider.",
} satisfies Translation<typeof en>;
