import type { Translation } from "../../../common/i18n/messages.ts";
import type en from "./en.ts";

export default {
  "computer.title": "Quel ordinateur {name} utilise-t-il ?",
  "computer.action": "Indiquer l’ordinateur",
  "computer.saved": "L’ordinateur utilisé est enregistré.",
  "computer.link": "Indiquer quel ordinateur {name} utilise",
  "computer.read":
    "L’application de bureau de {name} a indiqué son système : c’est lui que l’éditeur suit, quel que soit votre choix ici.",
  "computer.mac": "{system} (un Mac)",
  "computer.unsure": "Je ne sais pas",
  "computer.save": "Enregistrer",
  "check.system": "Choisissez l’ordinateur, ou Je ne sais pas",
  "status.justNow": "à l’instant",
  "status.app": "application de bureau",
  "status.appVersion": "application de bureau {version}",
  "status.system": "{parts}.",
  "status.said": "Vous avez indiqué que {name} utilise {system}.",
  "status.unknownSystem": "L’application de bureau n’a pas indiqué le système de l’ordinateur de {name}.",
  "status.has": "L’ordinateur de {name} a la version {version} de {barName}, reçue {ago}.",
  "status.waitsOk": "{has} La version {saved} attend l’accord de {name}.",
  "status.never": "{name} ne s’est encore connecté sur aucun ordinateur.",
  "status.behind":
    "La version {version} de {barName} est en attente : l’ordinateur de {name} ne l’a pas demandée depuis.",
  "status.had":
    "Il a la version {version} de {barName}, {defaultBar, select, yes {demandée} other {reçue}} {ago}.",
  "status.lastAsked": "Il a demandé des barres pour la dernière fois {ago}, avant que {barName} soit à lui.",
  "status.default":
    "{name} n’a pas de barre à lui, donc son ordinateur reçoit la {barName} : il a la version {version}, demandée {ago}.",
  "status.asked": "L’ordinateur de {name} a demandé des barres pour la dernière fois {ago}.",
} satisfies Translation<typeof en>;
