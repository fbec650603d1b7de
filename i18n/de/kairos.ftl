## Wörter, die viele Stellen teilen.

action-cancel = Abbrechen
action-save = Speichern
action-add = Hinzufügen
action-delete = Löschen
action-accept = Zusagen
action-maybe = Vielleicht
action-decline = Absagen
action-remove = Entfernen
action-edit = Bearbeiten
action-undo = Rückgängig
action-close = Schließen
action-today = Heute
action-open = Öffnen

## Erinnerungen.

reminder-action-snooze = Schlummern
reminder-action-dismiss = Verwerfen
reminder-action-open = Öffnen
reminder-missed = Verpasste Erinnerung (fällig { $when })
reminders-missed = { $count ->
    [one] 1 verpasste Erinnerung
   *[other] { $count } verpasste Erinnerungen
}
reminders-and-more = und { $count } weitere
invitation-summary = Einladung: { $title }
invitation-from = { $organizer } lädt Sie ein
invitation-no-organizer = Sie sind eingeladen
invitations-new = { $count ->
    [one] 1 neue Einladung
   *[other] { $count } neue Einladungen
}

## Aufzählungen in Sätzen.

list-separator = {", "}
list-and = { $first } und { $last }
list-or = { $first } oder { $last }

## Wiederholungen in Worten. Die Ordnungszahlen stehen im Dativ
## („am zweiten Montag“, „in der letzten Woche“).

rule-ordinal = { $nth ->
    [1] ersten
    [2] zweiten
    [3] dritten
    [4] vierten
    [5] fünften
    [-1] letzten
    [-2] vorletzten
    [-3] drittletzten
    [-4] viertletzten
    [-5] fünftletzten
   *[other] { $nth }.
}
rule-weekday = { $day ->
    [mon] Montag
    [tue] Dienstag
    [wed] Mittwoch
    [thu] Donnerstag
    [fri] Freitag
    [sat] Samstag
   *[sun] Sonntag
}
rule-custom = Wiederholt sich nach eigenem Muster
rule-every-day = { $count ->
    [one] Jeden Tag
   *[other] Alle { $count } Tage
}
rule-every-week = { $count ->
    [one] Jede Woche
   *[other] Alle { $count } Wochen
}
rule-every-month = { $count ->
    [one] Jeden Monat
   *[other] Alle { $count } Monate
}
rule-every-year = { $count ->
    [one] Jedes Jahr
   *[other] Alle { $count } Jahre
}
rule-count = { $count ->
    [one] { $rule }, einmal
   *[other] { $rule }, { $count } Mal
}
rule-until = { $rule } bis { $date }
date-rule-until = %-d. %b %Y
date-month-name = %B
rule-in-months = { $rule } im { $months }
rule-every-weekday = Jeden Werktag
rule-daily-on = Jeden { $days }
rule-weekly-on = { $every } am { $days }
rule-weekly-every-day = { $every } an jedem Tag
rule-monthly-on-day = { $every } am { $day }.
rule-monthly-on = { $every } am { $days }
rule-monthly-every-weekday = { $every } an jedem Werktag
rule-monthly-every-day = { $every } an jedem Tag
rule-monthly-on-every = { $every } an jedem { $days }
rule-nth-weekday = { rule-ordinal } { rule-weekday }
rule-setpos-weekday = { rule-ordinal } Werktag
rule-setpos-weekend-day = { rule-ordinal } Wochenendtag
rule-setpos-day = { rule-ordinal } Tag
rule-setpos-of = { rule-ordinal } von { $days }
rule-day = { $day }. Tag
rule-nth-day = { rule-ordinal } Tag
rule-week = Woche { $week }
rule-nth-week = der { rule-ordinal } Woche
rule-yearly-weeks = { $every } in { $weeks } am { $days }
rule-yearly-days = { $every } am { $days } des Jahres
rule-yearly-on-date = { $every } am { $day }. { $month }
rule-yearly-on-day-of = { $every } am { $day }. { $months }
rule-yearly-on-of = { $every } am { $days } im { $months }
rule-yearly-every-in = { $every } an jedem { $days } im { $months }

## Erinnerungen in Worten.

reminder-at-start = Zu Beginn
reminder-at-end = Am Ende
reminder-before-start = { $amount } vorher
reminder-after-start = { $amount } nach Beginn
reminder-before-end = { $amount } vor dem Ende
reminder-after-end = { $amount } nach dem Ende
# An all-day event's reminder: $time is a time of day (09:00).
reminder-all-day-on-the-day = Am Tag um { $time }
reminder-all-day-days-before = { $days ->
    [one] 1 Tag vorher um { $time }
   *[other] { $days } Tage vorher um { $time }
}
reminder-on = Am { $date } um { $time }
date-reminder-on = %-d. %b %Y

## Zeitspannen.

amount-weeks = { $count ->
    [one] 1 Woche
   *[other] { $count } Wochen
}
amount-days = { $count ->
    [one] 1 Tag
   *[other] { $count } Tage
}
amount-hours = { $count ->
    [one] 1 Stunde
   *[other] { $count } Stunden
}
amount-minutes = { $count ->
    [one] 1 Minute
   *[other] { $count } Minuten
}
amount-seconds = { $count ->
    [one] 1 Sekunde
   *[other] { $count } Sekunden
}

## Die Zeit eines Termins.

date-event-day = %A, %-d. %b %Y
event-time-all-day = { $date }, ganztägig
event-time-days = { $first } – { $last }
event-time-one-day = { $date }, { $start } – { $end }
event-time-across-days = { $start_date }, { $start } – { $end_date }, { $end }

## Ansichten und ihre Titel.

view-month = Monat
view-week = Woche
view-agenda = Agenda
date-title-month = %B %Y
date-title-week-first-full = %-d. %b %Y
date-title-week-first = %-d. %b
date-title-week-last = %-d. %b %Y
date-title-week-last-same-month = %-d. %b %Y
title-week = { $first } – { $last }
title-agenda = Ab { $date }
date-title-agenda = %a, %-d. %b %Y

## Die Agenda.

agenda-today = Heute
agenda-tomorrow = Morgen
agenda-yesterday = Gestern
date-agenda-day = %A, %-d. %B
date-agenda-day-year = %A, %-d. %B %Y
agenda-all-day = Ganztägig
agenda-time-range = { $start } – { $end }
agenda-from = Ab { $time }
agenda-until = Bis { $time }

## Daten in Listen, Erinnerungen und Benachrichtigungen.

date-long = %-d. %b %Y
date-day = %a, %-d. %b
date-day-year = %a, %-d. %b %Y
day-and-time = { $date }, { $time }

## Was Rückgängig und Wiederherstellen ändern würden.

journal-create = „{ $title }“ erstellen
journal-edit = „{ $title }“ bearbeiten
journal-edit-only = „{ $title }“ am { $when } bearbeiten
journal-edit-from = „{ $title }“ ab { $when } bearbeiten
journal-delete = „{ $title }“ löschen
journal-delete-only = „{ $title }“ am { $when } löschen
journal-delete-from = „{ $title }“ ab { $when } löschen
journal-delete-calendar = { $count ->
    [one] Kalender „{ $name }“ löschen (1 Termin)
   *[other] Kalender „{ $name }“ löschen ({ $count } Termine)
}
journal-import = { $files } importieren
journal-keep-this = diese Fassung von „{ $title }“ behalten
journal-keep-servers = die Fassung des Servers von „{ $title }“ behalten
journal-keep-both = beide Fassungen von „{ $title }“ behalten

## Text der Benachrichtigungen.

date-notification-day = %a, %-d. %b
notification-due = { $date } { $time }
notification-all-day = { $date }, ganztägig
notification-time = { $date }, { $start }–{ $end }
notification-missed-line = { $title } — { $when }

## Fehler des Speichers.

error-empty-title = der Titel ist leer
error-end-before-start = das Ende liegt vor dem Beginn
error-bad-rule = ungültige RRULE: { $reason }
error-not-recurring = Termin { $uid } wiederholt sich nicht: bearbeiten oder löschen Sie ihn mit dem Umfang „all“
error-rule-for-one-occurrence = die Wiederholung kann sich nur für die ganze Serie oder für diesen und alle folgenden Termine ändern
error-mixed-kinds = Beginn und Wiederholungsdaten eines ganztägigen Termins müssen Daten sein
error-empty-calendar-name = der Kalendername ist leer
error-bad-color = Farbe „{ $color }“: erwartet wird #rrggbb
error-duplicate-uid = ein Termin mit der UID { $uid } existiert bereits
error-last-calendar = „{ $name }“ ist der einzige Kalender: legen Sie einen weiteren an, bevor Sie ihn löschen
error-too-long = eine Dauer oder Erinnerung ist länger als 366.000 Tage (etwa 1.000 Jahre), die längste, die Kairos speichert
error-unknown-event = kein Termin mit der UID { $uid }
error-unknown-occurrence = Termin { $uid } hat kein Vorkommen { $recurrence_id }
error-not-invited = keine meiner Adressen ({ $addresses }) ist unter den Teilnehmern von { $uid }; tragen Sie Ihre in den Einstellungen ein
error-meeting-cancelled = „{ $title }“ wurde vom Organisator abgesagt: es gibt nichts zu beantworten
error-not-organizer = „{ $title }“ wird von { $organizer } organisiert: nur diese Person kann Zeit, Titel, Ort oder Gäste ändern (Ihre Antwort, Erinnerungen und Notizen gehören Ihnen)
error-unknown-calendar = kein Kalender namens „{ $name }“
error-duplicate-calendar = ein Kalender namens „{ $name }“ existiert bereits
error-synced-calendar = Kalender „{ $name }“ stammt vom Konto „{ $account }“: löschen Sie ihn auf dem Server oder entfernen Sie das Konto
error-read-only-calendar = „{ $name }“ ist ein Abonnement: seine Termine kommen aus seinem Feed und können hier nicht geändert werden
error-not-a-conflict = „{ $uid }“ ist keine Konfliktkopie
error-unknown-account = kein Konto namens „{ $name }“
error-duplicate-account = ein Konto namens „{ $name }“ existiert bereits
error-journal-conflict = „{ $label }“ kann nicht { $action ->
    [undo] rückgängig gemacht
   *[other] wiederholt
} werden: seine Termine wurden seither durch eine andere Bearbeitung geändert
error-newer-schema = { $path } wurde von einem neueren Kairos geschrieben (Schemaversion { $found }; dieses kennt bis { $known }); die Datei blieb unverändert
error-not-a-database = { $path } ist keine Kairos-Datenbank: { $reason }
error-no-data-dir = kein Datenordner: setzen Sie KAIROS_DB oder geben Sie --db an
error-create-dir = { $path } kann nicht angelegt werden: { $reason }; prüfen Sie, ob der Ordner existiert und Sie darin schreiben dürfen
error-permissions = { $path } kann nicht nur für den Besitzer lesbar gemacht werden: { $reason }; machen Sie die Datei zu Ihrer (chown) oder verschieben Sie sie
error-corrupt = die Datenbank enthält einen Wert, den Kairos nicht lesen kann: { $reason }
error-database = Die Kalenderdatenbank hat einen Fehler gemeldet: { $reason }
error-file-damaged = { $path } ist beschädigt ({ $reason }): stellen Sie sie aus einer Sicherung wieder her oder verschieben Sie sie, dann legt Kairos eine neue an
error-file-cannot-open = { $path } kann nicht geöffnet werden ({ $reason }): prüfen Sie, ob Datei und Ordner existieren und Sie darin schreiben dürfen (kein schreibgeschütztes Laufwerk)
error-file-read-only = { $path } ist schreibgeschützt: geben Sie sich Schreibrechte auf die Datei und ihren Ordner
error-file-full = das Laufwerk mit { $path } ist voll: schaffen Sie Platz und versuchen Sie es erneut
error-file-locked = { $path } ist von einem anderen Programm gesperrt: schließen Sie es und versuchen Sie es erneut

