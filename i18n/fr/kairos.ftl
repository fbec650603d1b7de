## Mots partagés.

action-cancel = Annuler
action-save = Enregistrer
action-add = Ajouter
action-delete = Supprimer
action-accept = Accepter
action-maybe = Peut-être
action-decline = Refuser
action-remove = Retirer
action-edit = Modifier
action-undo = Annuler
action-close = Fermer
action-today = Aujourd’hui
action-open = Ouvrir

## Notifications de rappel.

reminder-action-snooze = Répéter
reminder-action-dismiss = Ignorer
reminder-action-open = Ouvrir
reminder-missed = Rappel manqué (prévu { $when })
reminders-missed = { $count ->
    [one] { $count } rappel manqué
   *[other] { $count } rappels manqués
}
reminders-and-more = et { $count } de plus
invitation-summary = Invitation : { $title }
invitation-from = { $organizer } vous invite
invitation-no-organizer = Vous êtes invité
invitations-new = { $count ->
    [one] 1 nouvelle invitation
   *[other] { $count } nouvelles invitations
}

## Listes dans les phrases.

list-separator = {", "}
list-and = { $first } et { $last }
list-or = { $first } ou { $last }

## Répétitions en mots. Les jours sont masculins, « semaine » est féminin.

rule-ordinal = { $nth ->
    [1] premier
    [2] deuxième
    [3] troisième
    [4] quatrième
    [5] cinquième
    [-1] dernier
    [-2] avant-dernier
    [-3] antépénultième
    [-4] quatrième en partant de la fin
    [-5] cinquième en partant de la fin
   *[other] { $nth }e
}
rule-weekday = { $day ->
    [mon] lundi
    [tue] mardi
    [wed] mercredi
    [thu] jeudi
    [fri] vendredi
    [sat] samedi
   *[sun] dimanche
}
rule-custom = Se répète selon un schéma personnalisé
rule-every-day = { $count ->
    [one] Tous les jours
   *[other] Tous les { $count } jours
}
rule-every-week = { $count ->
    [one] Toutes les semaines
   *[other] Toutes les { $count } semaines
}
rule-every-month = { $count ->
    [one] Tous les mois
   *[other] Tous les { $count } mois
}
rule-every-year = { $count ->
    [one] Tous les ans
   *[other] Tous les { $count } ans
}
rule-count = { $count ->
    [one] { $rule }, une fois
   *[other] { $rule }, { $count } fois
}
rule-until = { $rule } jusqu’au { $date }
date-rule-until = %-d %b %Y
date-month-name = %B
rule-in-months = { $rule } en { $months }
rule-every-weekday = Tous les jours ouvrés
rule-daily-on = Chaque { $days }
rule-weekly-on = { $every } le { $days }
rule-weekly-every-day = { $every }, tous les jours
rule-monthly-on-day = { $every } le { $day }
rule-monthly-on = { $every }, { $days }
rule-monthly-every-weekday = { $every }, tous les jours ouvrés
rule-monthly-every-day = { $every }, tous les jours
rule-monthly-on-every = { $every }, chaque { $days }
rule-nth-weekday = { $nth ->
    [-2] l’avant-dernier
    [-3] l’antépénultième
   *[other] le { rule-ordinal }
} { rule-weekday }
rule-setpos-weekday = { $nth ->
    [-2] l’avant-dernier
    [-3] l’antépénultième
   *[other] le { rule-ordinal }
} jour ouvré
rule-setpos-weekend-day = { $nth ->
    [-2] l’avant-dernier
    [-3] l’antépénultième
   *[other] le { rule-ordinal }
} jour du week-end
rule-setpos-day = { $nth ->
    [-2] l’avant-dernier
    [-3] l’antépénultième
   *[other] le { rule-ordinal }
} jour
rule-setpos-of = { $nth ->
    [-2] l’avant-dernier
    [-3] l’antépénultième
   *[other] le { rule-ordinal }
} { $days }
rule-day = { $day ->
    [1] le 1er jour
   *[other] le { $day }e jour
}
rule-nth-day = { $nth ->
    [-2] l’avant-dernier
    [-3] l’antépénultième
   *[other] le { rule-ordinal }
} jour
rule-week = la semaine { $week }
rule-nth-week = { $nth ->
    [-1] la dernière semaine
    [-2] l’avant-dernière semaine
   *[other] la { rule-ordinal } semaine
}
rule-yearly-weeks = { $every }, { $weeks }, le { $days }
rule-yearly-days = { $every }, { $days } de l’année
rule-yearly-on-date = { $every } le { $day } { $month }
rule-yearly-on-day-of = { $every } le { $day } { $months }
rule-yearly-on-of = { $every }, { $days } de { $months }
rule-yearly-every-in = { $every }, chaque { $days } en { $months }

## Rappels en mots.

reminder-at-start = Au début
reminder-at-end = À la fin
reminder-before-start = { $amount } avant
reminder-after-start = { $amount } après le début
reminder-before-end = { $amount } avant la fin
reminder-after-end = { $amount } après la fin
# An all-day event's reminder: $time is a time of day (09:00).
reminder-all-day-on-the-day = Le jour même à { $time }
reminder-all-day-days-before = { $days ->
    [one] 1 jour avant à { $time }
   *[other] { $days } jours avant à { $time }
}
reminder-on = Le { $date } à { $time }
date-reminder-on = %-d %b %Y

## Durées.

amount-weeks = { $count ->
    [one] { $count } semaine
   *[other] { $count } semaines
}
amount-days = { $count ->
    [one] { $count } jour
   *[other] { $count } jours
}
amount-hours = { $count ->
    [one] { $count } heure
   *[other] { $count } heures
}
amount-minutes = { $count ->
    [one] { $count } minute
   *[other] { $count } minutes
}
amount-seconds = { $count ->
    [one] { $count } seconde
   *[other] { $count } secondes
}

## L’heure d’un évènement.

date-event-day = %A %-d %b %Y
event-time-all-day = { $date }, toute la journée
event-time-days = { $first } – { $last }
event-time-one-day = { $date }, { $start } – { $end }
event-time-across-days = { $start_date }, { $start } – { $end_date }, { $end }

## Vues et titres.

view-month = Mois
view-week = Semaine
view-agenda = Agenda
date-title-month = %B %Y
date-title-week-first-full = %-d %b %Y
date-title-week-first = %-d %b
date-title-week-last = %-d %b %Y
date-title-week-last-same-month = %-d %b %Y
title-week = { $first } – { $last }
title-agenda = À partir du { $date }
date-title-agenda = %a %-d %b %Y

## L’agenda.

agenda-today = Aujourd’hui
agenda-tomorrow = Demain
agenda-yesterday = Hier
date-agenda-day = %A %-d %B
date-agenda-day-year = %A %-d %B %Y
agenda-all-day = Toute la journée
agenda-time-range = { $start } – { $end }
agenda-from = À partir de { $time }
agenda-until = Jusqu’à { $time }

## Dates dans les listes, rappels et notifications.

date-long = %-d %b %Y
date-day = %a %-d %b
date-day-year = %a %-d %b %Y
day-and-time = { $date }, { $time }

## Ce qu’annuler ou rétablir changerait.

journal-create = créer « { $title } »
journal-edit = modifier « { $title } »
journal-edit-only = modifier « { $title } » le { $when }
journal-edit-from = modifier « { $title } » à partir du { $when }
journal-delete = supprimer « { $title } »
journal-delete-only = supprimer « { $title } » le { $when }
journal-delete-from = supprimer « { $title } » à partir du { $when }
journal-delete-calendar = { $count ->
    [one] supprimer l’agenda « { $name } » ({ $count } évènement)
   *[other] supprimer l’agenda « { $name } » ({ $count } évènements)
}
journal-import = importer { $files }
journal-keep-this = garder cette version de « { $title } »
journal-keep-servers = garder la version du serveur de « { $title } »
journal-keep-both = garder les deux versions de « { $title } »

## Texte des notifications.

date-notification-day = %a %-d %b
notification-due = { $date } { $time }
notification-all-day = { $date }, toute la journée
notification-time = { $date }, { $start }–{ $end }
notification-missed-line = { $title } — { $when }

## Erreurs de l’enregistrement.

error-empty-title = le titre est vide
error-end-before-start = la fin est avant le début
error-bad-rule = RRULE non valide : { $reason }
error-not-recurring = l’évènement { $uid } ne se répète pas : modifiez-le ou supprimez-le avec la portée « all »
error-rule-for-one-occurrence = la répétition ne peut changer que pour toute la série ou pour cet évènement et les suivants
error-mixed-kinds = le début d’un évènement sur toute la journée et ses dates de répétition doivent être des dates
error-empty-calendar-name = le nom de l’agenda est vide
error-bad-color = couleur « { $color } » : #rrggbb attendu
error-duplicate-uid = un évènement d’uid { $uid } existe déjà
error-last-calendar = « { $name } » est le seul agenda : ajoutez-en un autre avant de le supprimer
error-too-long = une durée ou un rappel dépasse 366 000 jours (environ 1 000 ans), la plus longue que Kairos garde
error-unknown-event = aucun évènement d’uid { $uid }
error-unknown-occurrence = l’évènement { $uid } n’a pas d’occurrence { $recurrence_id }
error-not-invited = aucune de mes adresses ({ $addresses }) ne figure parmi les participants de { $uid } ; indiquez la vôtre dans les Préférences
error-meeting-cancelled = « { $title } » a été annulé par l’organisateur : il n’y a rien à répondre
error-not-organizer = « { $title } » est organisé par { $organizer } : seule cette personne peut en changer l’heure, le titre, le lieu ou les invités (votre réponse, vos rappels et vos notes restent à vous)
error-unknown-calendar = aucun agenda nommé « { $name } »
error-duplicate-calendar = un agenda nommé « { $name } » existe déjà
error-synced-calendar = l’agenda « { $name } » vient du compte « { $account } » : supprimez-le sur le serveur ou retirez le compte
error-read-only-calendar = « { $name } » est un abonnement : ses évènements viennent de son flux et ne peuvent pas être modifiés ici
error-not-a-conflict = « { $uid } » n’est pas une copie en conflit
error-unknown-account = aucun compte nommé « { $name } »
error-duplicate-account = un compte nommé « { $name } » existe déjà
error-journal-conflict = impossible { $action ->
    [undo] d’annuler
   *[other] de rétablir
} « { $label } » : ses évènements ont été modifiés depuis, par une autre modification
error-newer-schema = { $path } a été écrit par un Kairos plus récent (version de schéma { $found } ; celui-ci connaît jusqu’à { $known }) ; il n’a pas été touché
error-not-a-database = { $path } n’est pas une base de données Kairos : { $reason }
error-no-data-dir = aucun dossier de données : définissez KAIROS_DB ou passez --db
error-create-dir = impossible de créer { $path } : { $reason } ; vérifiez que le dossier existe et que vous pouvez y écrire
error-permissions = impossible de rendre { $path } privé à son propriétaire : { $reason } ; faites-en le vôtre (chown) ou déplacez-le
error-corrupt = la base de données contient une valeur que Kairos ne sait pas lire : { $reason }
error-database = la base de données du calendrier a échoué : { $reason }
error-file-damaged = { $path } est endommagé ({ $reason }) : restaurez-le depuis une sauvegarde, ou déplacez-le et Kairos en créera un nouveau
error-file-cannot-open = impossible d’ouvrir { $path } ({ $reason }) : vérifiez que le fichier et son dossier existent et que vous pouvez y écrire (pas sur un disque en lecture seule)
error-file-read-only = { $path } est en lecture seule : donnez-vous le droit d’écrire dans le fichier et son dossier
error-file-full = le disque de { $path } est plein : libérez de la place et réessayez
error-file-locked = { $path } est verrouillé par un autre programme : fermez-le et réessayez

