import type { Translation } from "../../../common/i18n/messages.ts";
import type en from "./en.ts";

export default {
  "planName.basic": "Standard",
  "planName.plus-5": "Plus 5",
  "planName.plus-5-monthly": "Plus 5 mensuelle",
  "planName.plus-15": "Plus 15",
  "planName.plus-15-monthly": "Plus 15 mensuelle",
  "planName.basic-1-month": "Standard mensuelle",
  "planName.basic-6-month": "Standard 6 mois",
  "planName.midsize-1-month": "Moyenne mensuelle",
  "planName.midsize-6-month": "Moyenne 6 mois",
  "planName.large-1-month": "Grande mensuelle",
  "planName.large-6-month": "Grande 6 mois",
  "planName.people-1-month": "Par personne mensuelle",
  "planName.people-12-month": "Par personne annuelle",
  "planName.enterprise-1": "Entreprise",
  "size.basic": "Standard",
  "size.medium": "Moyenne",
  "size.plus": "Plus",
  "size.large": "Grande",
  "size.people": "Par personne",
  "size.enterprise": "Entreprise",

  "price.free": "Gratuit",
  "price.every": "{months, plural, =1 {par mois} =12 {par an} other {tous les {months} mois}}",
  "price.withPeriod": "{price} {period}",
  "price.perMember": "{price} par membre et {period}",
  "price.billedMinimum": "Pour {count} membres, le minimum facturé par cette formule",
  "price.billedFollows":
    "{count, plural, one {Pour votre {count} membre} other {Pour vos {count} membres}} ; le prix suit la taille de votre groupe",
  "price.onRequest": "Prix sur demande",
  "price.onRequestLower": "prix sur demande",
  "price.save": "Économisez {amount}",
  "members.ofLimit": "{count} membres sur {limit}",
  "members.noLimit": "{count, plural, one {{count} membre} other {{count} membres}} (sans limite)",
  "limit.none": "Pas de limite de membres",
  "limit.upTo": "Jusqu’à {limit} membres",
  "limit.goesDown":
    "{unlimited, select, yes {Votre groupe n’a pas de limite de membres aujourd’hui. Il sera limité à {to} membres.} other {Votre limite de membres passe de {from} à {to} membres.}}",
  "plan.tooSmall":
    "Trop petite pour votre groupe : cette formule permet jusqu’à {limit} membres et votre groupe en compte {count}.",
  "choose.plan": "Choisissez une formule",
  "choose.already": "{plan} est déjà votre formule. Choisissez-en une autre.",
  "choose.cannot": "Impossible de choisir {plan}. {reason}",

  "coupon.unknown": "Ce code promo n’est pas valable",
  "coupon.expired": "Ce code promo a expiré",
  "coupon.inactive": "Ce code promo n’est plus valable",
  "coupon.invalidEmail": "Ce code promo n’est pas valable pour votre adresse e-mail",
  "coupon.wrongPlan": "Ce code promo n’est pas valable pour cette formule",
  "coupon.freeForever": "Gratuit pour toujours",
  "coupon.freeFor": "Gratuit pendant {months, plural, =12 {un an} one {{months} mois} other {{months} mois}}",
  "coupon.freeFirst": "Gratuit pour le premier paiement",
  "coupon.amountOff": "{amount} de réduction",
  "coupon.percentOff": "{percent} % de réduction",
  "coupon.discount": "Une réduction",
  "coupon.offForever": "{off} pour toujours",
  "coupon.offFor": "{off} pendant {months, plural, =12 {un an} one {{months} mois} other {{months} mois}}",
  "coupon.offFirst": "{off} sur le premier paiement",
  "coupon.removed":
    "Le code promo {code} ne couvre pas {plan} : il sera retiré si vous passez à cette formule.",
  "charge.firstYear": "la première année",
  "charge.firstMonths": "{months, plural, one {le premier mois} other {les {months} premiers mois}}",
  "charge.firstPayment": "le premier paiement",
  "charge.firstPayments": "les {payments} premiers paiements ({months} mois)",
  "charge.forever": "{now} {period} avec le code promo (au lieu de {full})",
  "charge.repeating": "{now} pendant {first}, puis {full}",
  "charge.once": "{now} pour le premier paiement, puis {full}",

  "picker.sixMonths": "Formules de 6 mois",
  "picker.monthly": "Formules mensuelles",
  "picker.yearly": "Formules annuelles",
  "picker.perPerson": "Formules pour les groupes de plus de 50 membres",
  "picker.yourPlanNow": "(votre formule actuelle)",
  "picker.saving": "{saving} par rapport au paiement mensuel",
  "picker.notAvailable": "Indisponible. {reason}",
  "picker.needPlan": "Pour continuer, choisissez une autre formule que votre formule actuelle.",
  "common.continue": "Continuer",
  "common.cancel": "Annuler",
  "local.changeAtOnce":
    "Sur ce serveur, la facturation fonctionne en mode local : aucun paiement n’est pris, et le changement s’applique tout de suite.",
  "local.plansAtOnce":
    "Sur ce serveur, la facturation fonctionne en mode local : aucun paiement n’est pris, et les changements de formule s’appliquent tout de suite.",
  "local.noPaymentDetails":
    "Sur ce serveur, la facturation fonctionne en mode local : aucun paiement n’est pris, il n’y a donc pas de coordonnées de paiement.",

  "trial.title": "Essai gratuit",
  "trial.endsToday": "Votre essai gratuit se termine aujourd’hui.",
  "trial.endsIn":
    "Votre essai gratuit se termine dans {days, plural, one {{days} jour} other {{days} jours}}.",
  "trial.active":
    "{ends} <link>Choisissez une formule</link> pour continuer à utiliser {product} après la fin de l’essai.",
  "trial.endedTitle": "Votre essai gratuit est terminé",
  "trial.ended": "<link>Choisissez une formule</link> pour continuer à utiliser {product}.",
  "full.title": "Votre groupe est complet",
  "full.text":
    "Votre formule permet jusqu’à {limit} membres, et les {count} places sont prises (la personne qui a créé le groupe n’en prend aucune). Pour ajouter quelqu’un d’autre, choisissez d’abord une formule avec plus de places.",
  "full.choose": "Choisir une formule plus grande",
  "fit.fits":
    "La formule qui convient à un groupe de {after, plural, one {# membre} other {# membres}} est <strong>{plan}</strong> : {price}.",
  "fit.follows":
    "Votre formule, {plan}, a un prix par membre ({perMember}) : avec ces personnes, votre groupe compte {after, plural, one {# membre} other {# membres}} et votre formule coûte {price}.",
  "fit.outgrowsTitle": "Votre formule est trop petite pour ces personnes",
  "fit.trialTitle": "Votre formule après l’essai gratuit",
  "fit.outgrows":
    "Votre formule, {plan}, permet jusqu’à {limit, plural, one {# membre} other {# membres}}. Avec ces personnes, votre groupe compterait {after, plural, one {# membre} other {# membres}}.",
  "fit.trial": "Avec ces personnes, votre groupe comptera {after, plural, one {# membre} other {# membres}}.",
  "fit.outgrowsNext":
    "Choisissez d’abord cette formule, puis revenez sur cette page pour ajouter les personnes : votre fichier est gardé une heure. <link>Choisir une formule</link>",
  "fit.trialNext":
    "Vous pouvez la choisir maintenant ou à la fin de l’essai. <link>Choisir une formule</link>",

  "plans.title": "Formules",
  "plans.heading": "Formules pour {name}",
  "plans.cancelledTitle": "Paiement annulé",
  "plans.cancelledText": "Vous avez quitté la page de paiement sans payer. Votre formule n’a pas changé.",
  "plans.memberCount":
    "Votre groupe compte {count, plural, one {{count} membre} other {{count} membres}}, sans compter la personne qui l’a créé.",
  "plans.plusElsewhere":
    "Les formules Plus et les codes promo sont sur la page <link>Informations de facturation</link>.",

  "summary.whatChanges": "Ce qui va changer",
  "summary.plan": "Formule",
  "summary.yourPlanToday": "(votre formule aujourd’hui : {plan})",
  "summary.members": "Membres",
  "summary.memberLimit": "Limite de membres",
  "summary.price": "Prix",
  "summary.coupon": "Code promo",
  "summary.renewal": "Renouvellement",
  "summary.group": "Groupe",
  "summary.subscription": "Abonnement",
  "summary.notChosen": "Pas encore choisie",
  "summary.status": "État",
  "summary.paidUntil": "Payé jusqu’au",

  "check.title": "Vérifiez votre nouvelle formule",
  "check.backToPlans": "Retour aux formules",
  "check.memberLimit":
    "{to} (aujourd’hui : {from}). Votre groupe compte {count, plural, one {{count} membre} other {{count} membres}}.",
  "check.priceFor": "{price} : {perMember}. {billedFor}.",
  "check.coupon": "{code} : {text}",
  "check.nothingRenews": "Rien à payer, rien ne se renouvelle.",
  "check.renews":
    "Se renouvelle {months, plural, =1 {chaque mois} =12 {chaque année} other {tous les {months} mois}} {stripe, select, yes {à partir du jour où vous payez} other {à partir d’aujourd’hui}}, jusqu’à votre résiliation.",
  "check.stripeNote":
    "Vous payez sur la page de paiement sécurisée de Stripe. Votre formule change dès que le paiement est fait.",
  "check.goToPayment": "Passer au paiement",
  "check.change": "Changer de formule",
  "check.done": "Votre formule est maintenant {plan}.",
  "check.doneRemoved":
    "Votre formule est maintenant {plan}. Le code promo {code} a été retiré : il ne couvre pas {plan}.",

  "details.title": "Informations de facturation",
  "details.enterCoupon": "Saisissez un code promo",
  "details.couponTooLong": "Un code promo fait {max} caractères au maximum",
  "details.statusPaid": "Actif",
  "details.statusPastDue": "Paiement en retard : mettez à jour vos coordonnées de paiement",
  "details.statusCanceled": "Résilié : il prend fin à la fin de la période payée",
  "details.statusClosed": "Terminé",
  "details.couponUntil": "{coupon}, jusqu’au {date}",
  "details.withCoupon": "Avec le code promo : {price}",
  "details.couponApplied": "Code promo appliqué.",
  "details.thankYou": "Merci",
  "details.paid":
    "Votre paiement est fait. Votre formule change dès que Stripe le confirme, en général en moins d’une minute.",
  "details.updatePayment": "Mettre à jour vos coordonnées de paiement",
  "details.question": "Vous avez saisi un code promo, mais vous ne l’avez pas appliqué.",
  "details.applyCouponNow": "Appliquer le code promo",
  "details.skip": "Passer",
  "details.legend": "Choisissez Plus 5 ou Plus 15",
  "details.free":
    "Fréquence de paiement : gratuit. Avec ce code promo, vous ne payez rien pour {plans}, à l’année comme au mois.",
  "details.couponLabel": "Code promo (facultatif)",
  "details.couponHint": "Lettres et chiffres seulement ; les espaces et les autres caractères sont ignorés.",
  "details.checkCoupon": "Vérifier le code promo",
  "details.applyCoupon": "Appliquer le code promo",
  "details.otherPlans": "Voir les autres formules",
  "details.backToGroup": "Retour à votre groupe",

  "update.label": "Mettre à jour les coordonnées de paiement",
  "update.none": "Il n’y a pas de coordonnées de paiement à mettre à jour sur ce serveur.",
  "update.title": "Mettez à jour vos coordonnées de paiement",
  "update.text":
    "Votre carte et vos factures sont gardées par Stripe, notre prestataire de paiement. Sa page sécurisée s’ouvre, puis vous ramène ici quand vous avez fini.",
  "update.submit": "Ouvrir la page des coordonnées de paiement",
  "update.back": "Retour aux informations de facturation",

  "offer.action": "Obtenir l’année gratuite de Plus 5",
  "offer.tooSmall":
    "Plus 5 est trop petite pour votre groupe : elle permet jusqu’à {limit} membres et votre groupe en compte {count}. Retirez d’abord des membres, ou choisissez une formule plus grande.",
  "offer.done": "Votre groupe a maintenant une année gratuite de Plus 5.",
  "offer.title": "Une année gratuite de Plus 5",
  "offer.held": "Votre groupe a déjà une année gratuite de Plus 5. Il peut avoir jusqu’à {limit} membres.",
  "offer.heldUntil":
    "Votre groupe a déjà une année gratuite de Plus 5, jusqu’au {until}. Il peut avoir jusqu’à {limit} membres.",
  "offer.seeDetails": "Voir vos informations de facturation",
  "offer.checkTitle": "Vérifiez l’offre spéciale : une année gratuite de Plus 5",
  "offer.members":
    "Jusqu’à {limit} membres. Votre groupe compte {count, plural, one {{count} membre} other {{count} membres}}.",
  "offer.notAvailable": "Indisponible",
  "offer.insteadOf": "(au lieu de {price})",
  "offer.cannotUse": "Impossible d’utiliser cette offre : {reason}",
  "offer.submit": "Obtenir une année gratuite de Plus 5",
  "offer.back": "Retour aux paramètres du compte",

  "none.title": "Vous n’avez pas d’abonnement",
  "none.intro":
    "Votre compte n’a pas encore de groupe, il n’y a donc pas d’abonnement à afficher. Les abonnements appartiennent aux groupes : la formule d’un groupe fixe le nombre de personnes qu’il peut avoir.",
  "none.nowTitle": "Ce que vous pouvez faire maintenant",
  "none.create":
    "<link>Créer un groupe</link>. Vous en devenez le gestionnaire, et il commence avec la formule gratuite Standard, sans limite de membres. Vous pourrez choisir une autre formule plus tard.",
  "none.join":
    "<link>Rejoindre le programme d’accès anticipé</link>. C’est gratuit aussi, et vous recevez les nouveautés de {product} en premier.",
  "none.invitedTitle": "Quelqu’un vous a invité ?",
  "none.invited":
    "Dans ce cas, vous n’avez pas besoin de votre propre groupe. Ouvrez l’e-mail d’invitation et acceptez-la : les {bar} préparées pour vous apparaissent alors dans les <account>paramètres de votre compte</account>, et vous les utilisez dans l’application {product} (<download>téléchargez-la ici</download>).",
  "none.help": "Des questions ? Les <link>pages d’aide</link> expliquent comment fonctionne {product}.",
} satisfies Translation<typeof en>;