## .ics-Dateien importieren und exportieren: der Bericht.

import-file-counts = { $name }: { $added } hinzugefügt, { $updated } aktualisiert, { $unchanged } unverändert, { $skipped } übersprungen
import-dry-run = {" "}(Probelauf: nichts geschrieben)
import-row-added = neu
import-row-updated = aktualisiert
import-row-unchanged = unverändert
import-row-skipped = übersprungen
import-row-cancelled = abgesagt
import-cancel-not-here = sagt eine Besprechung ab, die nicht im Kalender ist: nichts abzusagen
import-in-subscription = schon in { $calendar } (ein Abonnement): dessen Termine ändert nur die Quelle
import-cancel-not-a-meeting = sagt einen Termin ab, der hier keine Besprechung ist: nicht übernommen
import-row-note = Hinweis
import-row-ignored = ignoriert
import-no-title = (ohne Titel)
import-not-events = { $count } { $component } (keine Termine)
import-more-rows = { $count ->
    [one] … und 1 weitere Zeile, nicht aufgeführt (oben mitgezählt)
   *[other] … und { $count } weitere Zeilen, nicht aufgeführt (oben mitgezählt)
}
import-more-problems = { $count ->
    [one] {" "}(und 1 weiteres Problem)
   *[other] {" "}(und { $count } weitere Probleme)
}
import-cannot-read = { $name }: kann nicht gelesen werden: { $reason }
import-cannot-write = { $path } kann nicht geschrieben werden: { $reason }

## Konten und Abonnements.