## Importer et exporter des fichiers .ics : le compte rendu.

import-file-counts = { $name } : { $added } ajoutés, { $updated } mis à jour, { $unchanged } inchangés, { $skipped } ignorés
import-dry-run = {" "}(essai : rien n’a été écrit)
import-row-added = ajouté
import-row-updated = mis à jour
import-row-unchanged = inchangé
import-row-skipped = ignoré
import-row-cancelled = annulé
import-cancel-not-here = annule une réunion absente du calendrier : rien à annuler
import-in-subscription = déjà dans { $calendar } (un abonnement) : seule la source modifie ses événements
import-cancel-not-a-meeting = annule un événement qui n’est pas une réunion ici : non appliqué
import-row-note = note
import-row-ignored = écarté
import-no-title = (sans titre)
import-not-events = { $count } { $component } (pas des évènements)
import-more-rows = { $count ->
    [one] … et { $count } ligne de plus, non listée (comptée ci-dessus)
   *[other] … et { $count } lignes de plus, non listées (comptées ci-dessus)
}
import-more-problems = { $count ->
    [one] {" "}(et { $count } autre problème)
   *[other] {" "}(et { $count } autres problèmes)
}
import-cannot-read = { $name } : lecture impossible : { $reason }
import-cannot-write = impossible d’écrire { $path } : { $reason }

## Comptes et abonnements.

