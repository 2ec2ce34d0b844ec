import type { Translation } from "../../../common/i18n/messages.ts";
import type en from "./en.ts";

export default {
  title: "Télécharger {product}",
  ready:
    "Votre compte est prêt. Dernière étape : installer {product} sur l’ordinateur où vous allez l’utiliser.",
  install: "Installez {product} sur l’ordinateur où vous allez l’utiliser.",
  another: "Vous utilisez un autre ordinateur ? <link>Télécharger plutôt pour {system}</link>.",
  choose: "Choisissez le système de l’ordinateur où vous allez utiliser {product}.",
  button: "Télécharger {product} pour {system}",
  for: "Pour {requirements}.",
  missing:
    "Le programme d’installation de {product} pour {system} n’est pas encore disponible sur ce serveur. Demandez-le à la personne qui vous a invité, ou à qui gère ce site {product}.",
  "unsupported.title": "{product} n’est pas compatible avec {system}",
  "unsupported.thisDevice": "cet appareil",
  "unsupported.seems": "Cet appareil semble utiliser {system}. ",
  "unsupported.text":
    "{product} marche seulement sur les ordinateurs avec Windows ou macOS. Demandez de l’aide à la personne qui vous a invité.",
  "unsupported.other":
    "Pour installer {product} sur un autre ordinateur, téléchargez-le pour <windows>Windows</windows> ou <mac>macOS</mac>.",
  "system.mobile": "un appareil mobile",
  "system.oldWindows": "une ancienne version de Windows",
  "system.oldMac": "une ancienne version de macOS",
  "requirements.title": "Configuration requise",
  "requirements.windows": "Windows 10 (version 2004 ou plus récente) ou Windows 11",
  "requirements.mac": "macOS 10.14 (Mojave) ou plus récent",
  help: "Besoin d’aide pour l’installer ? Voyez <link>comment installer {product}</link>.",
} satisfies Translation<typeof en>;