account-error-password = Der Server hat das Passwort abgelehnt.
account-error-sign-in = Die Anmeldung ist abgelaufen oder wurde widerrufen: Bitte erneut anmelden.
account-error-certificate = Zertifikat nicht vertrauenswürdig: { $detail }
account-error-offline = Der Server ist nicht erreichbar: { $detail }
account-why-refused = unter der Adresse des Servers antwortet nichts (läuft der Server?).
account-why-timed-out = der Server hat zu lange nicht geantwortet.
account-why-unknown-name = der Name des Servers ist unbekannt (Adresse oder Netzwerk prüfen).
account-why-no-network = dieser Computer ist mit keinem Netzwerk verbunden.
account-why-dropped = die Verbindung brach ab, bevor der Server antwortete.
account-fix-password = Passwort erneut eingeben …
account-fix-sign-in = Erneut anmelden …
account-google-title = Google-Konto hinzufügen
account-google-intro = Kairos öffnet Ihren Browser für die Anmeldung bei Google: Das Passwort geben Sie dort ein, nie hier.
account-google-address = Google-Adresse
account-google-own-client = Diese Kairos-Version hat keine Google-Client-ID: Geben Sie Ihre eigene an (ein „Desktop-App“-Client aus der Google Cloud Console; siehe README, „Google Calendar“).
account-client-id = Client-ID
account-client-secret = Client-Geheimnis
account-sign-in = Anmelden …
account-add-google = Google-Konto …
account-waiting-browser = Warten auf Ihre Anmeldung im Browser …
account-sign-in-address = Falls sich kein Browser geöffnet hat, öffnen Sie diese Adresse in einem:
account-copy-address = Kopieren
account-address-copied = Kopiert
# $reason is the program and what the system said, in English.
account-browser-not-opened = Der Browser konnte nicht geöffnet werden ({ $reason }). Öffnen Sie die Adresse unten selbst in einem Browser: Kairos wartet weiter auf die Anmeldung.
account-signs-in-browser = Meldet sich im Browser an; das Token liegt im Secret Service.
account-missing-google-address = Geben Sie die Google-Adresse ein, etwa you@gmail.com.
account-missing-client-id = Geben Sie eine Google-Client-ID ein: Diese Version hat keine eigene.
app-signed-in-again = „{ $name }“ ist wieder angemeldet.
account-fix-certificate = Einer CA-Datei vertrauen …
account-missing-account-name = Geben Sie einen Namen für das Konto ein, etwa Arbeit.
account-missing-server = Geben Sie die Adresse des Servers ein.
account-missing-user = Geben Sie den Benutzernamen ein.
account-missing-password = Geben Sie das Passwort ein oder einen Befehl, der es ausgibt.
account-missing-calendar-name = Geben Sie einen Namen für den Kalender ein, etwa Feiertage.
account-missing-feed = Geben Sie die Adresse des Kalenders ein (https:// oder webcal://).
account-missing-repair = Geben Sie das neue Passwort oder die CA-Datei ein, der vertraut werden soll.
account-add-title = Konto hinzufügen
account-add-intro = Nextcloud, Fastmail, iCloud, Radicale … Seine Kalender erscheinen hier und bleiben in beide Richtungen abgeglichen.
account-name = Name
account-name-example = Arbeit
account-server = Server
account-user = Benutzer
account-password = Passwort (im Schlüsselbund der Arbeitsumgebung gespeichert)
account-password-command-field = Oder ein Befehl, der das Passwort ausgibt (nötig, wo es keinen Schlüsselbund gibt)
account-ca-optional = Vertrauenswürdiges CA-Zertifikat (optional, für einen eigenen Server)
account-ca-example = /pfad/zu/ca.pem
account-subscribe-title = Kalender abonnieren
account-subscribe-intro = Feiertage, der veröffentlichte Kalender eines Teams, Spielpläne: ein schreibgeschützter Kalender, bei jedem Abgleich aktualisiert.
account-feed-name-example = Feiertage
account-feed-address = Adresse
account-feed-address-example = https://… oder webcal://…
account-subscribe = Abonnieren
account-url-as-user = { $url } als { $user }
account-calendars-here = { $count ->
    [one] 1 Kalender hier
   *[other] { $count } Kalender hier
}
account-password-command = Sein Passwort kommt von einem Befehl (eingestellt mit kairos accounts).
account-new-password = Neues Passwort
account-ca-pem = Vertrauenswürdiges CA-Zertifikat (PEM-Datei)
account-checking = Server wird gefragt …
account-remove-account = Konto entfernen …
account-remove-question = „{ $name }“ entfernen?
account-remove-explained = Seine Kalender und deren Termine verschwinden von diesem Rechner. Der Server behält sie: Wenn Sie das Konto erneut hinzufügen, kommen sie zurück.
account-keep = Behalten

## Der Kalenderdialog.

calendar-error-no-name = Geben Sie dem Kalender einen Namen.
calendar-error-not-a-color = „{ $color }“ ist keine Farbe: schreiben Sie sie als #rrggbb, etwa #3584e4.
calendar-new-title = Neuer Kalender
calendar-title = Kalender
calendar-no-reminders = Neue Termine erhalten keine Erinnerung.
calendar-add-reminder = Erinnerung hinzufügen
calendar-unsubscribe = Abo beenden …
calendar-delete = Kalender löschen …
calendar-name = Name
calendar-name-examples = Arbeit, Familie, Sport …
calendar-color = Farbe
calendar-default-reminders = Standard-Erinnerungen für neue Termine
calendar-all-day-reminders = Standard-Erinnerungen für neue ganztägige Termine
calendar-from-account = Dieser Kalender stammt vom Konto „{ $account }“: löschen Sie ihn auf dem Server oder entfernen Sie das Konto.
calendar-unsubscribe-question = Abo von „{ $name }“ beenden?
calendar-unsubscribe-explained = { $count ->
    [0] Er enthält keine Termine.
    [one] Sein einziger Termin geht mit.
   *[other] Seine { $count } Termine gehen mit.
} Ein erneutes Abonnieren bringt sie zurück.
calendar-delete-question = „{ $name }“ löschen?
calendar-delete-explained = { $count ->
    [0] Er enthält keine Termine.
    [one] Sein einziger Termin geht mit.
   *[other] Seine { $count } Termine gehen mit.
} Rückgängig bringt alles zurück.
calendar-keep = Behalten

## Zu einem Datum gehen.

goto-title = Zu einem Datum gehen

## Für welche Vorkommen eine Änderung gilt.

prompt-delete-question = „{ $title }“ löschen?
prompt-save-question = Änderungen an „{ $title }“ speichern?
prompt-move-question = „{ $title }“ verschieben?
prompt-repeating = Dies ist ein wiederkehrender Termin.
prompt-repeating-series = Dies ist ein wiederkehrender Termin. Wiederholung, Erinnerungen und Kalender gehören zur Serie.
prompt-only-this = Nur dieser Termin
prompt-following = Dieser und alle folgenden
prompt-all = Alle Termine

## Schnell ein Termin.

quick-title = Neuer Termin
quick-discard-question = „{ $title }“ verwerfen?
quick-discard-explained = Der neue Termin wurde nicht gespeichert.
quick-title-placeholder = Titel
quick-more-options = Weitere Optionen …

## Suchergebnisse.

search-none = Keine Termine zu „{ $text }“ zwischen { $first } und { $last }.
search-first-matches = Die ersten { $count } Treffer für „{ $text }“ – tippen Sie weiter, um die Suche einzugrenzen
search-matches = { $count ->
    [one] 1 Treffer für „{ $text }“
   *[other] { $count } Treffer für „{ $text }“
}
search-past = Vergangen
search-every-occurrence = Wiederholt sich – alle zeigen
search-each-series-once = Jede Serie nur einmal zeigen

## Importieren und Exportieren.

transfer-error-no-file = Wählen Sie eine Datei zum Importieren
transfer-error-no-calendar = Wählen Sie den Kalender, in den importiert wird
transfer-error-no-destination = Wählen Sie, wo die Datei gespeichert wird
transfer-error-range-incomplete = Der Zeitraum braucht beide Tage, als JJJJ-MM-TT
transfer-error-range-backwards = Der Zeitraum endet, bevor er beginnt
transfer-import-title = Termine importieren
transfer-import = Importieren
transfer-export-title = Termine exportieren
transfer-export = Exportieren
transfer-all-calendars = Alle Kalender
transfer-path-example = /pfad/zu/kalender.ics
transfer-browse = Durchsuchen …
transfer-into = In
transfer-calendar = Kalender
transfer-days = Tage
transfer-from-example = von JJJJ-MM-TT
transfer-to-example = bis JJJJ-MM-TT
transfer-days-empty = (leer: alles)
transfer-check = Prüfen
transfer-why-check-first = Erst die Datei prüfen: Importieren übernimmt, was Prüfen zeigt.
transfer-why-check-again = Seit der Prüfung geändert: erneut prüfen.
transfer-report-summary = { $file } — { $events ->
    [one] 1 Termin
   *[other] { $events } Termine
}: { $added } neu, { $updated } zu aktualisieren, { $unchanged } unverändert, { $skipped } übersprungen
transfer-row-update = Aktualisieren
transfer-row-unchanged = Unverändert
transfer-row-skip = Überspringen
transfer-row-note = Hinweis
transfer-row-ignore = Ignorieren
transfer-row-why-at-line = { $why } (Zeile { $line })
transfer-row-line = Zeile { $line }
transfer-dry-run = Nichts wird geschrieben, bevor Sie importieren.

## Der Termineditor.

editor-edit-title = Termin bearbeiten
editor-new-title = Neuer Termin
editor-title-placeholder = Titel
editor-location = Ort
editor-organised-by = Organisiert von { $organizer }: nur diese Person kann Zeit, Titel, Ort oder Gäste ändern. Ihre Erinnerungen und Notizen gehören Ihnen.
editor-location-placeholder = Ort hinzufügen
editor-guests = Gäste
editor-guests-placeholder = Per Adresse einladen
editor-invite = Einladen
editor-not-an-address = „{ $text }“ ist keine Adresse (wie name@example.org)
editor-guests-organizer = Sie organisieren den Termin: Die Gäste werden beim Speichern eingeladen.
editor-calendar = Kalender
editor-all-day = Ganztägig
editor-starts = Beginn
editor-ends = Ende
editor-notes = Notizen
editor-discard-title = Änderungen verwerfen?
editor-discard-explained = Was Sie an diesem Termin geändert haben, geht verloren.
editor-keep-editing = Weiter bearbeiten
editor-discard = Verwerfen
editor-never-ends = Endet nie
editor-ends-on = Endet am
editor-ends-after = Endet nach
editor-times = { $count ->
    [one] Mal
   *[other] Mal
}
editor-floating = Schwebend (gleiche Uhrzeit in jeder Zone)
editor-search-zones = Zeitzonen suchen
editor-floating-choice = Schwebend (keine Zeitzone)
editor-time-zone = Zeitzone
editor-your-time = { $start } – { $end } Ihre Zeit ({ $zone })
editor-your-time-day = { $date }, { $start } – { $end } Ihre Zeit ({ $zone })
editor-every = Alle
editor-every-days = { $count ->
    [one] Tag
   *[other] Tage
}
editor-every-weeks = { $count ->
    [one] Woche
   *[other] Wochen
}
editor-every-months = { $count ->
    [one] Monat
   *[other] Monate
}
editor-every-years = { $count ->
    [one] Jahr
   *[other] Jahre
}
editor-weekday-toggle = { $day ->
    [mon] Mo
    [tue] Di
    [wed] Mi
    [thu] Do
    [fri] Fr
    [sat] Sa
   *[sun] So
}
editor-advanced-rule = Erweitert: die Regel, wie RFC 5545 sie schreibt (RRULE)
editor-repeat = Wiederholen
editor-removed-dates = Entfernte Daten – zum Zurückholen ankreuzen
date-editor-removed = %a, %-d. %b %Y
editor-exceptions = Ausnahmen
# Which default reminders an event without its own takes: $reminders is a list ("10 minutes before, 1 hour before").
editor-calendar-reminders-are = Die des Kalenders: { $reminders }
editor-calendar-reminders-none = Die des Kalenders: keine
editor-no-reminders = Keine Erinnerungen
editor-use-defaults = Kalender-Standard nutzen
editor-reminders = Erinnerungen
editor-preset-at-start = Zu Beginn
editor-preset-day = 1 Tag
editor-preset-hour = 1 Std.
editor-preset-minutes = { $count } Min.
editor-unit-minutes-before = Minuten vorher
editor-unit-hours-before = Stunden vorher
editor-unit-days-before = Tage vorher
editor-unit-minutes-after = Minuten nach Beginn
editor-unit-hours-after = Stunden nach Beginn

## Raster.

# Die Kurznamen der Monate, wie `%b` sie in Daten schreibt (zwölf, durch Leerzeichen getrennt; mit Punkt, wo abgekürzt).
months-short = Jan. Feb. März Apr. Mai Juni Juli Aug. Sept. Okt. Nov. Dez.
date-weekday-short = %a
date-week-heading = %a %-d.
month-more = +{ $count } weitere
week-more = +{ $count }
week-more-hint = { $count ->
    [one] 1 weiterer Termin zu diesen Stunden, aus Platzgründen nicht gezeigt — klicken, um den Tag aufzulisten
   *[other] { $count } weitere Termine zu diesen Stunden, aus Platzgründen nicht gezeigt — klicken, um den Tag aufzulisten
}
week-all-day-more-hint = { $count ->
    [one] 1 weiterer ganztägiger Termin an diesem Tag, aus Platzgründen nicht gezeigt — klicken, um den Tag aufzulisten
   *[other] { $count } weitere ganztägige Termine an diesem Tag, aus Platzgründen nicht gezeigt — klicken, um den Tag aufzulisten
}

## Einstellungen.

prefs-title = Einstellungen
prefs-language = Sprache
prefs-language-system = System ({ $language })
prefs-first-weekday = Erster Wochentag
prefs-clock = Uhr
prefs-open-in = Öffnen in
prefs-time-zone = Zeitzone
prefs-zone-placeholder = Zum Ändern eine Stadt eingeben
prefs-no-zone-matches = Keine Zeitzone heißt so; versuchen Sie eine Stadt wie „Berlin“ oder „New York“
prefs-my-addresses = Meine Adressen
prefs-my-addresses-placeholder = ich@example.org, ich@arbeit.example
prefs-my-addresses-hint = Wer Sie in Besprechungen lokaler Kalender und von Servern sind, die es nicht sagen
prefs-not-an-address = Keine Adresse: { $text }
prefs-event-length = Dauer neuer Termine
prefs-new-calendar-reminder = Erinnerung neuer Kalender
prefs-new-calendar-all-day-reminder = Neue Kalender erinnern an ganztägige Termine
prefs-week-numbers = Kalenderwochen
prefs-appearance = Erscheinungsbild
prefs-theme-system = System
prefs-theme-light = Hell
prefs-theme-dark = Dunkel
prefs-locale-weekday = Gebietsschema ({ $day })
prefs-weekday = { $day ->
    [mon] Montag
    [tue] Dienstag
    [wed] Mittwoch
    [thu] Donnerstag
    [fri] Freitag
    [sat] Samstag
   *[sun] Sonntag
}
prefs-clock-12 = 12 Stunden (9:00 PM)
prefs-clock-24 = 24 Stunden (21:00)
prefs-locale-clock = Gebietsschema: { $clock }
prefs-last-view = Die zuletzt benutzte
prefs-system-zone = Die des Systems ({ $zone })
prefs-hours = { $count ->
    [one] 1 Stunde
   *[other] { $count } Stunden
}
prefs-hours-minutes = { $hours } Std. { $minutes } Min.
prefs-minutes = { $count ->
    [one] 1 Minute
   *[other] { $count } Minuten
}
prefs-no-reminder = Keine Erinnerung

## Die Seitenleiste.

date-sidebar-synced = %-d. %b
sidebar-calendars = Kalender
sidebar-subscriptions = Abonnements
sidebar-new-event = Neuer Termin
sidebar-import = Importieren …
sidebar-export = Exportieren …
sidebar-add-account = Konto hinzufügen …
sidebar-subscribe = Abonnieren …
sidebar-preferences = Einstellungen
sidebar-sync-now = Jetzt abgleichen
sidebar-syncing = { $spinner } Abgleich läuft …
sidebar-synced = Abgeglichen { $when }
sidebar-not-synced = Noch nicht abgeglichen
sidebar-changes-to-send = { $count ->
    [one] 1 Änderung zu senden
   *[other] { $count } Änderungen zu senden
}
sidebar-conflicts = { $count ->
    [one] ⚠ 1 Konflikt zu klären
   *[other] ⚠ { $count } Konflikte zu klären
}
sidebar-just-now = gerade eben
sidebar-minutes-ago = vor { $count } Min.
sidebar-at-time = um { $time }
sidebar-on-date = am { $date }

## Details eines Termins.

details-when = Wann
details-repeats = Wiederholung
details-reminders = Erinnerungen
details-no-reminders = Keine
details-location = Ort
details-notes = Notizen
details-from-subscription = Aus dem Abonnement „{ $calendar }“: es ändert sich mit seinem Feed, nicht hier.
details-cancelled = Vom Organisator abgesagt
details-remove-cancelled = Aus meinem Kalender entfernen
details-organiser = Organisiert von
details-guests = Gäste
details-your-answer = Ihre Antwort
details-only-this-occurrence = Nur dieser Termin
details-organisers-meeting = Zeit, Titel, Ort und Gäste bestimmt die organisierende Person; Ihre Antwort, Erinnerungen und Notizen gehören Ihnen.
details-not-delivered = Dieser Kalender versendet keine Einladungen oder Antworten: sein Server kann kein CalDAV-Scheduling.
details-email-answer = Antwort per E-Mail senden…
meeting-accepted = zugesagt
meeting-tentative = vielleicht
meeting-declined = abgesagt
meeting-delegated = weitergegeben
meeting-not-answered = noch keine Antwort
meeting-optional = optional
meeting-for-information = zur Information
meeting-organiser = organisiert
meeting-you = Sie
meeting-not-delivered = konnte nicht zugestellt werden
details-conflict = ⚠ Konflikt
details-conflict-explained = Dieser Termin wurde hier und auf einem anderen Gerät gleichzeitig geändert. Dies ist die Fassung dieses Rechners; der Termin daneben ist die des Servers.
details-keep-this = Diese behalten
details-keep-servers = Die des Servers behalten
details-keep-both = Beide behalten
details-differs = Unterschiede: { $parts }.
details-has-copy = Dieser Termin wurde hier und auf einem anderen Gerät zugleich geändert. Dies ist die Fassung des Servers; die dieses Computers wurde als Kopie behalten – dort wählen Sie, welche bleibt.
details-show-copy = Kopie zeigen
details-part-title = der Titel
details-part-time = die Zeit
details-part-place = der Ort
details-part-notes = die Notizen
details-part-repeat = die Wiederholung
details-part-reminders = die Erinnerungen
details-nothing-on-day = An diesem Tag ist nichts.

## Die Kopfleiste.

header-redo = Wiederherstellen
header-search = Termine suchen
header-week-title = KW { $number } · { $title }

## Die leere Agenda.

agenda-nothing-to-show = Nichts anzuzeigen
agenda-nothing-planned = An diesen Tagen ist nichts geplant.

## Der Fenstertitel.

title-dialog = { $dialog } — Kairos
title-app = Kairos
title-search = Suche „{ $text }“
title-which-events = Welche Termine?
title-delete-calendar = Kalender löschen?
title-remove-account = Konto entfernen?
title-account = Konto

## Meldungen des Fensters.

app-cannot-read-account = Das Konto kann nicht gelesen werden: { $reason }
app-subscribed-events = { $count ->
    [one] „{ $name }“ abonniert: 1 Termin
   *[other] „{ $name }“ abonniert: { $count } Termine
}
app-subscribed = „{ $name }“ abonniert
app-account-removed = „{ $name }“ wurde von diesem Rechner entfernt
app-cannot-remove = { $name } kann nicht entfernt werden: { $reason }
app-account-exists = Es gibt bereits ein Konto namens „{ $name }“
app-cannot-read-file = { $path } kann nicht gelesen werden: { $reason }
app-no-calendars = { $url } hat keine Kalender mit Terminen für { $user }
app-cannot-keep-password = das Passwort kann nicht gespeichert werden: { $reason }. Ohne Schlüsselbund geben Sie stattdessen einen Befehl an, der das Passwort ausgibt (etwa pass show calendar), oder entsperren Sie den Schlüsselbund und versuchen Sie es erneut.
app-account-added = { $count ->
    [one] „{ $name }“ hinzugefügt: 1 Kalender
   *[other] „{ $name }“ hinzugefügt: { $count } Kalender
}
app-connected-again = „{ $name }“ ist wieder verbunden
app-server-went-wrong = Bei der Anfrage an den Server ging etwas schief; versuchen Sie es erneut.
app-no-calendar = Es gibt keinen Kalender für neue Termine: legen Sie einen mit `kairos calendars add NAME` an
app-cannot-open-event = Der Termin kann nicht geöffnet werden: { $reason }
app-created = „{ $title }“ erstellt
app-cannot-create = „{ $title }“ kann nicht erstellt werden: { $reason }
app-imported = { $count ->
    [one] 1 Termin aus { $name } importiert
   *[other] { $count } Termine aus { $name } importiert
}
app-exported = { $count ->
    [one] 1 Termin nach { $path } exportiert
   *[other] { $count } Termine nach { $path } exportiert
}
app-cannot-change = { $name } kann nicht geändert werden: { $reason }
app-cannot-show-event = Der Termin kann nicht angezeigt werden: { $reason }
app-kept-this = Die Fassung dieses Rechners wurde behalten
app-kept-servers = Die Fassung des Servers wurde behalten
app-kept-both = Beide Fassungen wurden behalten
app-cannot-settle = Der Konflikt kann nicht gelöst werden: { $reason }
app-answered = { $answer ->
    [accepted] Zugesagt: „{ $title }“
    [tentative] Vielleicht: „{ $title }“
   *[declined] Abgesagt: „{ $title }“
}
app-cannot-answer = Antwort nicht möglich: { $reason }
app-mail-opened = Ihre Antwort auf „{ $title }“ hängt an einer neuen Mail an { $organizer }: Senden Sie sie in Ihrem Mailprogramm ab.
app-cannot-mail = Ihre Antwort kann nicht per E-Mail gesendet werden: { $reason }
app-deleted = „{ $title }“ gelöscht
app-cannot-delete = „{ $title }“ kann nicht gelöscht werden: { $reason }
app-saved = „{ $title }“ gespeichert
app-cannot-save = „{ $title }“ kann nicht gespeichert werden: { $reason }
app-inbox-refused = { $count ->
    [one] Eine Nachricht im Terminpostfach wurde abgelehnt: { $first }
   *[other] { $count } Nachrichten im Terminpostfach wurden abgelehnt, die erste: { $first }
}
app-conflict-kept = Ein Termin wurde hier und auf dem Server zugleich geändert: beide Fassungen wurden behalten. Klären Sie es in der Seitenleiste.
app-undone = Rückgängig gemacht: { $what }
app-redone = Wiederhergestellt: { $what }
app-nothing-to-undo = Nichts rückgängig zu machen
app-nothing-to-redo = Nichts wiederherzustellen
app-cannot-move = Der Termin kann nicht verschoben werden: { $reason }
app-drag-held = „{ $title }“ ist die Besprechung des Organisators: Sie lässt sich hier nicht verschieben.
app-cannot-read-calendar = { $name } kann nicht gelesen werden: { $reason }
app-unsubscribed = Abo von „{ $name }“ beendet
app-calendar-deleted = { $count ->
    [one] „{ $name }“ und sein Termin gelöscht
   *[other] „{ $name }“ und seine { $count } Termine gelöscht
}
app-cannot-delete-calendar = { $name } kann nicht gelöscht werden: { $reason }
app-cannot-save-preferences = Die Einstellungen können nicht gespeichert werden: { $reason }
app-cannot-read-calendars = Der Kalender kann nicht gelesen werden: { $reason }
app-search-not-started = die Suche konnte nicht gestartet werden
app-cannot-save-view = Die Ansicht kann nicht gespeichert werden: { $reason }
details-and-more-dates = { $count ->
    [one] { $rule }, und an einem weiteren Tag
   *[other] { $rule }, und an { $count } weiteren Tagen
}
details-more-dates = { $count ->
    [one] An einem weiteren Tag
   *[other] An { $count } weiteren Tagen
}
details-own-time = { $start } – { $end } Ortszeit { $place }
details-own-time-day = { $date }, { $start } – { $end } Ortszeit { $place }

## Wenn sich das Fenster nicht öffnen lässt.

window-failed = das Fenster ist fehlgeschlagen: { $reason }
window-unknown-failure = unbekannter Fehler
window-no-display = keine Anzeige, auf der sich das Fenster öffnen ließe (weder DISPLAY noch WAYLAND_DISPLAY ist gesetzt); die Befehlszeile funktioniert ohne: siehe `kairos --help`
window-missing-libraries = das Fenster braucht Bibliotheken, die nicht installiert sind: { $missing }. Unter Debian/Ubuntu: sudo apt install { $debian }; unter Fedora: sudo dnf install { $fedora }. Die Befehlszeile funktioniert ohne sie: siehe `kairos --help`

## Prüfungen und Auswahl im Editor.

draft-no-title = Geben Sie dem Termin einen Titel
draft-start-on-rule = Beginnt { $date }: der erste Tag, den die Regel ergibt
draft-bad-start-date = Das Beginndatum muss ein Datum sein (JJJJ-MM-TT)
draft-bad-end-date = Das Enddatum muss ein Datum sein (JJJJ-MM-TT)
draft-bad-start-time = Die Beginnzeit muss eine Uhrzeit sein, etwa 09:30
draft-bad-end-time = Die Endzeit muss eine Uhrzeit sein, etwa 10:30
draft-end-before-start = Das Ende liegt vor dem Beginn
draft-repeat-never = Keine Wiederholung
draft-repeat-daily = Täglich
draft-repeat-weekly = Wöchentlich
draft-repeat-monthly = Monatlich
draft-repeat-yearly = Jährlich
draft-repeat-custom = Eigene (erweitert)
draft-monthly-on-day = am { $day }.
draft-monthly-on = am { $what }
draft-monthly-last-day = am letzten Tag
draft-bad-interval = „Alle“ braucht eine ganze Zahl von 1 bis 999
draft-no-weekday = Wählen Sie mindestens einen Wochentag
draft-bad-until = Das Enddatum muss ein Datum sein (JJJJ-MM-TT)
draft-until-before-start = Das Enddatum liegt vor dem Beginn
draft-bad-count = „Endet nach“ braucht eine Anzahl von 1 bis 9999
draft-bad-rule = Die Regel ist ungültig: { $reason }
draft-bad-start = Der Beginn muss ein Datum (JJJJ-MM-TT) oder Datum und Uhrzeit (JJJJ-MM-TTT09:30) sein
draft-bad-end = Das Ende muss ein Datum (JJJJ-MM-TT) oder Datum und Uhrzeit (JJJJ-MM-TTT10:30) sein
draft-all-day-takes-date = Ein ganztägiger Termin beginnt an einem Datum, nicht zu einer Uhrzeit
draft-all-day-ends-on-date = Ein ganztägiger Termin endet an einem Datum, nicht zu einer Uhrzeit
draft-date-needs-all-day = Ein Datum allein ist ein ganztägiger Termin: ganztägig wählen oder eine Uhrzeit angeben
draft-end-needs-time = Das Ende ist ein Datum: bitte auch eine Uhrzeit angeben
draft-bad-length = Die Dauer muss etwa 45m, 1h30m, 2d oder PT1H30M lauten
draft-too-long = Länger als { $days } Tage, das Längste, was Kairos speichert
draft-whole-days = Ein ganztägiger Termin dauert ganze Tage, etwa 1d oder 3d

## Die Befehlszeile: `kairos agenda`.

date-cli-range = %a, %-d. %b %Y
cli-agenda-nothing = Nichts vom { $first } bis { $last }.
date-cli-agenda-day = %A, %-d. %B %Y
cli-agenda-all-day = ganztägig
cli-agenda-cancelled = abgesagt
cli-agenda-more = … und { $count } weitere von „{ $title }“ an diesem Tag

## Die Befehlszeile: Ergebnisse und Fehler.

cli-error = Fehler: { $reason }
cli-undone = Rückgängig gemacht: { $label }
cli-redone = Wiederhergestellt: { $label }
cli-nothing-to-undo = Nichts rückgängig zu machen.
cli-nothing-to-redo = Nichts wiederherzustellen.
cli-replied = { $answer ->
    [accepted] Zugesagt: „{ $title }“
    [tentative] Vielleicht: „{ $title }“
   *[declined] Abgesagt: „{ $title }“
}
cli-reply-not-delivered = Der Server dieses Kalenders stellt Antworten nicht zu (er kann kein CalDAV-Scheduling): die organisierende Person sieht Ihre Antwort nur, wenn Sie sie selbst senden.
cli-reply-written = Ihre Antwort steht in { $path }: Schicken Sie sie an { $organizer } (zum Beispiel als Mail-Anhang).
cli-reply-mailed = Ihre Antwort ({ $path }) hängt an einer neuen Mail an { $organizer }: Senden Sie sie in Ihrem Mailprogramm ab.
cli-reply-no-organizer = Dieser Termin nennt keinen Organisator, eine Antwort hätte keinen Empfänger: nichts wurde geändert
mail-reply-subject = { $answer ->
    [accepted] Zugesagt: { $title }
    [tentative] Vorläufig zugesagt: { $title }
   *[declined] Abgesagt: { $title }
}
mail-no-organizer = Diese Besprechung nennt keinen Organisator: Es gibt niemanden, dem Ihre Antwort geschickt werden kann.
mail-bad-address = Die Adresse des Organisators „{ $address }“ ist keine einfache E-Mail-Adresse (name@example.org): Sie wurde Ihrem Mailprogramm nicht übergeben.
mail-not-invited = Keine Ihrer Adressen steht unter den Gästen dieser Besprechung.
mail-not-answered = Antworten Sie zuerst: Noch gibt es nichts zu senden.
mail-cannot-write = Die Antwort kann nicht nach { $path } geschrieben werden: { $reason }
mail-unsafe-attachment = { $path } kann nicht angehängt werden: Mailprogramme lesen einen Dateipfad mit Apostroph, Komma, Backslash oder Steuerzeichen falsch. Legen Sie die Datenbank von Kairos in einen Ordner, dessen Pfad nichts davon enthält.
mail-cannot-start = { $program } kann nicht gestartet werden, um Ihr Mailprogramm zu öffnen: { $reason }
mail-no-mail-program = Auf diesem Computer ist kein Mailprogramm eingerichtet: Wählen Sie in den Systemeinstellungen ein Standardprogramm für E-Mail.
mail-failed = { $program } ist fehlgeschlagen ({ $status })
cli-no-invitations = Keine Einladung wartet auf eine Antwort.
cli-bad-address = { $flag } { $text }: keine Adresse (schreiben Sie name@example.org oder eine mailto:-URI)
error-no-address = Kairos kennt Ihre Adresse für diesen Kalender nicht und kann Sie daher nicht als Organisator eintragen: tragen Sie sie in den Einstellungen ein („Meine Adressen“) oder nehmen Sie einen Kalender eines Kontos, dessen Server sie nennt
error-not-an-attendee = { $address } ist nicht unter den Teilnehmern
cli-shown-in-window = Im bereits geöffneten Fenster zu { $path } gezeigt
cli-import-it-here = Zum Importieren hier: kairos import { $path }
cli-no-window = Dieses kairos wurde ohne das Fenster gebaut (Funktion `gui`).
cli-no-such-file = { $path }: keine solche Datei und kein kairos-Befehl (siehe kairos --help)
## Sync: the schedule inbox, and notes of a calendar's sync
sync-inbox-no-organiser = nennt keinen Organisator
sync-inbox-from-me = gibt vor, von mir zu kommen
sync-inbox-elsewhere = nennt einen Termin in einem Kalender, der zu einem anderen Konto gehört oder nur auf diesem Rechner liegt
sync-inbox-no-meeting = nennt einen Termin, der keine Besprechung ist
sync-inbox-meeting-without-organiser = nennt eine Besprechung ohne Organisator
sync-inbox-my-meeting = nennt eine Besprechung, die ich organisiere
sync-inbox-not-the-organiser = kommt von jemandem, der nicht der Organisator der Besprechung ist
sync-inbox-other-method = keine Einladung, Absage oder Antwort
sync-inbox-other-address = eine Einladung für eine andere Adresse
sync-inbox-cancel-not-applied = eine Absage, die der Server nicht übernommen hat
sync-inbox-answer-not-applied = eine Antwort, die der Server nicht übernommen hat
sync-inbox-answer-not-shown = { $who } hat auf „{ $title }“ geantwortet: { $answer }. Der Server hat die Antwort in Ihrem Planungseingang gelassen und nicht in Ihre Kopie übernommen; dort ist sie nicht zu sehen.
sync-inbox-answer-not-shown-occurrence = { $who } hat auf „{ $title }“ am { $occurrence } geantwortet: { $answer }. Der Server hat die Antwort in Ihrem Planungseingang gelassen und nicht in Ihre Kopie übernommen; dort ist sie nicht zu sehen.
sync-inbox-not-found = Eingang für Einladungen nicht gefunden: { $reason }
sync-inbox-failed = Eingang für Einladungen: { $reason }
sync-inbox-not-itip = { $href }: keine iTIP-Nachricht
sync-inbox-no-one = niemandem
sync-inbox-refused-message = „{ $title }“ von { $sender }: { $why }
sync-note-elsewhere = ein Termin liegt auch in { $other }: wartet, bis dieser Kalender abgeglichen ist
sync-note-server-only = ein Termin wurde nur auf dem Server behalten: { $why }
sync-note-refused = der Server hat „{ $title }“ abgelehnt (HTTP { $status }); der Termin bleibt hier und wird beim nächsten Mal erneut gesendet
sync-note-deleted-event = ein gelöschter Termin ({ $uid })
sync-note-changed-again = { $what } wurde während des Sendens auf dem Server erneut geändert (HTTP 412); wird beim nächsten Mal erneut versucht
sync-note-no-longer-event = { $what } ist auf dem Server kein Termin mehr ({ $why }); bleibt unverändert
sync-note-kept-on-server = { $what } bleibt nur auf dem Server: { $why }
sync-note-foreign-href = der Server nannte { $href } außerhalb dieses Kalenders: ignoriert, nie geschrieben
sync-note-repeated-uid = { $what } wiederholt die UID { $uid }: bleibt nur auf dem Server
sync-note-unlisted-but-there = fehlt in der Kalenderliste des Servers, ist aber noch da: bleibt unverändert
sync-calendar-kept-as = { $name } (nicht an { $account } gesendet)

## Passwords: the Secret Service and password commands
secret-unavailable = kein Secret Service auf dem Sitzungsbus ({ $reason }); geben Sie für das Konto stattdessen ein --password-command an
secret-missing = der Secret Service hat kein Passwort für das Konto { $account }; fügen Sie es erneut hinzu oder geben Sie ein --password-command an
secret-locked = der Schlüsselbund ist gesperrt; entsperren Sie ihn (melden Sie sich an der Arbeitsumgebung an) und gleichen Sie erneut ab
secret-no-default-keyring = der Secret Service hat keinen Standard-Schlüsselbund, in dem das Passwort gespeichert werden kann; legen Sie einen an (in „Passwörter und Verschlüsselung“) oder geben Sie ein --password-command an
secret-not-text = das im Secret Service gespeicherte Passwort ist kein Text
secret-failed = der Secret Service ist fehlgeschlagen: { $reason }
secret-item-label = Kairos-CalDAV-Konto { $account }
credential-spawn = der Passwortbefehl von { $account } konnte nicht ausgeführt werden: { $reason }
credential-failed = der Passwortbefehl von { $account } ist fehlgeschlagen ({ $status })
credential-empty = der Passwortbefehl von { $account } hat nichts ausgegeben
credential-commanded = das Passwort von { $account } kommt von seinem Passwortbefehl: ändern Sie, was der Befehl ausgibt, nicht das Passwort hier

## kairos show
cli-show-floating = { $time } (schwebend)
cli-show-days = { $n ->
    [one] 1 Tag
   *[other] { $n } Tage
}
cli-reminder-at-start = zu Beginn
cli-reminder-after-start = { $amount } nach Beginn
cli-reminder-before = { $amount } vorher
cli-reminder-at-end = am Ende
cli-reminder-after-end = { $amount } nach dem Ende
cli-reminder-before-end = { $amount } vor dem Ende
cli-reminder-at = am { $time }
cli-show-calendar-defaults = die Standard-Erinnerungen des Kalenders
cli-show-no-reminders = keine
cli-show-status = Status
cli-show-cancelled-by-organiser = vom Organisator abgesagt
cli-show-uid = uid
cli-show-calendar = Kalender
cli-show-starts = Beginn
cli-show-lasts = Dauer
cli-show-repeats = Wiederholung
cli-show-also-on = auch am
cli-show-except = außer
cli-show-cancelled = abgesagt
cli-show-moved = { $start } für { $length }
cli-show-own-title = Titel { $title }
cli-show-own-location = Ort { $location }
cli-show-own-notes = eigene Notizen
cli-show-changed = Änderung
cli-show-reminders = Erinnerungen
cli-show-location = Ort
cli-show-notes = Notizen
cli-show-sequence = Sequenz
cli-show-created = erstellt
cli-show-modified = geändert
cli-show-organizer = Organisator
cli-show-attendee = Teilnehmer
cli-show-my-answer = meine Antwort

cli-calendar-hidden = (ausgeblendet)
cli-calendar-reminds = (erinnert { $reminders })
cli-calendar-reminds-all-day = (ganztägige Termine: { $reminders })
cli-bad-all-day-reminder = --at { $value }: schreiben Sie T@HH:MM, T Tage vor dem Tag (0 = am Tag, höchstens 7) zu einer Uhrzeit, etwa 0@09:00
cli-calendar-deleted = { $count ->
    [one] Kalender „{ $name }“ und sein 1 Termin gelöscht (kairos undo bringt sie zurück)
   *[other] Kalender „{ $name }“ und seine { $count } Termine gelöscht (kairos undo bringt sie zurück)
}
cli-no-reminders = Keine Erinnerungen in den nächsten { $days } Tagen, und noch keine zugestellt.
cli-no-accounts = Keine Konten abzugleichen. Fügen Sie eines mit `kairos accounts add NAME --url URL --user USER` hinzu.

## Was ein Abgleich getan hat.

sync-pulled = { $count } geholt
sync-pushed = { $count } gesendet
sync-deleted-here = { $count } hier gelöscht
sync-deleted-on-server = { $count } auf dem Server gelöscht
sync-merged = { $count } zusammengeführt
sync-conflicts = { $count ->
    [one] 1 Konflikt als Kopie behalten
   *[other] { $count } Konflikte als Kopien behalten
}
sync-up-to-date = { $count ->
    [one] { $account }: 1 Kalender auf dem neuesten Stand
   *[other] { $account }: { $count } Kalender auf dem neuesten Stand
}
sync-changed = { $count ->
    [one] { $account }: 1 Kalender, { $changes }
   *[other] { $account }: { $count } Kalender, { $changes }
}
sync-unsent = { $count ->
    [one] { $account }: 1 Änderung konnte nicht gesendet werden: { $reasons }
   *[other] { $account }: { $count } Änderungen konnten nicht gesendet werden: { $reasons }
}
sync-calendar-added = neuer Kalender vom Server: { $name }
sync-calendar-removed = Kalender nicht mehr auf dem Server, hier entfernt: { $name }
sync-inbox-refused = Eingang für Einladungen: { $message } abgelehnt; bleibt im Eingang
sync-kept-unsent = { $count ->
    [one] nicht mehr auf dem Server; 1 noch nicht gesendeter Termin wurde in „{ $kept }“ behalten
   *[other] nicht mehr auf dem Server; { $count } noch nicht gesendete Termine wurden in „{ $kept }“ behalten
}
sync-feeds-failed = { $count ->
    [one] 1 Abonnement konnte nicht aktualisiert werden; seine Termine bleiben, wie sie waren
   *[other] { $count } Abonnements konnten nicht aktualisiert werden; ihre Termine bleiben, wie sie waren
}
sync-accounts-failed = { $count ->
    [one] { $failed } von 1 Konto wurde nicht synchronisiert; nichts ging verloren, die nächste Synchronisierung macht hier weiter
   *[other] { $failed } von { $count } Konten wurden nicht synchronisiert; nichts ging verloren, die nächste Synchronisierung macht hier weiter
}
subscription-unchanged = { $name }: unverändert
subscription-changed = { $name }: { $added } neu, { $updated } aktualisiert, { $removed } entfernt
subscription-skipped = , { $count } übersprungen

## Die Befehlszeile: `kairos accounts`.

cli-account-remove-confirm = Das Entfernen von { $name } löscht seine Kalender hier ({ $calendars }) mit ihren Terminen; der Server behält sie. Führen Sie den Befehl mit --yes erneut aus, um es zu tun
cli-password-kept = Das Passwort von { $name } bleibt im Secret Service: { $reason }
cli-token-not-revoked = Die Anmeldung von { $name } konnte beim Anbieter nicht widerrufen werden: { $reason }
cli-sign-in-open = Melden Sie { $name } im Browser an. Falls er sich nicht geöffnet hat, gehen Sie zu:
    { $url }
cli-signed-in-again = { $name } ist wieder angemeldet; die nächste Synchronisierung bezieht es ein.
cli-account-repaired = { $name } ist wieder verbunden; die nächste Synchronisierung bezieht es ein.
cli-account-removed = { $name } entfernt: { $calendars ->
    [one] 1 Kalender
   *[other] { $calendars } Kalender
} und { $events ->
    [one] 1 Termin
   *[other] { $events } Termine
} hier; der Server behält sie
cli-account-home = Konto { $name }: Kalenderverzeichnis { $home }
cli-account-run-sync = Führen Sie `kairos sync` aus, um ihre Termine zu holen.
cli-no-terminal = kein --password-command für { $name } und kein Terminal, um nach dem Passwort von { $user } zu fragen
cli-password-prompt = Passwort für { $user } ({ $name }):{" "}
cli-empty-password = ein leeres Passwort
cli-no-accounts-yet = Keine Konten. Fügen Sie eines mit `kairos accounts add NAME --url URL --user USER` hinzu.
cli-password-from-command = Passwort von seinem Befehl
cli-password-in-secret-service = Passwort im Secret Service
cli-signs-in-browser = meldet sich im Browser an (Token im Secret Service)
cli-account-line = { $name }  { $url } als { $user } ({ $source })
cli-account-addresses = Dort sind Sie { $addresses }; der Server stellt Einladungen und Antworten zu.
cli-account-addresses-no-scheduling = Dort sind Sie { $addresses }; der Server stellt keine Einladungen oder Antworten zu.
cli-account-no-addresses = Der Server nennt keine Adresse für Sie: Besprechungen nutzen die aus den Einstellungen.

## Die Befehlszeile: was an einem Argument falsch ist.

cli-bad-date-time = { $flag } „{ $text }“: erwartet wird Datum und Uhrzeit wie 1997-09-02T09:00:00 oder ein Datum wie 1997-09-02
cli-bad-zone = --tz „{ $text }“: unbekannte Zeitzone (erwartet wird ein IANA-Name wie Europe/Berlin)
cli-typed-problem = { $flag } „{ $text }“: { $problem }
cli-days-at-least-one = --days muss mindestens 1 sein
cli-daemon-no-signals = SIGTERM und SIGINT können nicht behandelt werden
cli-daemon-cannot-create = { $path } kann nicht angelegt werden
cli-daemon-cannot-open-log = das Protokoll { $path } kann nicht geöffnet werden
cli-daemon-logger-taken = es ist bereits eine Protokollierung eingerichtet
cli-invalid-arguments = ungültige Argumente
cli-bad-tz-variable = TZ=„{ $value }“ ist kein IANA-Zeitzonenname: geben Sie --tz an, etwa --tz Europe/Berlin
cli-no-system-zone = die Zeitzone des Systems ist nicht bestimmbar ({ $reason }): geben Sie --tz an oder setzen Sie TZ
cli-unknown-system-zone = die Zeitzone des Systems „{ $name }“ ist unbekannt: geben Sie --tz an oder setzen Sie TZ
cli-series-all-day = { $flag } „{ $text }“: die Serie ist ganztägig, also muss dies ein Datum sein wie 1997-09-02
cli-utc-needs-tz = --utc braucht --tz: eine schwebende Zeit ist kein Zeitpunkt
cli-to-before-from = --to { $to } liegt vor --from { $from }
cli-to-before-from-plain = --to liegt vor --from
cli-rule-has-no-end = die Regel hat kein Ende; die ersten { $count } wurden ausgegeben (mit --limit oder --to mehr)
cli-rule-exhausted = die Regel kann keine weiteren Vorkommen ergeben
cli-expected-date = { $flag } „{ $text }“: erwartet wird ein Datum wie 2026-11-23
cli-occurrence-needs-scope = --occurrence gehört zu --scope this oder --scope following
cli-scope-needs-occurrence = --scope this und following brauchen --occurrence RID (siehe agenda --json)
cli-all-day-no-zone = --tz: ein ganztägiger Termin hat keine Zeitzone
cli-nothing-to-change = nichts zu ändern: geben Sie --title, --start, --end, --duration, --tz, --rrule, --no-repeat, --location, --notes, --remind oder --calendar an
cli-empty-calendar-name = --calendar: der Kalendername ist leer
cli-no-state-dir = kein Statusordner für das Protokoll: geben Sie --log DATEI an
cli-subscribe-failed = { $name }: { $reason }; nichts wurde hinzugefügt

date-goto-month = %B
remind-cannot-lock = { $path } kann nicht gesperrt werden: { $reason }
remind-cannot-start-sync = der Abgleich im Hintergrund kann nicht starten: { $reason }
remind-cannot-watch = { $path } kann nicht auf Änderungen überwacht werden: { $reason }

window-tightened = { $path } war für andere Benutzer lesbar (Modus { $was }); jetzt nur für den Besitzer ({ $now })
editor-date-placeholder = JJJJ-MM-TT
editor-floating-keyword = schwebend

cli-preference-unknown = keine Einstellung heißt „{ $key }“; die Einstellungen sind { $keys }
cli-preference-one-value = { $key } nimmt einen Wert, nicht { $count }
cli-preference-not-language = keine Sprache, die Kairos hat ({ $languages }), und nicht system
cli-preference-not-weekday = kein Wochentag (Mon bis Sun), und nicht locale
cli-preference-not-zone = keine Zeitzone (ein IANA-Name wie Europe/Berlin), und nicht system
cli-preference-not-minutes = keine ganze Zahl von Minuten von { $min } bis { $max }
cli-preference-not-reminder = keine ganze Zahl von Minuten, und nicht none
cli-preference-not-all-day-reminder = weder T@HH:MM (Tage vor dem Tag, 0 bis 7, und eine Uhrzeit) noch none
cli-preference-not-seconds = keine ganze Zahl von Sekunden von 1 bis { $max }
cli-preference-not-one-of = nicht eines von { $words }
cli-preference-not-size = keine Größe BREITExHÖHE von { $min } bis { $max }
cli-preference-not-place = keine Position X,Y mit jedem Wert ab { $min } und unter { $max }, und nicht none
cli-preference-saved-as = (in der Datei steht „{ $text }“, gelesen als { $value })
cli-preference-about-language = Sprache (system: die der Umgebung)
cli-preference-about-first-weekday = Erster Wochentag (locale: der des Gebietsschemas)
cli-preference-about-clock = Uhr, 12 oder 24 Stunden (locale: die des Gebietsschemas)
cli-preference-about-zone = Zeitzone, in der Zeiten angezeigt werden (system: die des Systems)
cli-preference-about-event-minutes = Wie lange ein neuer Termin dauert, in Minuten
cli-preference-about-new-calendar-reminder = Minuten vor Beginn, zu denen ein neuer Kalender erinnert (none: keine Erinnerung)
cli-preference-about-new-calendar-all-day-reminder = Wann ein neuer Kalender an ganztägige Termine erinnert: T@HH:MM, T Tage vor dem Tag (0: am Tag) um HH:MM (none: keine Erinnerung)
cli-preference-about-week-numbers = Kalenderwochen neben dem Monat und im Titel der Woche
cli-preference-about-sync-interval = Sekunden zwischen zwei Abgleichen im Hintergrund
cli-preference-about-my-addresses = Wer Sie in Besprechungen lokaler Kalender und von Servern sind, die es nicht sagen
cli-preference-about-start-view = Die Ansicht, in der sich das Fenster öffnet (last: die zuletzt benutzte)
cli-preference-about-theme = Hell oder dunkel (system: wie die Arbeitsumgebung)
cli-preference-about-view = Die Ansicht, die das Fenster zuletzt zeigte
cli-preference-about-window-size = Die letzte Größe des Fensters, in Pixeln
cli-preference-about-window-position = Wo das Fenster zuletzt war (none: wo die Fensterverwaltung es hinsetzt)

## Was der Bericht einer .ics-Datei über eine Zeile sagt, die übersprungen oder
## anders gelesen wurde, als sie geschrieben ist. Zitierte Werte ($text, $value,
## $tzid) kommen mit Anführungszeichen; $error und $why sind andere Meldungen
## dieser Gruppe (oder der Wiederholungsregeln).

ical-not-a-time-type = VALUE={ $value_type } ist weder ein Datum noch ein Datum mit Uhrzeit
ical-not-a-date-time = { $text } ist kein Datum mit Uhrzeit wie 19970714T173000
ical-not-a-date-like = { $text } ist kein Datum wie 19970714
ical-not-a-date = { $text } ist kein Datum
ical-not-a-duration = { $text } ist keine Dauer wie PT1H30M
ical-too-long = { $text } ist länger als { $days } Tage, die längste Dauer, die Kairos speichert
ical-not-a-period = { $text } ist kein Zeitraum wie 19970101T180000Z/PT5H30M
ical-period-kinds = { $text }: Beginn und Ende sind von verschiedener Art
ical-period-too-long = { $text }: der Zeitraum ist länger als { $days } Tage, die längste Dauer, die Kairos speichert
ical-period-backwards = { $text }: der Zeitraum endet, bevor er beginnt
ical-mixed-kinds = ein Datum und ein Datum mit Uhrzeit gemischt
ical-zone-unknown = unbekannte Zeitzone { $tzid } (kein IANA- oder Windows-Name, und die Datei definiert sie nicht)
ical-zone-unreadable = Zeitzone { $tzid }: { $error }
ical-zone-no-match = Zeitzone { $tzid }: ihre Regeln passen um { $near } zu keiner bekannten Zone
ical-observance-missing = { $observance } ohne { $property }
ical-bad-offset = ungültiges { $property }
ical-observance-rule = RRULE in STANDARD oder DAYLIGHT: { $error }
ical-no-observance = ein VTIMEZONE ohne STANDARD oder DAYLIGHT
ical-alarm-no-trigger = kein TRIGGER
ical-alarm-absolute-not-utc = ein absoluter TRIGGER muss in UTC sein
ical-alarm-snooze-not-utc = der TRIGGER einer Schlummer-Erinnerung muss eine UTC-Zeit sein
ical-alarm-repeat-not-count = REPEAT { $value } ist keine Anzahl
ical-alarm-step-not-positive = DURATION { $value } zwischen den Wiederholungen ist nicht positiv
ical-no-value = { $text } hat kein ':' und keinen Wert
ical-no-property-name = { $text } hat keinen Eigenschaftsnamen
ical-bad-parameter = { $name }: ein fehlerhafter Parameter in { $text }
ical-no-colon = { $name }: vor dem Wert wird ':' erwartet in { $text }
ical-control-characters = { $name }: der Wert enthält Steuerzeichen
ical-orphan-continuation = eine Fortsetzungszeile, die nichts fortsetzt
ical-line-too-long = eine Zeile länger als { $mib } MiB: übersprungen
ical-bare-line = eine Zeile ohne Eigenschaftsnamen, als Teil von { $property } gelesen (Zeile { $line })
ical-windows-1252 = kein UTF-8; als Windows-1252 gelesen ({ $count ->
        [one] Zeile
       *[other] Zeilen
    } { $lines })
ical-utf16 = die Datei ist UTF-16 (sie beginnt mit einer Byte-Order-Mark); als solche gelesen
ical-never-ended-closed-by = { $component } wird nie beendet (END:{ $by } schließt es)
ical-never-ended = { $component }, begonnen in Zeile { $begun }, wird nie beendet
ical-end-without-begin = END:{ $name } ohne BEGIN:{ $name }
ical-outside-component = { $name } außerhalb jeder Komponente
ical-too-big = { $component } enthält mehr als { $mib } MiB: übersprungen
ical-not-icalendar = keine iCalendar-Datei: kein BEGIN:VCALENDAR oder BEGIN:VEVENT
ical-too-many-zones = mehr als { $max } VTIMEZONEs: der Rest übersprungen
ical-second-master = ein zweites VEVENT mit UID { $uid } und ohne RECURRENCE-ID: übersprungen
ical-second-override = eine zweite Änderung des Vorkommens { $id }: übersprungen
ical-this-and-future = RANGE=THISANDFUTURE: { $error }
ical-cut-off = VEVENT bricht vor seinem END ab
ical-no-start = VEVENT ohne DTSTART
ical-cancel-without-uid = eine Absage (METHOD:CANCEL) ohne UID: sie nennt keine Besprechung
ical-value = { $property }: { $error }
ical-rule = RRULE: { $error }
ical-rule-unsupported = RRULE: { $error }: nur das erste Vorkommen, am DTSTART, bleibt erhalten
ical-rule-before-start = RRULE: { $error }: der Termin findet einmal statt, an seinem DTSTART
ical-more-than-one-rule = mehr als eine RRULE: nur die erste wird verwendet
ical-date-left-out = { $property } { $value } übersprungen: { $error }
ical-sequence-not-number = SEQUENCE { $value } ist keine Zahl: als 0 genommen
ical-status-unknown = STATUS { $value } ist kein Terminstatus: übersprungen
ical-snooze-left-out = Schlummer-Erinnerung übersprungen: { $error }
ical-alarm-left-out = VALARM übersprungen: { $error }
ical-inside-event = { $component } innerhalb eines VEVENT übersprungen
ical-unknown-zone = { $property }: unbekannte Zeitzone { $tzid }: als schwebende Zeit gelesen (dieselbe Uhrzeit, wo immer Sie sind)
ical-end-before-start = DTEND liegt vor DTSTART: so gelesen, dass der Termin endet, wenn er beginnt
ical-end-kinds = DTEND und DTSTART sind nicht beide Daten oder beide Daten mit Uhrzeit
ical-end-too-long = DTEND liegt mehr als { $days } Tage nach DTSTART, die längste Dauer, die Kairos speichert
ical-duration-negative = DURATION ist negativ
ical-repeat-without-duration = REPEAT und DURATION gehören in einem VALARM zusammen; die Erinnerung bleibt einmal erhalten
ical-repeats-kept = REPEAT:{ $count }: die ersten { $max } Wiederholungen bleiben erhalten
ical-acknowledged-not-utc = ACKNOWLEDGED { $value } ist keine UTC-Zeit: übersprungen
ical-trigger-read-as = TRIGGER { $written } als { $read } gelesen
ical-zone-defined-from = Zeitzone { $tzid } legt ihre UTC-Abstände erst ab { $day } fest; { $zone } stimmt damit überein und gilt auch für die früheren Zeiten
ical-zone-by-location = { $why }; verwendet wird { $zone }, die Zone, die das VTIMEZONE als seinen Ort nennt
ical-own-zone = { $why }; als eigene Zeitzone der Datei behalten
ical-cannot-read = die Datei kann nicht gelesen werden: { $error }

## The file's health and its backups (store/health.rs, store/backup.rs, cli/backup.rs)

error-damaged = { $path } ist beschädigt ({ $problem }): Kairos schreibt nichts mehr hinein, bis eine Sicherung wiederhergestellt ist
error-damaged-this-file = die Kalenderdatei
error-damaged-found = eine Prüfung hat sie als beschädigt erkannt
error-damaged-backup = die neueste Sicherung ist { $backup } (Kairos schließen, dann: kairos backup restore latest)
error-damaged-no-backup = es gibt keine Sicherung davon: kopieren Sie die Datei zuerst an einen sicheren Ort
error-backup-failed = die Sicherung { $path } konnte nicht angelegt werden oder hat ihre Prüfung nicht bestanden ({ $reason }); nichts wurde geändert
error-in-use = { $path } ist geöffnet in { $by }: schließen Sie es (das Fenster; den Dienst mit: systemctl --user stop kairos-daemon) und versuchen Sie es erneut
cli-check-no-file = { $path } existiert nicht
cli-check-sound = { $path } ist in Ordnung: die vollständige Integritätsprüfung von SQLite hat keinen Fehler gefunden
cli-check-sound-quick = { $path } ist in Ordnung: die schnelle Prüfung von SQLite hat keinen Fehler gefunden (kairos check ohne --quick prüft auch jeden Index)
cli-backup-none = Noch keine Sicherungen von { $path } (kairos backup now legt eine an).
cli-backup-regular = Sicherung
cli-backup-before-upgrade = vor dem Umstieg von Schema { $version }
cli-backup-made = { $path } gesichert nach { $backup } (geprüft: in Ordnung)
cli-backup-no-such = keine Sicherung von { $path } passt zu „{ $when }“ (kairos backup list zeigt sie)
cli-backup-in-use-notifier = einem anderen Kairos-Prozess (dem Fenster oder dem Dienst)
cli-backup-in-use-sync = einem laufenden kairos sync
cli-backup-restored = { $backup } wiederhergestellt; die ersetzte Datei liegt unter { $aside }
cli-backup-compare = { $count ->
    [one] Der synchronisierte Kalender wird beim nächsten Abgleich vollständig mit seinem Server verglichen.
   *[other] { $count } synchronisierte Kalender werden beim nächsten Abgleich vollständig mit ihren Servern verglichen.
}
remind-damaged-summary = Ihre Kalenderdatei ist beschädigt
remind-damaged-body = Kairos schreibt nicht mehr in { $path } und zeigt keine Erinnerungen daraus ({ $problem }). Die neueste Sicherung ist { $backup }: schließen Sie Kairos und führen Sie „kairos backup restore latest“ aus.
remind-damaged-body-no-backup = Kairos schreibt nicht mehr in { $path } und zeigt keine Erinnerungen daraus ({ $problem }). Es gibt keine Sicherung davon: kopieren Sie die Datei zuerst an einen sicheren Ort.
cli-backup-restore-failed = Die Sicherung wurde nicht wiederhergestellt
prefs-backups = Sicherungen
prefs-backup-none = Noch keine: Kairos legt täglich eine an, solange es läuft
prefs-backup-last = Zuletzt: { $when }
prefs-backup-restore = Wiederherstellen …
prefs-backup-what-happens = Kairos schließt sich, setzt die Sicherung vom { $when } an die Stelle Ihrer Kalenderdatei (die Datei bleibt daneben erhalten) und öffnet sich wieder. Seitdem gemachte Änderungen gehen hier verloren; synchronisierte Kalender erhalten sie von ihren Servern zurück. Sicherung: { $file }
prefs-backup-restore-now = Wiederherstellen und neu öffnen
app-cannot-restore = die Wiederherstellung kann nicht starten: { $reason }

## Sync: talking to a CalDAV server. $url is an address (never with a
## password in it); $reason what the system, a library or another message
## of this group says went wrong (the system's may be English); $status an
## HTTP status (404).

dav-unreachable = { $url } ist nicht erreichbar: { $reason }
dav-timeout = { $url } hat nicht rechtzeitig geantwortet
dav-tls = TLS mit { $url } ist fehlgeschlagen: { $reason } (dem eigenen Zertifikat eines selbst betriebenen Servers oder seiner CA lässt sich mit --ca-cert vertrauen)
dav-unauthorized = { $url } hat die Anmeldung abgelehnt (HTTP { $status }): prüfen Sie Benutzername und Passwort
dav-status-missing = { $url } ist fehlgeschlagen: der Server hat unter dieser Adresse nichts (HTTP { $status } auf { $method }); prüfen Sie die Adresse des Kontos
dav-status-forbidden = { $url } ist fehlgeschlagen: der Server verbietet es (HTTP { $status } auf { $method }); prüfen Sie, ob diese Anmeldung diesen Kalender ändern darf
dav-status-unsupported = { $url } ist fehlgeschlagen: der Server unterstützt das nicht (ist die Adresse ein CalDAV-Kalender?) (HTTP { $status } auf { $method }); prüfen Sie die Adresse des Kontos
dav-status-too-large = { $url } ist fehlgeschlagen: dem Server ist es zu groß (HTTP { $status } auf { $method }); hier geht nichts verloren; wenn es anhält, wenden Sie sich an die Administration des Servers
dav-status-too-many = { $url } ist fehlgeschlagen: der Server bittet um seltenere Anfragen (HTTP { $status } auf { $method }); hier geht nichts verloren; wenn es anhält, wenden Sie sich an die Administration des Servers
dav-status-internal = { $url } ist fehlgeschlagen: der Server hatte einen internen Fehler (HTTP { $status } auf { $method }); versuchen Sie es später erneut; hier geht nichts verloren
dav-status-down = { $url } ist fehlgeschlagen: der Server oder ein vorgeschalteter Proxy ist ausgefallen oder überlastet (HTTP { $status } auf { $method }); versuchen Sie es später erneut; hier geht nichts verloren
dav-status-no-space = { $url } ist fehlgeschlagen: der Server hat keinen Speicherplatz mehr (HTTP { $status } auf { $method }); schaffen Sie Platz auf dem Server; hier geht nichts verloren
dav-status-refused = { $url } ist fehlgeschlagen: der Server hat die Anfrage abgelehnt (HTTP { $status } auf { $method }); hier geht nichts verloren; wenn es anhält, wenden Sie sich an die Administration des Servers
dav-status-failed = { $url } ist fehlgeschlagen: beim Server ist ein Fehler aufgetreten (HTTP { $status } auf { $method }); versuchen Sie es später erneut; hier geht nichts verloren
dav-precondition = { $url } wurde inzwischen auf dem Server geändert (HTTP { $status })
dav-too-large = { $url } hat mehr als { $mib } MiB gesendet
dav-bad = { $url } hat etwas gesendet, das CalDAV nicht erlaubt: { $reason }
dav-no-calendar-home = { $url } ist keine CalDAV-Adresse: weder dort noch unter ihrem /.well-known/caldav wurde ein Kalender gefunden (geben Sie die Adresse an, die Ihr Kalenderanbieter für CalDAV nennt)
dav-calendar-refused = { $url } verweigert den Zugriff auf diesen Kalender (HTTP { $status }): diese Anmeldung darf ihn nicht lesen; prüfen Sie die Adresse (nichts wurde hinzugefügt)
dav-no-calendar-there = { $url } hat unter dieser Adresse keinen Kalender (HTTP { $status }): prüfen Sie die Adresse (nichts wurde hinzugefügt)
dav-ca-cert = das CA-Zertifikat { $path } kann nicht gelesen werden: { $reason }
dav-ca-no-pem = die Datei enthält kein PEM-Zertifikat
dav-redirected = { $url } leitet zu { $to } weiter, einem anderen Schema, Host oder Port: die Anmeldung wird nicht dorthin gesendet (fügen Sie das Konto mit dieser Adresse hinzu, wenn es der richtige Server ist)
dav-too-many-calendars = { $url } führt { $count } Kalender auf, mehr als die { $max }, die ein Konto haben darf: nichts wurde geändert
dav-host-not-found = Host nicht gefunden
dav-connection-failed = Verbindung fehlgeschlagen
dav-token-refused = { $url } hat ein neues Zugriffstoken abgelehnt
dav-answer-not-utf8 = die Antwort ist kein UTF-8
dav-answer-too-many-nodes = die Antwort hat mehr als { $max } XML-Knoten
dav-answer-not-xml = die Antwort ist kein XML ({ $error })
dav-answer-not-multistatus = DAV-Multistatus erwartet, <{ $element }> erhalten
dav-answer-no-href = eine Antwort ohne href
dav-answer-bad-url = eine ungültige URL { $href }
dav-answer-bad-href = ein ungültiges href { $href }
dav-url-without-host = eine URL ohne Host
dav-no-sync-token = ein Sync-Bericht ohne sync-token
dav-sync-never-ends = der Sync-Bericht endet nie
dav-too-many-redirects = zu viele Weiterleitungen
dav-bad-method = Methode { $method }
dav-calendar-unnamed = Kalender

## Sync: why a server's certificate was not trusted (the $reason of
## dav-tls). $whose is "server" (the certificate the server showed) or
## "pinned" (that certificate, found in the file $file given with
## --ca-cert).

tls-untrusted = { $whose ->
    [pinned] das Zertifikat in { $file } ist nicht von einer vertrauenswürdigen CA signiert
   *[server] das Zertifikat des Servers ist nicht von einer vertrauenswürdigen CA signiert
}
tls-not-pinned = das Zertifikat des Servers ist nicht das aus { $file }, und keine vertrauenswürdige CA hat es signiert
tls-other-name-unknown = { $whose ->
    [pinned] das Zertifikat in { $file } gilt für einen anderen Namen als { $host }
   *[server] das Zertifikat des Servers gilt für einen anderen Namen als { $host }
}
tls-other-name = { $whose ->
    [pinned] das Zertifikat in { $file } gilt für einen anderen Namen: { $names }, nicht { $host }
   *[server] das Zertifikat des Servers gilt für einen anderen Namen: { $names }, nicht { $host }
}
tls-expired-on = { $whose ->
    [pinned] das Zertifikat in { $file } ist am { $date } abgelaufen
   *[server] das Zertifikat des Servers ist am { $date } abgelaufen
}
tls-expired = { $whose ->
    [pinned] das Zertifikat in { $file } ist abgelaufen
   *[server] das Zertifikat des Servers ist abgelaufen
}
tls-not-valid-before = { $whose ->
    [pinned] das Zertifikat in { $file } ist erst ab { $date } gültig
   *[server] das Zertifikat des Servers ist erst ab { $date } gültig
}
tls-not-valid-yet = { $whose ->
    [pinned] das Zertifikat in { $file } ist noch nicht gültig
   *[server] das Zertifikat des Servers ist noch nicht gültig
}
tls-revoked = { $whose ->
    [pinned] das Zertifikat in { $file } wurde widerrufen
   *[server] das Zertifikat des Servers wurde widerrufen
}
tls-not-for-servers = { $whose ->
    [pinned] das Zertifikat in { $file } ist nicht für einen TLS-Server bestimmt
   *[server] das Zertifikat des Servers ist nicht für einen TLS-Server bestimmt
}
tls-unreadable = { $whose ->
    [pinned] das Zertifikat in { $file } kann nicht gelesen werden
   *[server] das Zertifikat des Servers kann nicht gelesen werden
}
tls-refused = { $whose ->
    [pinned] das Zertifikat in { $file } wurde abgelehnt: { $reason }
   *[server] das Zertifikat des Servers wurde abgelehnt: { $reason }
}
tls-date-seconds = { $seconds } s nach 1970
tls-host-not-a-name = der Host ist kein Name, für den ein Zertifikat gelten kann

## Sync: signing in through the browser (OAuth 2.0, OpenID Connect).
## Addresses in quotes ($url) come with their quotes; $reason is what the
## sign-in server, the system or another message of this group says.

oauth-insecure = { $url } ist keine https-Adresse (http nur auf diesem Computer, für Tests)
oauth-bad-url = { $url } ist keine Adresse
oauth-no-client-id = keine Client-ID für { $provider }: geben Sie eine mit --client-id an (siehe README, „Google Calendar“)
oauth-listen = auf diesem Computer kann nicht auf die Antwort des Browsers gewartet werden: { $reason }
oauth-browser = es konnte kein Webbrowser geöffnet werden ({ $reason }); setzen Sie $BROWSER oder fügen Sie das Konto mit `kairos accounts add` hinzu, das die Adresse ausgibt
oauth-browser-empty = $BROWSER ist leer
oauth-timed-out = vom Browser kam nicht rechtzeitig eine Antwort ({ $seconds } s): nichts wurde gespeichert
oauth-cancelled = die Anmeldung wurde abgebrochen: nichts wurde gespeichert
oauth-declined = die Anmeldung wurde abgelehnt ({ $reason }): nichts wurde gespeichert
oauth-state-mismatch = die Antwort des Browsers gehörte nicht zu dieser Anmeldung (state stimmt nicht überein): nichts wurde gespeichert
oauth-refused = der Anmeldeserver hat abgelehnt: { $reason }
oauth-no-refresh-token = der Anmeldeserver hat kein Refresh-Token ausgegeben, daher konnte Kairos nicht angemeldet bleiben
oauth-discovery = { $issuer } ist kein OpenID-Connect-Aussteller: { $reason }
oauth-issuer-mismatch = die Antwort des Browsers kam von { $named }, nicht von { $expected } (RFC 9207): nichts wurde gespeichert
oauth-issuer-unnamed = die Antwort des Browsers kam von einem Anmeldeserver ohne Namen, nicht von { $expected } (RFC 9207): nichts wurde gespeichert
oauth-bad-id-token = das ID-Token des Anmeldeservers gehört nicht zu dieser Anmeldung ({ $reason }): nichts wurde gespeichert
oauth-not-you = die Anmeldung erfolgte als { $vouched }, nicht als { $given }: die Anmeldung wurde widerrufen und nichts wurde gespeichert
oauth-no-identity = der Anmeldeserver hat nicht mitgeteilt, wer sich angemeldet hat (keine E-Mail-Adresse in einem ID-Token, an seinem userinfo-Endpunkt oder am CalDAV-Principal), daher kann Kairos nicht feststellen, ob die Anmeldung Ihre ist: nichts wurde gespeichert (fordern Sie die Scopes `openid email` an)
oauth-discovery-status = HTTP { $status } für sein Discovery-Dokument
oauth-discovery-missing = kein { $name }
oauth-no-issuer = kein Aussteller
oauth-discovery-other-issuer = sein Dokument nennt { $named }
oauth-id-token-too-large = es ist zu groß
oauth-id-token-not-jwt = kein JWT
oauth-id-token-not-base64 = seine Claims sind kein base64url
oauth-id-token-not-json = seine Claims sind kein JSON
oauth-id-token-other-issuer = ausgestellt von { $issuer }, nicht von { $expected }
oauth-id-token-other-client = für einen anderen Client ausgestellt
oauth-id-token-expired = abgelaufen
oauth-id-token-no-expiry = ohne Ablaufzeit
oauth-userinfo-status = HTTP { $status } von seinem userinfo-Endpunkt
oauth-userinfo-too-large = seine userinfo-Antwort ist zu groß
oauth-userinfo-not-json = seine userinfo-Antwort ist kein JSON
oauth-not-a-token = eine Antwort, die kein Token ist ({ $error })
oauth-no-code = die Antwort enthielt keinen Code
oauth-revoke-status = HTTP { $status } von { $url }
oauth-bad-status = HTTP-Status { $status }
oauth-body-not-text = ein Anfrageinhalt, der kein Text ist
oauth-token-not-text = der Anmeldeserver hat ein Zugriffstoken ausgegeben, das kein Text ist
oauth-sign-in-expired = die Anmeldung von { $account } wurde widerrufen oder ist abgelaufen ({ $error }): melden Sie sich erneut an
oauth-new-sign-in-refused = der Server hat die neue Anmeldung abgelehnt (passt der Scope dafür?)
oauth-password-account = { $account } meldet sich mit einem Passwort an, nicht im Browser
oauth-page-done = Kairos ist angemeldet. Sie können diesen Tab schließen.
oauth-page-declined = Die Anmeldung wurde abgelehnt; Kairos hat nichts gespeichert. Sie können diesen Tab schließen.
oauth-page-mismatch = Diese Antwort gehörte nicht zur Anmeldung von Kairos; nichts wurde gespeichert.
oauth-page-not-here = Hier gibt es nichts.

## Sync: accounts' addresses and what a server lists. Addresses in quotes
## ($url) come with their quotes.

sync-bad-url = { $url } ist keine http(s)-URL
sync-user-in-url = geben Sie den Benutzernamen mit --user an, nicht in der URL
sync-empty-listing = { $synced ->
    [one] der Server führt in { $calendar } keine Termine auf, obwohl 1 synchronisiert wurde: nichts wurde geändert (synchronisieren Sie mit --allow-empty, wenn der Kalender absichtlich geleert wurde)
   *[other] der Server führt in { $calendar } keine Termine auf, obwohl { $synced } synchronisiert wurden: nichts wurde geändert (synchronisieren Sie mit --allow-empty, wenn der Kalender absichtlich geleert wurde)
}
sync-no-calendars = der Server führt für dieses Konto keine Kalender mehr auf: nichts wurde geändert
sync-internal-error = Kairos wurde von einem internen Fehler angehalten ({ $reason }); nichts ging verloren, die nächste Synchronisierung versucht es erneut
sync-internal-error-unknown = Kairos wurde von einem internen Fehler angehalten (unbekannt); nichts ging verloren, die nächste Synchronisierung versucht es erneut
sync-resource-too-large = größer als { $mib } MiB
sync-resource-not-icalendar = kein iCalendar (Zeile { $line }: { $problem })
sync-resource-no-event = kein Termin ({ $problems })
sync-resource-not-events = kein Termin, nur { $kinds }
sync-resource-many-events = { $count } Termine in einer Ressource

## Sync: subscribed calendars (feeds). Addresses in quotes ($url) come
## with their quotes.

feed-insecure = { $url }: ein abonnierter Kalender wird über https:// (oder webcal://) gelesen; http:// nur von diesem Computer
feed-bad = { $url } ist kein abonnierbarer Kalender: { $reason }
feed-bad-line = Zeile { $line }: { $problem }
feed-status = der Server antwortete mit { $status }

## What a screen reader hears (the accessibility tree).

a11y-window = Kairos — { $period }
date-a11y-day = %A, %-d. %B
a11y-day = { $date }, { $count ->
    [0] keine Termine
    [one] ein Termin
   *[other] { $count } Termine
}
a11y-today = Heute, { $day }
a11y-all-day = ganztägig
a11y-all-day-days = { $first } bis { $last }, ganztägig
a11y-time-range = { $start } bis { $end }
a11y-repeats = wiederholt sich
a11y-cancelled = vom Organisator abgesagt
a11y-not-answered = Einladung, nicht beantwortet
a11y-tentative = mit Vielleicht beantwortet
a11y-declined = abgelehnt
a11y-accepted = zugesagt
a11y-conflict = Konfliktkopie
a11y-month = Monat
a11y-week = Woche
a11y-agenda = Terminliste
a11y-search-results = Suchergebnisse
a11y-toolbar = Werkzeugleiste
a11y-views = Ansicht
a11y-previous = Zurück
a11y-next = Weiter
a11y-go-to = { $period }, zu einem Datum gehen
a11y-undo-what = { $what } rückgängig machen
a11y-redo-what = { $what } wiederherstellen
a11y-sidebar = Seitenleiste
a11y-mini-month = Tag wählen
a11y-details = Details
a11y-add-calendar = Kalender hinzufügen
a11y-account-settings = Konto { $account }
a11y-calendar-settings = Kalender { $calendar }
a11y-all-day-of = Ganztägig, { $day }
a11y-add-reminder = Diese Erinnerung hinzufügen
a11y-restore = { $date } wiederherstellen
a11y-remove = { $what } entfernen
a11y-add = { $what } hinzufügen
a11y-invite = { $who } einladen
a11y-uninvite = { $who } nicht mehr einladen
date-a11y-weekday = %A
a11y-free-hour = { $start } bis { $end }, frei
a11y-year-earlier = Vorheriges Jahr, { $year }
a11y-year-later = Nächstes Jahr, { $year }
a11y-file = Datei