account-error-password = Le serveur a refusé le mot de passe.
account-error-sign-in = La connexion a expiré ou a été révoquée : reconnectez-vous.
account-error-certificate = Certificat non approuvé : { $detail }
account-error-offline = Impossible de joindre le serveur : { $detail }
account-why-refused = rien ne répond à l’adresse du serveur (le serveur est-il lancé ?).
account-why-timed-out = le serveur a mis trop de temps à répondre.
account-why-unknown-name = le nom du serveur est inconnu (vérifiez l’adresse ou le réseau).
account-why-no-network = cet ordinateur n’est connecté à aucun réseau.
account-why-dropped = la connexion a été coupée avant la réponse du serveur.
account-fix-password = Saisir à nouveau le mot de passe…
account-fix-sign-in = Se reconnecter…
account-google-title = Ajouter un compte Google
account-google-intro = Kairos ouvre votre navigateur pour vous connecter à Google : le mot de passe se saisit là-bas, jamais ici.
account-google-address = Adresse Google
account-google-own-client = Cette version de Kairos n’a pas d’identifiant client Google : indiquez le vôtre (un client « Application de bureau » de la console Google Cloud ; voir le README, « Google Calendar »).
account-client-id = Identifiant client
account-client-secret = Secret client
account-sign-in = Se connecter…
account-add-google = Compte Google…
account-waiting-browser = En attente de votre connexion dans le navigateur…
account-sign-in-address = Si aucun navigateur ne s’est ouvert, ouvrez cette adresse dans l’un d’eux :
account-copy-address = Copier
account-address-copied = Copiée
# $reason is the program and what the system said, in English.
account-browser-not-opened = Le navigateur n’a pas pu être ouvert ({ $reason }). Ouvrez vous-même l’adresse ci-dessous dans un navigateur : Kairos attend toujours la connexion.
account-signs-in-browser = Se connecte dans le navigateur ; son jeton est dans le Secret Service.
account-missing-google-address = Indiquez l’adresse Google, comme you@gmail.com.
account-missing-client-id = Indiquez un identifiant client Google : cette version n’en a pas.
app-signed-in-again = « { $name } » est de nouveau connecté.
account-fix-certificate = Faire confiance à un fichier d’AC…
account-missing-account-name = Saisissez un nom pour le compte, comme Travail.
account-missing-server = Saisissez l’adresse du serveur.
account-missing-user = Saisissez le nom d’utilisateur.
account-missing-password = Saisissez le mot de passe, ou une commande qui l’affiche.
account-missing-calendar-name = Saisissez un nom pour l’agenda, comme Jours fériés.
account-missing-feed = Saisissez l’adresse de l’agenda (https:// ou webcal://).
account-missing-repair = Saisissez le nouveau mot de passe, ou le fichier d’AC à approuver.
account-add-title = Ajouter un compte
account-add-intro = Nextcloud, Fastmail, iCloud, Radicale… Ses agendas apparaissent ici et restent synchronisés dans les deux sens.
account-name = Nom
account-name-example = Travail
account-server = Serveur
account-user = Utilisateur
account-password = Mot de passe (gardé dans le trousseau du bureau)
account-password-command-field = Ou une commande qui affiche le mot de passe (nécessaire sans trousseau)
account-ca-optional = Certificat d’AC à approuver (facultatif, pour un serveur auto-hébergé)
account-ca-example = /chemin/vers/ca.pem
account-subscribe-title = S’abonner à un agenda
account-subscribe-intro = Jours fériés, l’agenda publié d’une équipe, des matchs : un agenda en lecture seule, actualisé à chaque synchronisation.
account-feed-name-example = Jours fériés
account-feed-address = Adresse
account-feed-address-example = https://… ou webcal://…
account-subscribe = S’abonner
account-url-as-user = { $url } en tant que { $user }
account-calendars-here = { $count ->
    [one] { $count } agenda ici
   *[other] { $count } agendas ici
}
account-password-command = Son mot de passe vient d’une commande (définie avec kairos accounts).
account-new-password = Nouveau mot de passe
account-ca-pem = Certificat d’AC à approuver (fichier PEM)
account-checking = Interrogation du serveur…
account-remove-account = Retirer le compte…
account-remove-question = Retirer « { $name } » ?
account-remove-explained = Ses agendas et leurs évènements quittent cet ordinateur. Le serveur les garde : ajouter de nouveau le compte les ramène.
account-keep = Le garder

## La boîte de dialogue de l’agenda.

calendar-error-no-name = Donnez un nom à l’agenda.
calendar-error-not-a-color = « { $color } » n’est pas une couleur : écrivez-la sous la forme #rrggbb, comme #3584e4.
calendar-new-title = Nouvel agenda
calendar-title = Agenda
calendar-no-reminders = Les nouveaux évènements n’ont pas de rappel.
calendar-add-reminder = Ajouter un rappel
calendar-unsubscribe = Se désabonner…
calendar-delete = Supprimer l’agenda…
calendar-name = Nom
calendar-name-examples = Travail, Famille, Sport…
calendar-color = Couleur
calendar-default-reminders = Rappels par défaut des nouveaux évènements
calendar-all-day-reminders = Rappels par défaut des nouveaux événements sur la journée
calendar-from-account = Cet agenda vient du compte « { $account } » : supprimez-le sur le serveur ou retirez le compte.
calendar-unsubscribe-question = Se désabonner de « { $name } » ?
calendar-unsubscribe-explained = { $count ->
    [0] Il ne contient aucun évènement.
    [one] Son évènement part avec lui.
   *[other] Ses { $count } évènements partent avec lui.
} Se réabonner les ramène.
calendar-delete-question = Supprimer « { $name } » ?
calendar-delete-explained = { $count ->
    [0] Il ne contient aucun évènement.
    [one] Son évènement part avec lui.
   *[other] Ses { $count } évènements partent avec lui.
} Annuler ramène tout.
calendar-keep = Le garder

## Aller à une date.

goto-title = Aller à une date

## À quelles occurrences une modification s’applique.

prompt-delete-question = Supprimer « { $title } » ?
prompt-save-question = Enregistrer les modifications de « { $title } » ?
prompt-move-question = Déplacer « { $title } » ?
prompt-repeating = Cet évènement se répète.
prompt-repeating-series = Cet évènement se répète. Sa répétition, ses rappels et son agenda appartiennent à la série.
prompt-only-this = Cet évènement seulement
prompt-following = Celui-ci et les suivants
prompt-all = Tous les évènements

## Évènement rapide.

quick-title = Nouvel évènement
quick-discard-question = Abandonner « { $title } » ?
quick-discard-explained = Le nouvel événement n’a pas été enregistré.
quick-title-placeholder = Titre
quick-more-options = Plus d’options…

## Résultats de recherche.

search-none = Aucun évènement ne correspond à « { $text } » entre le { $first } et le { $last }.
search-first-matches = Les { $count } premiers résultats pour « { $text } » — précisez la recherche en tapant davantage
search-matches = { $count ->
    [one] { $count } résultat pour « { $text } »
   *[other] { $count } résultats pour « { $text } »
}
search-past = Passés
search-every-occurrence = Se répète — tout afficher
search-each-series-once = Afficher chaque série une fois

## Importer et exporter.

transfer-error-no-file = Choisissez un fichier à importer
transfer-error-no-calendar = Choisissez l’agenda où importer
transfer-error-no-destination = Choisissez où enregistrer le fichier
transfer-error-range-incomplete = La période demande les deux jours, sous la forme AAAA-MM-JJ
transfer-error-range-backwards = La période finit avant de commencer
transfer-import-title = Importer des évènements
transfer-import = Importer
transfer-export-title = Exporter des évènements
transfer-export = Exporter
transfer-all-calendars = Tous les agendas
transfer-path-example = /chemin/vers/agenda.ics
transfer-browse = Parcourir…
transfer-into = Dans
transfer-calendar = Agenda
transfer-days = Jours
transfer-from-example = du AAAA-MM-JJ
transfer-to-example = au AAAA-MM-JJ
transfer-days-empty = (vide : tout)
transfer-check = Vérifier
transfer-why-check-first = Vérifiez d’abord le fichier : Importer ajoute ce que Vérifier montre.
transfer-why-check-again = Modifié depuis la vérification : vérifiez à nouveau.
transfer-report-summary = { $file } — { $events ->
    [one] { $events } évènement
   *[other] { $events } évènements
} : { $added } à ajouter, { $updated } à mettre à jour, { $unchanged } inchangés, { $skipped } ignorés
transfer-row-update = Mettre à jour
transfer-row-unchanged = Inchangé
transfer-row-skip = Ignorer
transfer-row-note = Note
transfer-row-ignore = Écarter
transfer-row-why-at-line = { $why } (ligne { $line })
transfer-row-line = ligne { $line }
transfer-dry-run = Rien n’est écrit avant l’import.

## L’éditeur d’évènement.

editor-edit-title = Modifier l’évènement
editor-new-title = Nouvel évènement
editor-title-placeholder = Titre
editor-location = Lieu
editor-organised-by = Organisé par { $organizer } : seule cette personne peut en changer l’heure, le titre, le lieu ou les invités. Vos rappels et vos notes sont à vous.
editor-location-placeholder = Ajouter un lieu
editor-guests = Invités
editor-guests-placeholder = Inviter par adresse
editor-invite = Inviter
editor-not-an-address = « { $text } » n’est pas une adresse (comme nom@example.org)
editor-guests-organizer = Vous l’organisez : les invités sont conviés à l’enregistrement.
editor-calendar = Agenda
editor-all-day = Toute la journée
editor-starts = Début
editor-ends = Fin
editor-notes = Notes
editor-discard-title = Abandonner les modifications ?
editor-discard-explained = Ce que vous avez modifié dans cet évènement sera perdu.
editor-keep-editing = Continuer
editor-discard = Abandonner
editor-never-ends = Sans fin
editor-ends-on = Finit le
editor-ends-after = Finit après
editor-times = { $count ->
    [one] fois
   *[other] fois
}
editor-floating = Flottant (même heure dans tous les fuseaux)
editor-search-zones = Chercher un fuseau horaire
editor-floating-choice = Flottant (sans fuseau horaire)
editor-time-zone = Fuseau horaire
editor-your-time = { $start } – { $end } à votre heure ({ $zone })
editor-your-time-day = { $date }, { $start } – { $end } à votre heure ({ $zone })
editor-every = Tous les
editor-every-days = { $count ->
    [one] jours
   *[other] jours
}
editor-every-weeks = { $count ->
    [one] semaines
   *[other] semaines
}
editor-every-months = { $count ->
    [one] mois
   *[other] mois
}
editor-every-years = { $count ->
    [one] ans
   *[other] ans
}
editor-weekday-toggle = { $day ->
    [mon] Lu
    [tue] Ma
    [wed] Me
    [thu] Je
    [fri] Ve
    [sat] Sa
   *[sun] Di
}
editor-advanced-rule = Avancé : la règle telle que la RFC 5545 l’écrit (RRULE)
editor-repeat = Répéter
editor-removed-dates = Dates retirées — cochez pour les rétablir
date-editor-removed = %a %-d %b %Y
editor-exceptions = Exceptions
# Which default reminders an event without its own takes: $reminders is a list ("10 minutes before, 1 hour before").
editor-calendar-reminders-are = Ceux de l’agenda : { $reminders }
editor-calendar-reminders-none = Ceux de l’agenda : aucun
editor-no-reminders = Aucun rappel
editor-use-defaults = Utiliser ceux de l’agenda
editor-reminders = Rappels
editor-preset-at-start = Au début
editor-preset-day = 1 jour
editor-preset-hour = 1 h
editor-preset-minutes = { $count } min
editor-unit-minutes-before = minutes avant
editor-unit-hours-before = heures avant
editor-unit-days-before = jours avant
editor-unit-minutes-after = minutes après le début
editor-unit-hours-after = heures après le début

## Grilles.

# Les noms courts des mois, tels que `%b` les écrit dans les dates (douze, séparés par des espaces).
months-short = janv. févr. mars avril mai juin juil. août sept. oct. nov. déc.
date-weekday-short = %a
date-week-heading = %a %-d
month-more = +{ $count } de plus
week-more = +{ $count }
week-more-hint = { $count ->
    [one] 1 autre événement à ces heures, non dessiné faute de place — cliquez pour lister la journée
   *[other] { $count } autres événements à ces heures, non dessinés faute de place — cliquez pour lister la journée
}
week-all-day-more-hint = { $count ->
    [one] 1 autre événement sur la journée entière, non dessiné faute de place — cliquez pour lister la journée
   *[other] { $count } autres événements sur la journée entière, non dessinés faute de place — cliquez pour lister la journée
}

## Préférences.

prefs-title = Préférences
prefs-language = Langue
prefs-language-system = Système ({ $language })
prefs-first-weekday = Premier jour de la semaine
prefs-clock = Horloge
prefs-open-in = Ouvrir sur
prefs-time-zone = Fuseau horaire
prefs-zone-placeholder = Tapez une ville pour le changer
prefs-no-zone-matches = Aucun fuseau ne porte ce nom ; essayez une ville comme « Paris » ou « New York »
prefs-my-addresses = Mes adresses
prefs-my-addresses-placeholder = moi@example.org, moi@travail.example
prefs-my-addresses-hint = Qui vous êtes dans les réunions des calendriers locaux et des serveurs qui ne le disent pas
prefs-not-an-address = Ce n’est pas une adresse : { $text }
prefs-event-length = Durée des nouveaux évènements
prefs-new-calendar-reminder = Rappel des nouveaux agendas
prefs-new-calendar-all-day-reminder = Les nouveaux agendas rappellent les événements sur la journée
prefs-week-numbers = Numéros de semaine
prefs-appearance = Apparence
prefs-theme-system = Système
prefs-theme-light = Clair
prefs-theme-dark = Sombre
prefs-locale-weekday = Celui des paramètres régionaux ({ $day })
prefs-weekday = { $day ->
    [mon] Lundi
    [tue] Mardi
    [wed] Mercredi
    [thu] Jeudi
    [fri] Vendredi
    [sat] Samedi
   *[sun] Dimanche
}
prefs-clock-12 = 12 heures (9:00 PM)
prefs-clock-24 = 24 heures (21:00)
prefs-locale-clock = Celle des paramètres régionaux, { $clock }
prefs-last-view = La dernière utilisée
prefs-system-zone = Celui du système ({ $zone })
prefs-hours = { $count ->
    [one] { $count } heure
   *[other] { $count } heures
}
prefs-hours-minutes = { $hours } h { $minutes } min
prefs-minutes = { $count ->
    [one] { $count } minute
   *[other] { $count } minutes
}
prefs-no-reminder = Aucun rappel

## Le panneau latéral.

date-sidebar-synced = %-d %b
sidebar-calendars = Agendas
sidebar-subscriptions = Abonnements
sidebar-new-event = Nouvel évènement
sidebar-import = Importer…
sidebar-export = Exporter…
sidebar-add-account = Ajouter un compte…
sidebar-subscribe = S’abonner…
sidebar-preferences = Préférences
sidebar-sync-now = Synchroniser
sidebar-syncing = { $spinner } Synchronisation…
sidebar-synced = Synchronisé { $when }
sidebar-not-synced = Pas encore synchronisé
sidebar-changes-to-send = { $count ->
    [one] { $count } modification à envoyer
   *[other] { $count } modifications à envoyer
}
sidebar-conflicts = { $count ->
    [one] ⚠ { $count } conflit à régler
   *[other] ⚠ { $count } conflits à régler
}
sidebar-just-now = à l’instant
sidebar-minutes-ago = il y a { $count } min
sidebar-at-time = à { $time }
sidebar-on-date = le { $date }

## Détails d’un évènement.

details-when = Quand
details-repeats = Répétition
details-reminders = Rappels
details-no-reminders = Aucun
details-location = Lieu
details-notes = Notes
details-from-subscription = De l’abonnement « { $calendar } » : il change avec son flux, pas ici.
details-cancelled = Annulé par l’organisateur
details-remove-cancelled = Retirer de mon agenda
details-organiser = Organisateur
details-guests = Invités
details-your-answer = Votre réponse
details-only-this-occurrence = Cette occurrence seulement
details-organisers-meeting = L’heure, le titre, le lieu et les invités appartiennent à l’organisateur ; votre réponse, vos rappels et vos notes sont à vous.
details-not-delivered = Ce calendrier n’envoie ni invitations ni réponses : son serveur ne fait pas de planification CalDAV.
details-email-answer = Envoyer ma réponse par courriel…
meeting-accepted = accepté
meeting-tentative = peut-être
meeting-declined = refusé
meeting-delegated = délégué
meeting-not-answered = pas encore de réponse
meeting-optional = facultatif
meeting-for-information = pour information
meeting-organiser = organisateur
meeting-you = vous
meeting-not-delivered = n’a pas pu être remis
details-conflict = ⚠ Conflit
details-conflict-explained = Cet évènement a été modifié ici et sur un autre appareil en même temps. Voici la version de cet ordinateur ; l’évènement à côté est celle du serveur.
details-keep-this = Garder celle-ci
details-keep-servers = Garder celle du serveur
details-keep-both = Garder les deux
details-differs = Diffère par { $parts }.
details-has-copy = Cet événement a été modifié ici et sur un autre appareil en même temps. Voici la version du serveur ; celle de cet ordinateur a été gardée en copie, où vous choisissez laquelle garder.
details-show-copy = Afficher la copie
details-part-title = le titre
details-part-time = l’heure
details-part-place = le lieu
details-part-notes = les notes
details-part-repeat = la répétition
details-part-reminders = les rappels
details-nothing-on-day = Rien ce jour-là.

## L’en-tête.

header-redo = Rétablir
header-search = Chercher des évènements
header-week-title = Semaine { $number } · { $title }

## L’agenda vide.

agenda-nothing-to-show = Rien à afficher
agenda-nothing-planned = Rien de prévu ces jours-ci.

## Le titre de la fenêtre.

title-dialog = { $dialog } — Kairos
title-app = Kairos
title-search = Recherche « { $text } »
title-which-events = Quels évènements ?
title-delete-calendar = Supprimer l’agenda ?
title-remove-account = Retirer le compte ?
title-account = Compte

## Messages de la fenêtre.

app-cannot-read-account = Impossible de lire le compte : { $reason }
app-subscribed-events = { $count ->
    [one] Abonné à « { $name } » : { $count } évènement
   *[other] Abonné à « { $name } » : { $count } évènements
}
app-subscribed = Abonné à « { $name } »
app-account-removed = « { $name } » a été retiré de cet ordinateur
app-cannot-remove = Impossible de retirer { $name } : { $reason }
app-account-exists = Il existe déjà un compte nommé « { $name } »
app-cannot-read-file = Impossible de lire { $path } : { $reason }
app-no-calendars = { $url } n’a aucun agenda avec des évènements pour { $user }
app-cannot-keep-password = impossible de garder le mot de passe : { $reason }. Sans trousseau, indiquez plutôt une commande qui affiche le mot de passe (comme pass show calendar), ou déverrouillez le trousseau et réessayez.
app-account-added = { $count ->
    [one] « { $name } » ajouté : { $count } agenda
   *[other] « { $name } » ajouté : { $count } agendas
}
app-connected-again = « { $name } » est de nouveau connecté
app-server-went-wrong = Un problème est survenu en interrogeant le serveur ; réessayez.
app-no-calendar = Aucun agenda où ajouter : créez-en un avec `kairos calendars add NOM`
app-cannot-open-event = Impossible d’ouvrir l’évènement : { $reason }
app-created = « { $title } » créé
app-cannot-create = Impossible de créer « { $title } » : { $reason }
app-imported = { $count ->
    [one] { $count } évènement importé depuis { $name }
   *[other] { $count } évènements importés depuis { $name }
}
app-exported = { $count ->
    [one] { $count } évènement exporté vers { $path }
   *[other] { $count } évènements exportés vers { $path }
}
app-cannot-change = Impossible de modifier { $name } : { $reason }
app-cannot-show-event = Impossible d’afficher l’évènement : { $reason }
app-kept-this = Version de cet ordinateur gardée
app-kept-servers = Version du serveur gardée
app-kept-both = Les deux versions gardées
app-cannot-settle = Impossible de régler le conflit : { $reason }
app-answered = { $answer ->
    [accepted] Accepté : « { $title } »
    [tentative] Peut-être : « { $title } »
   *[declined] Refusé : « { $title } »
}
app-cannot-answer = Impossible de répondre : { $reason }
app-mail-opened = Votre réponse à « { $title } » est jointe à un nouveau courriel pour { $organizer } : envoyez-le depuis votre logiciel de courriel.
app-cannot-mail = Impossible d’envoyer votre réponse par courriel : { $reason }
app-deleted = « { $title } » supprimé
app-cannot-delete = Impossible de supprimer « { $title } » : { $reason }
app-saved = « { $title } » enregistré
app-cannot-save = Impossible d’enregistrer « { $title } » : { $reason }
app-inbox-refused = { $count ->
    [one] Un message de la boîte de réception des invitations a été refusé : { $first }
   *[other] { $count } messages de la boîte de réception des invitations ont été refusés, le premier : { $first }
}
app-conflict-kept = Un événement a été modifié ici et sur le serveur en même temps : les deux versions ont été gardées. Réglez-le depuis la barre latérale.
app-undone = Annulé : { $what }
app-redone = Rétabli : { $what }
app-nothing-to-undo = Rien à annuler
app-nothing-to-redo = Rien à rétablir
app-cannot-move = Impossible de déplacer l’évènement : { $reason }
app-drag-held = « { $title } » est la réunion de l’organisateur : elle ne se déplace pas ici.
app-cannot-read-calendar = Impossible de lire { $name } : { $reason }
app-unsubscribed = Désabonné de « { $name } »
app-calendar-deleted = { $count ->
    [one] « { $name } » et son évènement supprimés
   *[other] « { $name } » et ses { $count } évènements supprimés
}
app-cannot-delete-calendar = Impossible de supprimer { $name } : { $reason }
app-cannot-save-preferences = Impossible d’enregistrer les préférences : { $reason }
app-cannot-read-calendars = Impossible de lire l’agenda : { $reason }
app-search-not-started = la recherche n’a pas pu démarrer
app-cannot-save-view = Impossible d’enregistrer la vue : { $reason }
details-and-more-dates = { $count ->
    [one] { $rule }, et une autre date
   *[other] { $rule }, et { $count } autres dates
}
details-more-dates = { $count ->
    [one] Une autre date
   *[other] { $count } autres dates
}
details-own-time = { $start } – { $end }, heure de { $place }
details-own-time-day = { $date }, { $start } – { $end }, heure de { $place }

## Quand la fenêtre ne peut pas s’ouvrir.

window-failed = la fenêtre a échoué : { $reason }
window-unknown-failure = échec inconnu
window-no-display = aucun écran où ouvrir la fenêtre (ni DISPLAY ni WAYLAND_DISPLAY n’est défini) ; la ligne de commande fonctionne sans : voir `kairos --help`
window-missing-libraries = la fenêtre a besoin de bibliothèques non installées : { $missing }. Sous Debian/Ubuntu : sudo apt install { $debian } ; sous Fedora : sudo dnf install { $fedora }. La ligne de commande fonctionne sans elles : voir `kairos --help`

## Vérifications et choix de l’éditeur.

draft-no-title = Donnez un titre à l’évènement
draft-start-on-rule = Commence le { $date } : le premier jour que donne la règle
draft-bad-start-date = La date de début doit être une date (AAAA-MM-JJ)
draft-bad-end-date = La date de fin doit être une date (AAAA-MM-JJ)
draft-bad-start-time = L’heure de début doit être une heure, comme 09:30
draft-bad-end-time = L’heure de fin doit être une heure, comme 10:30
draft-end-before-start = La fin est avant le début
draft-repeat-never = Ne se répète pas
draft-repeat-daily = Tous les jours
draft-repeat-weekly = Toutes les semaines
draft-repeat-monthly = Tous les mois
draft-repeat-yearly = Tous les ans
draft-repeat-custom = Personnalisée (avancé)
draft-monthly-on-day = le { $day }
draft-monthly-on = { $what }
draft-monthly-last-day = le dernier jour
draft-bad-interval = « Tous les » demande un nombre entier de 1 à 999
draft-no-weekday = Choisissez au moins un jour de la semaine
draft-bad-until = La date de fin doit être une date (AAAA-MM-JJ)
draft-until-before-start = La date de fin est avant le début
draft-bad-count = « Finit après » demande un nombre de fois de 1 à 9999
draft-bad-rule = La règle n’est pas valide : { $reason }
draft-bad-start = Le début doit être une date (AAAA-MM-JJ) ou une date et une heure (AAAA-MM-JJT09:30)
draft-bad-end = La fin doit être une date (AAAA-MM-JJ) ou une date et une heure (AAAA-MM-JJT10:30)
draft-all-day-takes-date = Un événement sur la journée commence à une date, pas à une heure
draft-all-day-ends-on-date = Un événement sur la journée finit à une date, pas à une heure
draft-date-needs-all-day = Une date seule est un événement sur la journée : cochez « journée entière » ou donnez aussi une heure
draft-end-needs-time = La fin est une date : donnez aussi une heure
draft-bad-length = La durée doit s’écrire comme 45m, 1h30m, 2d ou PT1H30M
draft-too-long = Plus de { $days } jours, le plus long que Kairos conserve
draft-whole-days = Un événement sur la journée dure des jours entiers, comme 1d ou 3d

## La ligne de commande : `kairos agenda`.

date-cli-range = %a %-d %b %Y
cli-agenda-nothing = Rien du { $first } au { $last }.
date-cli-agenda-day = %A %-d %B %Y
cli-agenda-all-day = toute la journée
cli-agenda-cancelled = annulé
cli-agenda-more = … et { $count } autres de « { $title } » ce jour-là

## La ligne de commande : résultats et erreurs.

cli-error = erreur : { $reason }
cli-undone = Annulé : { $label }
cli-redone = Rétabli : { $label }
cli-nothing-to-undo = Rien à annuler.
cli-nothing-to-redo = Rien à rétablir.
cli-replied = { $answer ->
    [accepted] Accepté : « { $title } »
    [tentative] Peut-être : « { $title } »
   *[declined] Refusé : « { $title } »
}
cli-reply-not-delivered = Le serveur de ce calendrier ne transmet pas les réponses (il ne fait pas de planification CalDAV) : l’organisateur ne verra votre réponse que si vous la lui envoyez.
cli-reply-written = Votre réponse est dans { $path } : envoyez-la à { $organizer } (par exemple en pièce jointe d’un courriel).
cli-reply-mailed = Votre réponse ({ $path }) est jointe à un nouveau courriel pour { $organizer } : envoyez-le depuis votre logiciel de courriel.
cli-reply-no-organizer = Cette réunion ne nomme aucun organisateur, une réponse n’aurait pas de destinataire : rien n’a été modifié
mail-reply-subject = { $answer ->
    [accepted] Accepté : { $title }
    [tentative] Provisoire : { $title }
   *[declined] Refusé : { $title }
}
mail-no-organizer = Cette réunion ne nomme pas d’organisateur : il n’y a personne à qui envoyer votre réponse.
mail-bad-address = L’adresse de l’organisateur « { $address } » n’est pas une simple adresse de courriel (nom@example.org) : elle n’a pas été transmise à votre logiciel de courriel.
mail-not-invited = Aucune de vos adresses ne figure parmi les invités de cette réunion.
mail-not-answered = Répondez d’abord : il n’y a encore rien à envoyer.
mail-cannot-write = Impossible d’écrire la réponse dans { $path } : { $reason }
mail-unsafe-attachment = Impossible de joindre { $path } : les logiciels de courriel lisent mal un chemin contenant une apostrophe, une virgule, une barre oblique inverse ou un caractère de contrôle. Placez la base de données de Kairos dans un dossier dont le chemin n’en contient aucun.
mail-cannot-start = Impossible de lancer { $program } pour ouvrir votre logiciel de courriel : { $reason }
mail-no-mail-program = Aucun logiciel de courriel n’est configuré sur cet ordinateur : choisissez-en un par défaut dans les paramètres du système.
mail-failed = { $program } a échoué ({ $status })
cli-no-invitations = Aucune invitation n’attend de réponse.
cli-bad-address = { $flag } { $text } : ce n’est pas une adresse (écrivez nom@example.org ou une URI mailto:)
error-no-address = Kairos ne connaît pas votre adresse pour ce calendrier et ne peut donc pas vous faire organisateur : indiquez-la dans les Préférences (« Mes adresses ») ou utilisez un calendrier d’un compte dont le serveur la donne
error-not-an-attendee = { $address } ne figure pas parmi les participants
cli-shown-in-window = Affiché dans la fenêtre déjà ouverte sur { $path }
cli-import-it-here = Pour l’importer ici : kairos import { $path }
cli-no-window = Ce kairos a été compilé sans la fenêtre (fonctionnalité `gui`).
cli-no-such-file = { $path } : fichier introuvable, et pas une commande kairos (voir kairos --help)
## Sync: the schedule inbox, and notes of a calendar's sync
sync-inbox-no-organiser = ne nomme aucun organisateur
sync-inbox-from-me = prétend venir de moi
sync-inbox-elsewhere = nomme un évènement d’un agenda d’un autre compte ou de cet ordinateur seulement
sync-inbox-no-meeting = nomme un évènement qui n’est pas une réunion
sync-inbox-meeting-without-organiser = nomme une réunion sans organisateur
sync-inbox-my-meeting = nomme une réunion que j’organise
sync-inbox-not-the-organiser = vient de quelqu’un qui n’est pas l’organisateur de la réunion
sync-inbox-other-method = ni une invitation, ni une annulation, ni une réponse
sync-inbox-other-address = une invitation pour une autre adresse
sync-inbox-cancel-not-applied = une annulation que le serveur n’a pas appliquée
sync-inbox-answer-not-applied = une réponse que le serveur n’a pas appliquée
sync-inbox-answer-not-shown = { $who } a répondu à « { $title } » : { $answer }. Le serveur a laissé la réponse dans votre boîte de planification sans la reporter dans votre copie : elle n’y apparaît pas.
sync-inbox-answer-not-shown-occurrence = { $who } a répondu à « { $title } » pour le { $occurrence } : { $answer }. Le serveur a laissé la réponse dans votre boîte de planification sans la reporter dans votre copie : elle n’y apparaît pas.
sync-inbox-not-found = boîte des invitations introuvable : { $reason }
sync-inbox-failed = boîte des invitations : { $reason }
sync-inbox-not-itip = { $href } : pas un message iTIP
sync-inbox-no-one = personne
sync-inbox-refused-message = « { $title } » de { $sender } : { $why }
sync-note-elsewhere = un évènement est aussi dans { $other } : laissé jusqu’à la synchronisation de cet agenda
sync-note-server-only = un évènement a été gardé sur le serveur seulement : { $why }
sync-note-refused = le serveur a refusé « { $title } » (HTTP { $status }) ; il reste ici et sera renvoyé la prochaine fois
sync-note-deleted-event = un évènement supprimé ({ $uid })
sync-note-changed-again = { $what } a de nouveau changé sur le serveur pendant l’envoi (HTTP 412) ; nouvel essai la prochaine fois
sync-note-no-longer-event = { $what } n’est plus un évènement sur le serveur ({ $why }) ; laissé tel quel
sync-note-kept-on-server = { $what } reste sur le serveur seulement : { $why }
sync-note-foreign-href = le serveur a nommé { $href }, qui n’est pas dans cet agenda : ignoré, jamais écrit
sync-note-repeated-uid = { $what } répète l’UID { $uid } : reste sur le serveur seulement
sync-note-unlisted-but-there = absent de la liste des agendas du serveur, mais toujours là : laissé tel quel
sync-calendar-kept-as = { $name } (non envoyé à { $account })

## Passwords: the Secret Service and password commands
secret-unavailable = pas de Secret Service sur le bus de session ({ $reason }) ; passez plutôt --password-command pour ce compte
secret-missing = le Secret Service ne garde aucun mot de passe pour le compte { $account } ; ajoutez-le de nouveau, ou passez --password-command
secret-locked = le trousseau est verrouillé ; déverrouillez-le (ouvrez une session sur le bureau) et synchronisez de nouveau
secret-no-default-keyring = le Secret Service n’a pas de trousseau par défaut où garder le mot de passe ; créez-en un (dans « Mots de passe et clés »), ou passez --password-command
secret-not-text = le mot de passe gardé dans le Secret Service n’est pas du texte
secret-failed = le Secret Service a échoué : { $reason }
secret-item-label = Compte CalDAV Kairos { $account }
credential-spawn = la commande de mot de passe de { $account } n’a pas pu être lancée : { $reason }
credential-failed = la commande de mot de passe de { $account } a échoué ({ $status })
credential-empty = la commande de mot de passe de { $account } n’a rien affiché
credential-commanded = le mot de passe de { $account } vient de sa commande de mot de passe : changez ce que la commande affiche, pas le mot de passe ici

## kairos show
cli-show-floating = { $time } (flottant)
cli-show-days = { $n ->
    [one] { $n } jour
   *[other] { $n } jours
}
cli-reminder-at-start = au début
cli-reminder-after-start = { $amount } après le début
cli-reminder-before = { $amount } avant
cli-reminder-at-end = à la fin
cli-reminder-after-end = { $amount } après la fin
cli-reminder-before-end = { $amount } avant la fin
cli-reminder-at = le { $time }
cli-show-calendar-defaults = les rappels par défaut de l’agenda
cli-show-no-reminders = aucun
cli-show-status = statut
cli-show-cancelled-by-organiser = annulé par l’organisateur
cli-show-uid = uid
cli-show-calendar = agenda
cli-show-starts = début
cli-show-lasts = durée
cli-show-repeats = répétition
cli-show-also-on = aussi le
cli-show-except = sauf
cli-show-cancelled = annulé
cli-show-moved = { $start } pour { $length }
cli-show-own-title = titre { $title }
cli-show-own-location = lieu { $location }
cli-show-own-notes = ses propres notes
cli-show-changed = changé
cli-show-reminders = rappels
cli-show-location = lieu
cli-show-notes = notes
cli-show-sequence = séquence
cli-show-created = créé
cli-show-modified = modifié
cli-show-organizer = organisateur
cli-show-attendee = participant
cli-show-my-answer = ma réponse

cli-calendar-hidden = (masqué)
cli-calendar-reminds = (rappels { $reminders })
cli-calendar-reminds-all-day = (événements sur la journée : { $reminders })
cli-bad-all-day-reminder = --at { $value } : écrivez J@HH:MM, J jours avant le jour (0 = le jour même, 7 au plus) à une heure, comme 0@09:00
cli-calendar-deleted = { $count ->
    [one] Agenda « { $name } » supprimé avec son évènement (kairos undo les ramène)
   *[other] Agenda « { $name } » supprimé avec ses { $count } évènements (kairos undo les ramène)
}
cli-no-reminders = Aucun rappel dans les { $days } prochains jours, et aucun encore délivré.
cli-no-accounts = Aucun compte à synchroniser. Ajoutez-en un avec `kairos accounts add NOM --url URL --user UTILISATEUR`.

## Ce qu’une synchronisation a fait.

sync-pulled = { $count } reçus
sync-pushed = { $count } envoyés
sync-deleted-here = { $count } supprimés ici
sync-deleted-on-server = { $count } supprimés sur le serveur
sync-merged = { $count } fusionnés
sync-conflicts = { $count ->
    [one] { $count } conflit gardé en copie
   *[other] { $count } conflits gardés en copies
}
sync-up-to-date = { $count ->
    [one] { $account } : { $count } agenda à jour
   *[other] { $account } : { $count } agendas à jour
}
sync-changed = { $count ->
    [one] { $account } : { $count } agenda, { $changes }
   *[other] { $account } : { $count } agendas, { $changes }
}
sync-unsent = { $count ->
    [one] { $account } : { $count } modification n’a pas pu être envoyée : { $reasons }
   *[other] { $account } : { $count } modifications n’ont pas pu être envoyées : { $reasons }
}
sync-calendar-added = nouvel agenda du serveur : { $name }
sync-calendar-removed = agenda disparu du serveur, retiré ici : { $name }
sync-inbox-refused = boîte des invitations : { $message } refusé ; laissé dans la boîte
sync-kept-unsent = { $count ->
    [one] disparu du serveur ; 1 événement pas encore envoyé a été gardé dans « { $kept } »
   *[other] disparu du serveur ; { $count } événements pas encore envoyés ont été gardés dans « { $kept } »
}
sync-feeds-failed = { $count ->
    [one] 1 abonnement n’a pas pu être actualisé ; ses événements restent tels quels
   *[other] { $count } abonnements n’ont pas pu être actualisés ; leurs événements restent tels quels
}
sync-accounts-failed = { $count ->
    [one] { $failed } compte sur 1 n’a pas été synchronisé ; rien n’est perdu, la prochaine synchronisation reprend d’ici
   *[other] { $failed } comptes sur { $count } n’ont pas été synchronisés ; rien n’est perdu, la prochaine synchronisation reprend d’ici
}
subscription-unchanged = { $name } : inchangé
subscription-changed = { $name } : { $added } ajoutés, { $updated } mis à jour, { $removed } retirés
subscription-skipped = , { $count } ignorés

## La ligne de commande : `kairos accounts`.

cli-account-remove-confirm = retirer { $name } supprime ses agendas ici ({ $calendars }) avec leurs évènements ; le serveur les garde. Relancez avec --yes pour le faire
cli-password-kept = Le mot de passe de { $name } reste dans le Secret Service : { $reason }
cli-token-not-revoked = La connexion de { $name } n’a pas pu être révoquée chez son fournisseur : { $reason }
cli-sign-in-open = Connectez { $name } dans votre navigateur. S’il ne s’est pas ouvert, allez à :
    { $url }
cli-signed-in-again = { $name } est de nouveau connecté ; la prochaine synchronisation le reprend.
cli-account-repaired = { $name } est de nouveau connecté ; la prochaine synchronisation le reprend.
cli-account-removed = { $name } retiré : { $calendars ->
    [one] { $calendars } agenda
   *[other] { $calendars } agendas
} et { $events ->
    [one] { $events } évènement
   *[other] { $events } évènements
} ici ; le serveur les garde
cli-account-home = Compte { $name } : dossier des agendas { $home }
cli-account-run-sync = Lancez `kairos sync` pour récupérer leurs évènements.
cli-no-terminal = pas de --password-command pour { $name }, et pas de terminal où demander le mot de passe de { $user }
cli-password-prompt = Mot de passe de { $user } ({ $name }) :{" "}
cli-empty-password = un mot de passe vide
cli-no-accounts-yet = Aucun compte. Ajoutez-en un avec `kairos accounts add NOM --url URL --user UTILISATEUR`.
cli-password-from-command = mot de passe par sa commande
cli-password-in-secret-service = mot de passe dans le Secret Service
cli-signs-in-browser = se connecte dans le navigateur (jeton dans le Secret Service)
cli-account-line = { $name }  { $url } en tant que { $user } ({ $source })
cli-account-addresses = Vous y êtes { $addresses } ; le serveur transmet invitations et réponses.
cli-account-addresses-no-scheduling = Vous y êtes { $addresses } ; le serveur ne transmet ni invitations ni réponses.
cli-account-no-addresses = Le serveur ne donne aucune adresse pour vous : les réunions utilisent celles des Préférences.

## La ligne de commande : ce qui ne va pas dans un argument.

cli-bad-date-time = { $flag } « { $text } » : une date et heure locale comme 1997-09-02T09:00:00 ou une date comme 1997-09-02 est attendue
cli-bad-zone = --tz « { $text } » : fuseau horaire inconnu (un nom IANA comme Europe/Paris est attendu)
cli-typed-problem = { $flag } « { $text } » : { $problem }
cli-days-at-least-one = --days doit valoir au moins 1
cli-daemon-no-signals = impossible de traiter SIGTERM et SIGINT
cli-daemon-cannot-create = impossible de créer { $path }
cli-daemon-cannot-open-log = impossible d’ouvrir le journal { $path }
cli-daemon-logger-taken = un journaliseur est déjà installé
cli-invalid-arguments = arguments non valides
cli-bad-tz-variable = TZ=« { $value } » n’est pas un nom de fuseau IANA : passez --tz, par exemple --tz Europe/Paris
cli-no-system-zone = impossible de connaître le fuseau du système ({ $reason }) : passez --tz ou définissez TZ
cli-unknown-system-zone = le fuseau du système « { $name } » est inconnu : passez --tz ou définissez TZ
cli-series-all-day = { $flag } « { $text } » : la série est sur toute la journée, ceci doit donc être une date comme 1997-09-02
cli-utc-needs-tz = --utc demande --tz : une heure flottante n’est pas un instant
cli-to-before-from = --to { $to } est avant --from { $from }
cli-to-before-from-plain = --to est avant --from
cli-rule-has-no-end = la règle n’a pas de fin ; les { $count } premières ont été affichées (--limit ou --to pour plus)
cli-rule-exhausted = la règle ne peut plus produire d’occurrences
cli-expected-date = { $flag } « { $text } » : une date comme 2026-11-23 est attendue
cli-occurrence-needs-scope = --occurrence va avec --scope this ou --scope following
cli-scope-needs-occurrence = --scope this et following demandent --occurrence RID (voir agenda --json)
cli-all-day-no-zone = --tz : un évènement sur toute la journée n’a pas de fuseau horaire
cli-nothing-to-change = rien à modifier : donnez --title, --start, --end, --duration, --tz, --rrule, --no-repeat, --location, --notes, --remind ou --calendar
cli-empty-calendar-name = --calendar : le nom de l’agenda est vide
cli-no-state-dir = aucun dossier d’état pour le journal : passez --log FICHIER
cli-subscribe-failed = { $name } : { $reason } ; rien n’a été ajouté

date-goto-month = %B
remind-cannot-lock = impossible de verrouiller { $path } : { $reason }
remind-cannot-start-sync = impossible de lancer la synchronisation en arrière-plan : { $reason }
remind-cannot-watch = impossible de surveiller les changements de { $path } : { $reason }

window-tightened = { $path } était lisible par d’autres utilisateurs (mode { $was }) ; rendu privé au propriétaire ({ $now })
editor-date-placeholder = AAAA-MM-JJ
editor-floating-keyword = flottant

cli-preference-unknown = aucune préférence ne s’appelle « { $key } » ; les préférences sont { $keys }
cli-preference-one-value = { $key } prend une seule valeur, pas { $count }
cli-preference-not-language = ce n’est pas une langue que Kairos connaît ({ $languages }), ni system
cli-preference-not-weekday = ce n’est pas un jour de la semaine (Mon à Sun), ni locale
cli-preference-not-zone = ce n’est pas un fuseau horaire (un nom IANA comme Europe/Paris), ni system
cli-preference-not-minutes = ce n’est pas un nombre entier de minutes de { $min } à { $max }
cli-preference-not-reminder = ce n’est pas un nombre entier de minutes, ni none
cli-preference-not-all-day-reminder = ni J@HH:MM (jours avant le jour, de 0 à 7, et une heure) ni none
cli-preference-not-seconds = ce n’est pas un nombre entier de secondes de 1 à { $max }
cli-preference-not-one-of = ce n’est pas l’un de { $words }
cli-preference-not-size = ce n’est pas une taille LARGEURxHAUTEUR de { $min } à { $max }
cli-preference-not-place = ce n’est pas une position X,Y dont chaque valeur est d’au moins { $min } et sous { $max }, ni none
cli-preference-saved-as = (le fichier indique « { $text } », lu comme { $value })
cli-preference-about-language = Langue (system : celle de l’environnement)
cli-preference-about-first-weekday = Premier jour de la semaine (locale : celui des paramètres régionaux)
cli-preference-about-clock = Horloge sur 12 ou 24 heures (locale : celle des paramètres régionaux)
cli-preference-about-zone = Fuseau horaire des heures affichées (system : celui du système)
cli-preference-about-event-minutes = Durée d’un nouvel évènement, en minutes
cli-preference-about-new-calendar-reminder = Minutes avant le début où un nouvel agenda rappelle (none : aucun rappel)
cli-preference-about-new-calendar-all-day-reminder = Quand un nouvel agenda rappelle les événements sur la journée : J@HH:MM, J jours avant le jour (0 : le jour même) à HH:MM (none : aucun rappel)
cli-preference-about-week-numbers = Numéros de semaine à côté du mois et dans le titre de la semaine
cli-preference-about-sync-interval = Secondes entre deux synchronisations en arrière-plan
cli-preference-about-my-addresses = Qui vous êtes dans les réunions des agendas locaux et des serveurs qui ne le disent pas
cli-preference-about-start-view = La vue à l’ouverture de la fenêtre (last : la dernière utilisée)
cli-preference-about-theme = Clair ou sombre (system : celui du bureau)
cli-preference-about-view = La dernière vue affichée par la fenêtre
cli-preference-about-window-size = La dernière taille de la fenêtre, en pixels
cli-preference-about-window-position = Où était la fenêtre en dernier (none : là où le gestionnaire de fenêtres la place)

## Ce que dit le rapport d’un fichier .ics sur une ligne ignorée ou lue autrement
## qu’elle n’est écrite. Les valeurs citées ($text, $value, $tzid) arrivent entre
## guillemets ; $error et $why sont d’autres messages de ce groupe (ou des règles
## de répétition).

ical-not-a-time-type = VALUE={ $value_type } n’est ni une date ni une date et heure
ical-not-a-date-time = { $text } n’est pas une date et heure comme 19970714T173000
ical-not-a-date-like = { $text } n’est pas une date comme 19970714
ical-not-a-date = { $text } n’est pas une date
ical-not-a-duration = { $text } n’est pas une durée comme PT1H30M
ical-too-long = { $text } dépasse { $days } jours, la plus longue durée que Kairos garde
ical-not-a-period = { $text } n’est pas une période comme 19970101T180000Z/PT5H30M
ical-period-kinds = { $text } : le début et la fin sont de types différents
ical-period-too-long = { $text } : la période dépasse { $days } jours, la plus longue durée que Kairos garde
ical-period-backwards = { $text } : la période finit avant de commencer
ical-mixed-kinds = une date et une date et heure mélangées
ical-zone-unknown = fuseau horaire inconnu { $tzid } (ni un nom IANA ni un nom Windows, et le fichier ne le définit pas)
ical-zone-unreadable = fuseau horaire { $tzid } : { $error }
ical-zone-no-match = fuseau horaire { $tzid } : ses règles ne correspondent à aucun fuseau connu autour du { $near }
ical-observance-missing = { $observance } sans { $property }
ical-bad-offset = { $property } incorrect
ical-observance-rule = RRULE dans STANDARD ou DAYLIGHT : { $error }
ical-no-observance = un VTIMEZONE sans STANDARD ni DAYLIGHT
ical-alarm-no-trigger = pas de TRIGGER
ical-alarm-absolute-not-utc = un TRIGGER absolu doit être en UTC
ical-alarm-snooze-not-utc = le TRIGGER d’un rappel reporté doit être une heure UTC
ical-alarm-repeat-not-count = REPEAT { $value } n’est pas un nombre de fois
ical-alarm-step-not-positive = DURATION { $value } entre les répétitions n’est pas positive
ical-no-value = { $text } n’a ni ':' ni valeur
ical-no-property-name = { $text } n’a pas de nom de propriété
ical-bad-parameter = { $name } : un paramètre mal formé dans { $text }
ical-no-colon = { $name } : ':' attendu avant la valeur dans { $text }
ical-control-characters = { $name } : la valeur contient des caractères de contrôle
ical-orphan-continuation = une ligne de continuation sans rien à continuer
ical-line-too-long = une ligne de plus de { $mib } MiB : ignorée
ical-bare-line = une ligne sans nom de propriété, lue comme faisant partie de { $property } (ligne { $line })
ical-windows-1252 = pas en UTF-8 ; lu comme du Windows-1252 ({ $count ->
        [one] ligne
       *[other] lignes
    } { $lines })
ical-utf16 = le fichier est en UTF-16 (il commence par une marque d’ordre des octets) ; lu comme tel
ical-never-ended-closed-by = { $component } n’est jamais terminé (END:{ $by } le ferme)
ical-never-ended = { $component } commencé à la ligne { $begun } n’est jamais terminé
ical-end-without-begin = END:{ $name } sans BEGIN:{ $name }
ical-outside-component = { $name } hors de tout composant
ical-too-big = { $component } contient plus de { $mib } MiB : ignoré
ical-not-icalendar = pas un fichier iCalendar : ni BEGIN:VCALENDAR ni BEGIN:VEVENT
ical-too-many-zones = plus de { $max } VTIMEZONE : le reste est ignoré
ical-second-master = un deuxième VEVENT avec l’UID { $uid } et sans RECURRENCE-ID : ignoré
ical-second-override = une deuxième modification de l’occurrence { $id } : ignorée
ical-this-and-future = RANGE=THISANDFUTURE : { $error }
ical-cut-off = le VEVENT est coupé avant son END
ical-no-start = VEVENT sans DTSTART
ical-cancel-without-uid = une annulation (METHOD:CANCEL) sans UID : elle ne désigne aucune réunion
ical-value = { $property } : { $error }
ical-rule = RRULE : { $error }
ical-rule-unsupported = RRULE : { $error } : seule la première occurrence, au DTSTART, est gardée
ical-rule-before-start = RRULE : { $error } : l’évènement a lieu une seule fois, à son DTSTART
ical-more-than-one-rule = plus d’une RRULE : seule la première est utilisée
ical-date-left-out = { $property } { $value } ignoré : { $error }
ical-sequence-not-number = SEQUENCE { $value } n’est pas un nombre : pris comme 0
ical-status-unknown = STATUS { $value } n’est pas un statut d’évènement : ignoré
ical-snooze-left-out = rappel reporté ignoré : { $error }
ical-alarm-left-out = VALARM ignoré : { $error }
ical-inside-event = { $component } dans un VEVENT ignoré
ical-unknown-zone = { $property } : fuseau horaire inconnu { $tzid } : lu comme une heure flottante (la même heure où que vous soyez)
ical-end-before-start = DTEND est avant DTSTART : lu comme finissant à son début
ical-end-kinds = DTEND et DTSTART ne sont pas tous deux des dates ou tous deux des dates et heures
ical-end-too-long = DTEND est plus de { $days } jours après DTSTART, la plus longue durée que Kairos garde
ical-duration-negative = DURATION est négative
ical-repeat-without-duration = REPEAT et DURATION vont ensemble dans un VALARM ; le rappel est gardé une seule fois
ical-repeats-kept = REPEAT:{ $count } : les { $max } premières répétitions sont gardées
ical-acknowledged-not-utc = ACKNOWLEDGED { $value } n’est pas une heure UTC : ignoré
ical-trigger-read-as = TRIGGER { $written } lu comme { $read }
ical-zone-defined-from = le fuseau horaire { $tzid } ne définit ses décalages qu’à partir du { $day } ; { $zone } leur correspond et sert aussi pour les heures antérieures
ical-zone-by-location = { $why } ; utilisation de { $zone }, que le VTIMEZONE donne comme son lieu
ical-own-zone = { $why } ; gardé comme fuseau horaire propre au fichier
ical-cannot-read = lecture du fichier impossible : { $error }

## The file's health and its backups (store/health.rs, store/backup.rs, cli/backup.rs)

error-damaged = { $path } est endommagé ({ $problem }) : Kairos n’y écrit plus rien tant qu’une sauvegarde n’est pas restaurée
error-damaged-this-file = le fichier du calendrier
error-damaged-found = une vérification l’a trouvé endommagé
error-damaged-backup = la sauvegarde la plus récente est { $backup } (fermez Kairos, puis : kairos backup restore latest)
error-damaged-no-backup = il n’en existe aucune sauvegarde : copiez le fichier en lieu sûr avant toute chose
error-backup-failed = la sauvegarde { $path } n’a pas pu être créée ou a échoué à sa vérification ({ $reason }) ; rien n’a été modifié
error-in-use = { $path } est ouvert dans { $by } : fermez-le (la fenêtre ; le service avec : systemctl --user stop kairos-daemon) et réessayez
cli-check-no-file = { $path } n’existe pas
cli-check-sound = { $path } est sain : la vérification d’intégrité complète de SQLite n’a rien trouvé
cli-check-sound-quick = { $path } est sain : la vérification rapide de SQLite n’a rien trouvé (kairos check sans --quick vérifie aussi chaque index)
cli-backup-none = Aucune sauvegarde de { $path } pour l’instant (kairos backup now en crée une).
cli-backup-regular = sauvegarde
cli-backup-before-upgrade = avant la mise à jour du schéma { $version }
cli-backup-made = { $path } sauvegardé dans { $backup } (vérifié : sain)
cli-backup-no-such = aucune sauvegarde de { $path } ne correspond à « { $when } » (kairos backup list les affiche)
cli-backup-in-use-notifier = un autre processus Kairos (la fenêtre ou le service)
cli-backup-in-use-sync = un kairos sync en cours
cli-backup-restored = { $backup } restaurée ; le fichier remplacé est conservé sous { $aside }
cli-backup-compare = { $count ->
    [one] Le calendrier synchronisé sera comparé en entier avec son serveur à la prochaine synchronisation.
   *[other] { $count } calendriers synchronisés seront comparés en entier avec leurs serveurs à la prochaine synchronisation.
}
remind-damaged-summary = Le fichier de votre calendrier est endommagé
remind-damaged-body = Kairos n’écrit plus dans { $path } et n’en affiche plus aucun rappel ({ $problem }). La sauvegarde la plus récente est { $backup } : fermez Kairos, puis lancez « kairos backup restore latest ».
remind-damaged-body-no-backup = Kairos n’écrit plus dans { $path } et n’en affiche plus aucun rappel ({ $problem }). Il n’en existe aucune sauvegarde : copiez le fichier en lieu sûr avant toute chose.
cli-backup-restore-failed = La sauvegarde n’a pas été restaurée
prefs-backups = Sauvegardes
prefs-backup-none = Aucune pour l’instant : Kairos en fait une par jour tant qu’il tourne
prefs-backup-last = Dernière : { $when }
prefs-backup-restore = Restaurer…
prefs-backup-what-happens = Kairos se ferme, met la sauvegarde du { $when } à la place de votre fichier de calendrier (le fichier est conservé à côté) et se rouvre. Les modifications faites depuis sont perdues ici ; les calendriers synchronisés les retrouvent sur leurs serveurs. Sauvegarde : { $file }
prefs-backup-restore-now = Restaurer et rouvrir
app-cannot-restore = impossible de lancer la restauration : { $reason }

## Sync: talking to a CalDAV server. $url is an address (never with a
## password in it); $reason what the system, a library or another message
## of this group says went wrong (the system's may be English); $status an
## HTTP status (404).

dav-unreachable = impossible de joindre { $url } : { $reason }
dav-timeout = { $url } n’a pas répondu à temps
dav-tls = TLS avec { $url } a échoué : { $reason } (le certificat propre d’un serveur auto-hébergé, ou son AC, peut être approuvé avec --ca-cert)
dav-unauthorized = { $url } a refusé les identifiants (HTTP { $status }) : vérifiez le nom d’utilisateur et le mot de passe
dav-status-missing = { $url } a échoué : le serveur n’a rien à cette adresse (HTTP { $status } pour { $method }) ; vérifiez l’adresse du compte
dav-status-forbidden = { $url } a échoué : le serveur l’interdit (HTTP { $status } pour { $method }) ; vérifiez que ces identifiants peuvent modifier cet agenda
dav-status-unsupported = { $url } a échoué : le serveur ne fait pas cela (l’adresse est-elle un agenda CalDAV ?) (HTTP { $status } pour { $method }) ; vérifiez l’adresse du compte
dav-status-too-large = { $url } a échoué : le serveur le trouve trop volumineux (HTTP { $status } pour { $method }) ; rien n’est perdu ici ; si cela continue, prévenez l’administrateur du serveur
dav-status-too-many = { $url } a échoué : le serveur demande à être sollicité moins souvent (HTTP { $status } pour { $method }) ; rien n’est perdu ici ; si cela continue, prévenez l’administrateur du serveur
dav-status-internal = { $url } a échoué : le serveur a eu une erreur interne (HTTP { $status } pour { $method }) ; réessayez plus tard ; rien n’est perdu ici
dav-status-down = { $url } a échoué : le serveur, ou un proxy placé devant lui, est hors service ou surchargé (HTTP { $status } pour { $method }) ; réessayez plus tard ; rien n’est perdu ici
dav-status-no-space = { $url } a échoué : le serveur n’a plus d’espace (HTTP { $status } pour { $method }) ; libérez de l’espace sur le serveur ; rien n’est perdu ici
dav-status-refused = { $url } a échoué : le serveur a refusé la requête (HTTP { $status } pour { $method }) ; rien n’est perdu ici ; si cela continue, prévenez l’administrateur du serveur
dav-status-failed = { $url } a échoué : le serveur a échoué (HTTP { $status } pour { $method }) ; réessayez plus tard ; rien n’est perdu ici
dav-precondition = { $url } a changé sur le serveur entre-temps (HTTP { $status })
dav-too-large = { $url } a envoyé plus de { $mib } MiB
dav-bad = { $url } a envoyé quelque chose que CalDAV n’autorise pas : { $reason }
dav-no-calendar-home = { $url } n’est pas une adresse CalDAV : aucun agenda n’a été trouvé là, ni à son /.well-known/caldav (indiquez l’adresse que votre fournisseur d’agenda donne pour CalDAV)
dav-calendar-refused = { $url } a refusé l’accès à cet agenda (HTTP { $status }) : ces identifiants ne permettent pas de le lire ; vérifiez l’adresse (rien n’a été ajouté)
dav-no-calendar-there = { $url } n’a pas d’agenda à cette adresse (HTTP { $status }) : vérifiez l’adresse (rien n’a été ajouté)
dav-ca-cert = impossible de lire le certificat d’AC { $path } : { $reason }
dav-ca-no-pem = il ne contient aucun certificat PEM
dav-redirected = { $url } a redirigé vers { $to }, un autre schéma, hôte ou port : les identifiants n’y sont pas envoyés (ajoutez le compte avec cette adresse si c’est le bon serveur)
dav-too-many-calendars = { $url } liste { $count } agendas, plus que les { $max } qu’un compte peut avoir : rien n’a été changé
dav-host-not-found = hôte introuvable
dav-connection-failed = échec de la connexion
dav-token-refused = { $url } a refusé un nouveau jeton d’accès
dav-answer-not-utf8 = la réponse n’est pas en UTF-8
dav-answer-too-many-nodes = la réponse a plus de { $max } nœuds XML
dav-answer-not-xml = la réponse n’est pas du XML ({ $error })
dav-answer-not-multistatus = multistatus DAV attendu, <{ $element }> reçu
dav-answer-no-href = une réponse sans href
dav-answer-bad-url = une URL invalide { $href }
dav-answer-bad-href = un href invalide { $href }
dav-url-without-host = une URL sans hôte
dav-no-sync-token = un rapport de synchronisation sans sync-token
dav-sync-never-ends = le rapport de synchronisation ne se termine jamais
dav-too-many-redirects = trop de redirections
dav-bad-method = méthode { $method }
dav-calendar-unnamed = Agenda

## Sync: why a server's certificate was not trusted (the $reason of
## dav-tls). $whose is "server" (the certificate the server showed) or
## "pinned" (that certificate, found in the file $file given with
## --ca-cert).

tls-untrusted = { $whose ->
    [pinned] le certificat de { $file } n’est pas signé par une AC de confiance
   *[server] le certificat du serveur n’est pas signé par une AC de confiance
}
tls-not-pinned = le certificat du serveur n’est pas celui de { $file } et aucune AC de confiance ne l’a signé
tls-other-name-unknown = { $whose ->
    [pinned] le certificat de { $file } est pour un autre nom que { $host }
   *[server] le certificat du serveur est pour un autre nom que { $host }
}
tls-other-name = { $whose ->
    [pinned] le certificat de { $file } est pour un autre nom : { $names }, pas { $host }
   *[server] le certificat du serveur est pour un autre nom : { $names }, pas { $host }
}
tls-expired-on = { $whose ->
    [pinned] le certificat de { $file } a expiré le { $date }
   *[server] le certificat du serveur a expiré le { $date }
}
tls-expired = { $whose ->
    [pinned] le certificat de { $file } a expiré
   *[server] le certificat du serveur a expiré
}
tls-not-valid-before = { $whose ->
    [pinned] le certificat de { $file } n’est pas valide avant le { $date }
   *[server] le certificat du serveur n’est pas valide avant le { $date }
}
tls-not-valid-yet = { $whose ->
    [pinned] le certificat de { $file } n’est pas encore valide
   *[server] le certificat du serveur n’est pas encore valide
}
tls-revoked = { $whose ->
    [pinned] le certificat de { $file } a été révoqué
   *[server] le certificat du serveur a été révoqué
}
tls-not-for-servers = { $whose ->
    [pinned] le certificat de { $file } n’est pas destiné à un serveur TLS
   *[server] le certificat du serveur n’est pas destiné à un serveur TLS
}
tls-unreadable = { $whose ->
    [pinned] le certificat de { $file } est illisible
   *[server] le certificat du serveur est illisible
}
tls-refused = { $whose ->
    [pinned] le certificat de { $file } a été refusé : { $reason }
   *[server] le certificat du serveur a été refusé : { $reason }
}
tls-date-seconds = { $seconds } s après 1970
tls-host-not-a-name = l’hôte n’est pas un nom qu’un certificat peut désigner

## Sync: signing in through the browser (OAuth 2.0, OpenID Connect).
## Addresses in quotes ($url) come with their quotes; $reason is what the
## sign-in server, the system or another message of this group says.

oauth-insecure = { $url } n’est pas une adresse https (http seulement sur cet ordinateur, pour les tests)
oauth-bad-url = { $url } n’est pas une adresse
oauth-no-client-id = aucun identifiant client pour { $provider } : indiquez-en un avec --client-id (voir le README, « Google Calendar »)
oauth-listen = impossible d’attendre la réponse du navigateur sur cet ordinateur : { $reason }
oauth-browser = aucun navigateur web n’a pu être ouvert ({ $reason }) ; définissez $BROWSER, ou ajoutez le compte avec `kairos accounts add`, qui affiche l’adresse
oauth-browser-empty = $BROWSER est vide
oauth-timed-out = aucune réponse du navigateur n’est arrivée à temps ({ $seconds } s) : rien n’a été gardé
oauth-cancelled = la connexion a été annulée : rien n’a été gardé
oauth-declined = la connexion a été refusée ({ $reason }) : rien n’a été gardé
oauth-state-mismatch = la réponse du navigateur n’était pas pour cette connexion (state différent) : rien n’a été gardé
oauth-refused = le serveur de connexion a refusé : { $reason }
oauth-no-refresh-token = le serveur de connexion n’a pas donné de jeton d’actualisation, Kairos n’a donc pas pu rester connecté
oauth-discovery = { $issuer } n’est pas un émetteur OpenID Connect : { $reason }
oauth-issuer-mismatch = la réponse du navigateur venait de { $named }, pas de { $expected } (RFC 9207) : rien n’a été gardé
oauth-issuer-unnamed = la réponse du navigateur venait d’un serveur de connexion sans nom, pas de { $expected } (RFC 9207) : rien n’a été gardé
oauth-bad-id-token = le jeton d’identité du serveur de connexion n’est pas pour cette connexion ({ $reason }) : rien n’a été gardé
oauth-not-you = la connexion s’est faite en tant que { $vouched }, pas { $given } : elle a été révoquée et rien n’a été gardé
oauth-no-identity = le serveur de connexion n’a pas dit qui s’est connecté (aucune adresse e-mail dans un jeton d’identité, à son point d’accès userinfo ou sur le principal CalDAV), Kairos ne peut donc pas savoir si la connexion est la vôtre : rien n’a été gardé (demandez les scopes `openid email`)
oauth-discovery-status = HTTP { $status } pour son document de découverte
oauth-discovery-missing = pas de { $name }
oauth-no-issuer = pas d’émetteur
oauth-discovery-other-issuer = son document nomme { $named }
oauth-id-token-too-large = il est trop volumineux
oauth-id-token-not-jwt = ce n’est pas un JWT
oauth-id-token-not-base64 = ses claims ne sont pas en base64url
oauth-id-token-not-json = ses claims ne sont pas du JSON
oauth-id-token-other-issuer = émis par { $issuer }, pas par { $expected }
oauth-id-token-other-client = émis pour un autre client
oauth-id-token-expired = expiré
oauth-id-token-no-expiry = sans expiration
oauth-userinfo-status = HTTP { $status } de son point d’accès userinfo
oauth-userinfo-too-large = sa réponse userinfo est trop volumineuse
oauth-userinfo-not-json = sa réponse userinfo n’est pas du JSON
oauth-not-a-token = une réponse qui n’est pas un jeton ({ $error })
oauth-no-code = la réponse ne contenait aucun code
oauth-revoke-status = HTTP { $status } de { $url }
oauth-bad-status = statut HTTP { $status }
oauth-body-not-text = un corps de requête qui n’est pas du texte
oauth-token-not-text = le serveur de connexion a donné un jeton d’accès qui n’est pas du texte
oauth-sign-in-expired = la connexion de { $account } a été révoquée ou a expiré ({ $error }) : reconnectez-vous
oauth-new-sign-in-refused = le serveur a refusé la nouvelle connexion (le scope lui convient-il ?)
oauth-password-account = { $account } se connecte avec un mot de passe, pas dans le navigateur
oauth-page-done = Kairos est connecté. Vous pouvez fermer cet onglet.
oauth-page-declined = La connexion a été refusée ; Kairos n’a rien gardé. Vous pouvez fermer cet onglet.
oauth-page-mismatch = Cette réponse n’était pas destinée à la connexion de Kairos ; rien n’a été gardé.
oauth-page-not-here = Rien ici.

## Sync: accounts' addresses and what a server lists. Addresses in quotes
## ($url) come with their quotes.

sync-bad-url = { $url } n’est pas une URL http(s)
sync-user-in-url = mettez le nom d’utilisateur dans --user, pas dans l’URL
sync-empty-listing = { $synced ->
    [one] le serveur ne liste aucun évènement dans { $calendar }, alors que 1 a été synchronisé : rien n’a été changé (synchronisez avec --allow-empty s’il a été vidé exprès)
   *[other] le serveur ne liste aucun évènement dans { $calendar }, alors que { $synced } ont été synchronisés : rien n’a été changé (synchronisez avec --allow-empty s’il a été vidé exprès)
}
sync-no-calendars = le serveur ne liste plus aucun agenda pour ce compte : rien n’a été changé
sync-internal-error = Kairos s’est arrêté sur une erreur interne ({ $reason }) ; rien n’est perdu, la prochaine synchronisation réessaie
sync-internal-error-unknown = Kairos s’est arrêté sur une erreur interne (inconnue) ; rien n’est perdu, la prochaine synchronisation réessaie
sync-resource-too-large = plus de { $mib } MiB
sync-resource-not-icalendar = pas de l’iCalendar (ligne { $line } : { $problem })
sync-resource-no-event = aucun évènement ({ $problems })
sync-resource-not-events = aucun évènement, seulement { $kinds }
sync-resource-many-events = { $count } évènements dans une seule ressource

## Sync: subscribed calendars (feeds). Addresses in quotes ($url) come
## with their quotes.

feed-insecure = { $url } : un agenda abonné se lit en https:// (ou webcal://) ; http:// seulement depuis cet ordinateur
feed-bad = { $url } n’est pas un flux d’agenda : { $reason }
feed-bad-line = ligne { $line } : { $problem }
feed-status = le serveur a répondu { $status }

## What a screen reader hears (the accessibility tree).

a11y-window = Kairos — { $period }
date-a11y-day = %A %-d %B
a11y-day = { $date }, { $count ->
    [0] aucun évènement
    [one] un évènement
   *[other] { $count } évènements
}
a11y-today = Aujourd’hui, { $day }
a11y-all-day = toute la journée
a11y-all-day-days = du { $first } au { $last }, toute la journée
a11y-time-range = de { $start } à { $end }
a11y-repeats = se répète
a11y-cancelled = annulé par l’organisateur
a11y-not-answered = invitation sans réponse
a11y-tentative = réponse peut-être
a11y-declined = refusé
a11y-accepted = accepté
a11y-conflict = copie en conflit
a11y-month = Mois
a11y-week = Semaine
a11y-agenda = Agenda
a11y-search-results = Résultats de la recherche
a11y-toolbar = Barre d’outils
a11y-views = Vue
a11y-previous = Précédent
a11y-next = Suivant
a11y-go-to = { $period }, aller à une date
a11y-undo-what = Annuler { $what }
a11y-redo-what = Rétablir { $what }
a11y-sidebar = Barre latérale
a11y-mini-month = Choisir un jour
a11y-details = Détails
a11y-add-calendar = Ajouter un agenda
a11y-account-settings = Compte { $account }
a11y-calendar-settings = Agenda { $calendar }
a11y-all-day-of = Toute la journée, { $day }
a11y-add-reminder = Ajouter ce rappel
a11y-restore = Rétablir le { $date }
a11y-remove = Retirer { $what }
a11y-add = Ajouter { $what }
a11y-invite = Inviter { $who }
a11y-uninvite = Ne plus inviter { $who }
date-a11y-weekday = %A
a11y-free-hour = de { $start } à { $end }, libre
a11y-year-earlier = Année précédente, { $year }
a11y-year-later = Année suivante, { $year }
a11y-file = Fichier
