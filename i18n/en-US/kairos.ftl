## Words many places share.

action-cancel = Cancel
action-save = Save
action-add = Add
action-delete = Delete
action-accept = Accept
action-maybe = Maybe
action-decline = Decline
action-remove = Remove
action-edit = Edit
action-undo = Undo
action-close = Close
action-today = Today
action-open = Open

## Reminder notifications.

reminder-action-snooze = Snooze
reminder-action-dismiss = Dismiss
reminder-action-open = Open
reminder-missed = Missed reminder (was due { $when })
reminders-missed = { $count ->
    [one] 1 missed reminder
   *[other] { $count } missed reminders
}
reminders-and-more = and { $count } more
invitation-summary = Invitation: { $title }
invitation-from = { $organizer } invites you
invitation-no-organizer = You are invited
invitations-new = { $count ->
    [one] 1 new invitation
   *[other] { $count } new invitations
}

## Lists inside sentences: "Monday, Wednesday and Friday".

# Put between all but the last two items of a list.
list-separator = {", "}
list-and = { $first } and { $last }
list-or = { $first } or { $last }

## Recurrence rules in words, as the details panel and the editor show them.
## rule-ordinal and rule-weekday are shown only inside other messages
## ({ rule-ordinal } takes the $nth of the message it is used in): a language
## whose ordinals agree with their noun may spell them in each message instead.

# An ordinal: $nth is 1 to 53, or -1 to -5 counted from the end.
rule-ordinal = { $nth ->
    [1] first
    [2] second
    [3] third
    [4] fourth
    [5] fifth
    [21] 21st
    [22] 22nd
    [23] 23rd
    [31] 31st
    [32] 32nd
    [33] 33rd
    [41] 41st
    [42] 42nd
    [43] 43rd
    [51] 51st
    [52] 52nd
    [53] 53rd
    [-1] last
    [-2] second-to-last
    [-3] third-to-last
    [-4] fourth-to-last
    [-5] fifth-to-last
   *[other] { $nth }th
}
# A weekday in a sentence; $day is mon, tue, wed, thu, fri, sat or sun.
rule-weekday = { $day ->
    [mon] Monday
    [tue] Tuesday
    [wed] Wednesday
    [thu] Thursday
    [fri] Friday
    [sat] Saturday
   *[sun] Sunday
}
rule-custom = Repeats on a custom schedule
rule-every-day = { $count ->
    [one] Every day
   *[other] Every { $count } days
}
rule-every-week = { $count ->
    [one] Every week
   *[other] Every { $count } weeks
}
rule-every-month = { $count ->
    [one] Every month
   *[other] Every { $count } months
}
rule-every-year = { $count ->
    [one] Every year
   *[other] Every { $count } years
}
# $rule is the rule so far ("Every week on Monday"); $count how many times in all.
rule-count = { $count ->
    [one] { $rule }, once
   *[other] { $rule }, { $count } times
}
# $rule is the rule so far; $date its last day (the pattern date-rule-until).
rule-until = { $rule } until { $date }
date-rule-until = %b %-d, %Y
# A month's name inside a sentence ("in January").
date-month-name = %B
# $rule is the rule so far; $months a list of month names.
rule-in-months = { $rule } in { $months }
rule-every-weekday = Every weekday
# Every day, but only on these ($days, a list of weekdays): "Every Monday and Wednesday".
rule-daily-on = Every { $days }
# $every is "Every week" or "Every 2 weeks"; $days a list of weekdays.
rule-weekly-on = { $every } on { $days }
rule-weekly-every-day = { $every } on every day
# $every is "Every month" or "Every 3 months"; $day a day of the month (15).
rule-monthly-on-day = { $every } on day { $day }
# $days is a list of days ("day 1 and day 15", "the second Monday").
rule-monthly-on = { $every } on { $days }
rule-monthly-every-weekday = { $every } on every weekday
rule-monthly-every-day = { $every } on every day
# $days is a list of weekdays: "Every month on every Monday and Friday".
rule-monthly-on-every = { $every } on every { $days }
# "the second Monday": $nth an ordinal number (see rule-ordinal), $day a weekday key (mon … sun).
rule-nth-weekday = the { rule-ordinal } { rule-weekday }
# The nth of the weekdays Monday to Friday in a month: "the last weekday".
rule-setpos-weekday = the { rule-ordinal } weekday
rule-setpos-weekend-day = the { rule-ordinal } weekend day
rule-setpos-day = the { rule-ordinal } day
# "the first of Monday or Tuesday"; $days is a list joined with list-or.
rule-setpos-of = the { rule-ordinal } of { $days }
# A day counted from the start of a month or year: "day 15".
rule-day = day { $day }
# A day counted from the end ($nth is -1 to -5): "the last day".
rule-nth-day = the { rule-ordinal } day
# A week of the year: "week 20".
rule-week = week { $week }
# A week counted from the end of the year ($nth is -1 to -5).
rule-nth-week = the { rule-ordinal } week
# $every is "Every year"; $weeks a list of weeks; $days a list of weekdays.
rule-yearly-weeks = { $every } in { $weeks } on { $days }
# $days is a list of days of the year ("day 1 and the last day").
rule-yearly-days = { $every } on { $days } of the year
# "Every year on November 21": $month a month's name, $day a day of the month.
rule-yearly-on-date = { $every } on { $month } { $day }
# "Every year on day 1 of January and July".
rule-yearly-on-day-of = { $every } on day { $day } of { $months }
# $days is a list ("day 1 and day 15", "the fourth Thursday"); $months a list of months.
rule-yearly-on-of = { $every } on { $days } of { $months }
# $days is a list of weekdays: "Every year on every Monday in January".
rule-yearly-every-in = { $every } on every { $days } in { $months }

## Reminders in words.

reminder-at-start = At the start
reminder-at-end = At the end
# $amount is a length of time ("10 minutes").
reminder-before-start = { $amount } before
reminder-after-start = { $amount } after start
reminder-before-end = { $amount } before the end
reminder-after-end = { $amount } after the end
# An all-day event's reminder: $time is a time of day (09:00).
reminder-all-day-on-the-day = On the day at { $time }
reminder-all-day-days-before = { $days ->
    [one] 1 day before at { $time }
   *[other] { $days } days before at { $time }
}
# A reminder at a fixed time: $date (pattern date-reminder-on) and $time (09:00).
reminder-on = On { $date } at { $time }
date-reminder-on = %b %-d, %Y

## Lengths of time.

amount-weeks = { $count ->
    [one] 1 week
   *[other] { $count } weeks
}
amount-days = { $count ->
    [one] 1 day
   *[other] { $count } days
}
amount-hours = { $count ->
    [one] 1 hour
   *[other] { $count } hours
}
amount-minutes = { $count ->
    [one] 1 minute
   *[other] { $count } minutes
}
amount-seconds = { $count ->
    [one] 1 second
   *[other] { $count } seconds
}

## An event's time in the details panel.

# A day an event happens on.
date-event-day = %A, %b %-d, %Y
# $date is the day (date-event-day).
event-time-all-day = { $date }, all day
# An all-day event over several days: $first and $last are days.
event-time-days = { $first } – { $last }
# $start and $end are times of day (09:00).
event-time-one-day = { $date }, { $start } – { $end }
event-time-across-days = { $start_date }, { $start } – { $end_date }, { $end }

## Views and their titles.

view-month = Month
view-week = Week
view-agenda = Agenda
# The month view's title: "November 2026".
date-title-month = %B %Y
# A week's title is "first – last"; its first day with the year when the
# week spans two years ("Dec 28, 2026 – Jan 3, 2027").
date-title-week-first-full = %b %-d, %Y
# Its first day otherwise ("Nov 30 – Dec 6, 2026").
date-title-week-first = %b %-d
date-title-week-last = %b %-d, %Y
# Its last day when both days are in one month ("Nov 23 – 29, 2026").
date-title-week-last-same-month = %-d, %Y
title-week = { $first } – { $last }
# The agenda's title: "From Sat, Nov 21, 2026".
title-agenda = From { $date }
date-title-agenda = %a, %b %-d, %Y

## The agenda.

agenda-today = Today
agenda-tomorrow = Tomorrow
agenda-yesterday = Yesterday
# A day in this year: "Monday, November 23".
date-agenda-day = %A, %B %-d
date-agenda-day-year = %A, %B %-d, %Y
agenda-all-day = All day
# $start and $end are times of day.
agenda-time-range = { $start } – { $end }
# An event that began the day before: "Until 06:00".
agenda-from = From { $time }
agenda-until = Until { $time }

## Dates in lists, reminders and notifications.

# A date with its year: "Nov 23, 2026". One style for every date in
# American English: month, day, year.
date-long = %b %-d, %Y
# A day near today: "Mon, Nov 23"; in another year "Fri, Jan 1, 2027".
date-day = %a, %b %-d
date-day-year = %a, %b %-d, %Y
# A day and a time: "Mon, Nov 23, 19:00".
day-and-time = { $date }, { $time }

## What undo and redo would change, after "Undone:" or "Undo". $title is an
## event's title; $when a day and time ("Mon, Nov 23, 09:00").

journal-create = create “{ $title }”
journal-edit = edit “{ $title }”
journal-edit-only = edit “{ $title }” on { $when }
journal-edit-from = edit “{ $title }” from { $when } on
journal-delete = delete “{ $title }”
journal-delete-only = delete “{ $title }” on { $when }
journal-delete-from = delete “{ $title }” from { $when } on
# $name is a calendar's name; $count how many events it had.
journal-delete-calendar = { $count ->
    [one] delete calendar “{ $name }” (1 event)
   *[other] delete calendar “{ $name }” ({ $count } events)
}
# $files is a list of file names.
journal-import = import { $files }
# After a sync conflict was settled.
journal-keep-this = keep this version of “{ $title }”
journal-keep-servers = keep the server's version of “{ $title }”
journal-keep-both = keep both versions of “{ $title }”

## Reminder notifications' text.

# The day of an event in a notification: "Mon, Nov 23".
date-notification-day = %a, %b %-d
# When a missed reminder was due: $date (date-notification-day), $time (09:00).
notification-due = { $date }, { $time }
# $date is a day (date-notification-day).
notification-all-day = { $date }, all day
# $start and $end are times of day.
notification-time = { $date }, { $start }–{ $end }
# One line of the missed-reminders summary: an event's title and when it is.
notification-missed-line = { $title } — { $when }

## Errors the store refuses input with; shown in the window and the CLI.

error-empty-title = the title is empty
error-end-before-start = the end is before the start
# $reason says what is wrong with the rule (in English, from the parser).
error-bad-rule = invalid RRULE: { $reason }
error-not-recurring = event { $uid } does not repeat: edit or delete it with scope all
error-rule-for-one-occurrence = the repetition can only change for the whole series or this and following events
error-mixed-kinds = an all-day event's start and its recurrence dates must be dates
error-empty-calendar-name = the calendar name is empty
error-bad-color = color "{ $color }": expected #rrggbb
error-duplicate-uid = an event with uid { $uid } already exists
error-last-calendar = "{ $name }" is the only calendar: add another one before deleting it
error-too-long = a length or a reminder is longer than 366,000 days (about 1,000 years), the longest Kairos keeps
error-unknown-event = no event with uid { $uid }
error-unknown-occurrence = event { $uid } has no occurrence { $recurrence_id }
error-not-invited = none of my addresses ({ $addresses }) is among the attendees of { $uid }; set yours in Preferences
error-meeting-cancelled = “{ $title }” was cancelled by the organiser: there is nothing to answer
error-not-organizer = “{ $title }” is organised by { $organizer }: only they can change its time, title, place or guests (your answer, reminders and notes are yours)
error-unknown-calendar = no calendar named "{ $name }"
error-duplicate-calendar = a calendar named "{ $name }" already exists
error-synced-calendar = calendar "{ $name }" comes from account "{ $account }": delete it on the server, or remove the account
error-read-only-calendar = "{ $name }" is a subscription: its events come from its feed and cannot be changed here
error-not-a-conflict = "{ $uid }" is not a conflict copy
error-unknown-account = no account named "{ $name }"
error-duplicate-account = an account named "{ $name }" already exists
# $action is "undo" or "redo"; $label what the edit was (in English, as stored).
error-journal-conflict = cannot { $action ->
    [undo] undo
   *[other] redo
} "{ $label }": its events were changed since, by another edit
# $found and $known are schema version numbers.
error-newer-schema = { $path } was written by a newer Kairos (schema version { $found }; this one knows up to { $known }); it was left untouched
error-not-a-database = { $path } is not a Kairos database: { $reason }
error-no-data-dir = no data directory: set KAIROS_DB or pass --db
error-create-dir = cannot create { $path }: { $reason }; check that the folder it goes in exists and is writable by you
error-permissions = cannot make { $path } owner-only: { $reason }; make it yours (chown) or move it away
error-corrupt = the database holds a value Kairos cannot read: { $reason }
error-database = the calendar database failed: { $reason }
error-file-damaged = { $path } is damaged ({ $reason }): restore it from a backup, or move it away and Kairos starts a new one
error-file-cannot-open = cannot open { $path } ({ $reason }): check that it and its folder exist and are writable by you (not on a read-only disk)
error-file-read-only = { $path } is read-only: make it and its folder writable by you
error-file-full = the disk holding { $path } is full: free some space and try again
error-file-locked = { $path } is locked by another program: close that program and try again

## Importing and exporting .ics files: the report.

# The first line of a file's report; $name is the file.
import-file-counts = { $name }: { $added } added, { $updated } updated, { $unchanged } unchanged, { $skipped } skipped
# Follows import-file-counts when the import was only a check. Mind the leading space.
import-dry-run = {" "}(dry run: nothing written)
# The word in front of each line of the report.
import-row-added = added
import-row-updated = updated
import-row-unchanged = unchanged
import-row-skipped = skipped
import-row-cancelled = cancelled
import-cancel-not-here = cancels a meeting that is not in the calendar: nothing to cancel
import-in-subscription = already in { $calendar } (a subscription): its events are the feed's to change
import-cancel-not-a-meeting = cancels an event that is no meeting here: not taken
import-row-note = note
import-row-ignored = ignored
import-no-title = (no title)
# Components in a file that are not events: $count of $component (VTODO, VJOURNAL).
import-not-events = { $count } { $component } (not events)
import-more-rows = { $count ->
    [one] … and 1 more line, not listed (the counts above include it)
   *[other] … and { $count } more lines, not listed (the counts above include them)
}
# After the first problem of a file. Mind the leading space.
import-more-problems = { $count ->
    [one] {" "}(and 1 more problem)
   *[other] {" "}(and { $count } more problems)
}
import-cannot-read = { $name }: cannot read: { $reason }
import-cannot-write = cannot write { $path }: { $reason }

## Accounts and subscriptions (the account dialog).

account-error-password = The server refused the password.
account-error-sign-in = The sign-in has expired or was revoked: sign in again.
# $detail is what the system said, in English.
account-error-certificate = Certificate not trusted: { $detail }
account-error-offline = Cannot reach the server: { $detail }
account-why-refused = nothing answers at the server’s address (is the server running?).
account-why-timed-out = the server took too long to answer.
account-why-unknown-name = the server’s name is not known (check the address, or the network).
account-why-no-network = this computer is not connected to a network.
account-why-dropped = the connection dropped before the server answered.
# Buttons that fix a sync problem.
account-fix-password = Re-enter the password…
account-fix-sign-in = Sign in again…
account-google-title = Add a Google account
account-google-intro = Kairos opens your browser to sign in to Google: your password is typed there, never here.
account-google-address = Google address
account-google-own-client = This build of Kairos has no Google client id: give your own (a “Desktop app” client from the Google Cloud console; see the README, “Google Calendar”).
account-client-id = Client id
account-client-secret = Client secret
account-sign-in = Sign in…
account-add-google = Google account…
account-waiting-browser = Waiting for you to sign in in the browser…
account-sign-in-address = If no browser opened, open this address in one:
account-copy-address = Copy
account-address-copied = Copied
# $reason is the program and what the system said, in English.
account-browser-not-opened = The browser could not be opened ({ $reason }). Open the address below in a browser yourself: Kairos is still waiting for the sign-in.
account-signs-in-browser = Signs in through the browser; its token is in the Secret Service.
account-missing-google-address = Fill in the Google address, like you@gmail.com.
account-missing-client-id = Fill in a Google client id: this build has none of its own.
app-signed-in-again = “{ $name }” is signed in again.
account-fix-certificate = Trust a CA file…
account-missing-account-name = Fill in a name for the account, like Work.
account-missing-server = Fill in the server's address.
account-missing-user = Fill in the user name.
account-missing-password = Fill in the password, or a command that prints it.
account-missing-calendar-name = Fill in a name for the calendar, like Holidays.
account-missing-feed = Fill in the calendar's address (https:// or webcal://).
account-missing-repair = Enter the new password, or the CA file to trust.
account-add-title = Add an account
account-add-intro = Nextcloud, Fastmail, iCloud, Radicale… Its calendars appear here and stay in step both ways.
account-name = Name
# A placeholder: an example of an account's name.
account-name-example = Work
account-server = Server
account-user = User
account-password = Password (kept in the desktop's keyring)
account-password-command-field = Or a command that prints the password (needed where there is no keyring)
account-ca-optional = CA certificate to trust (optional, for a self-hosted server)
account-ca-example = /path/to/ca.pem
account-subscribe-title = Subscribe to a calendar
account-subscribe-intro = Holidays, a team's published calendar, sports fixtures: a read-only calendar, refreshed with every sync.
# A placeholder: an example of a subscribed calendar's name.
account-feed-name-example = Holidays
account-feed-address = Address
account-feed-address-example = https://… or webcal://…
account-subscribe = Subscribe
# An account's server and user: "https://dav.example.com/ as ana".
account-url-as-user = { $url } as { $user }
account-calendars-here = { $count ->
    [one] 1 calendar here
   *[other] { $count } calendars here
}
account-password-command = Its password comes from a command (set with kairos accounts).
account-new-password = New password
account-ca-pem = CA certificate to trust (PEM file)
account-checking = Asking the server…
account-remove-account = Remove account…
account-remove-question = Remove “{ $name }”?
account-remove-explained = Its calendars and their events go from this computer. The server keeps them: adding the account again brings them back.
account-keep = Keep it

## The calendar dialog.

calendar-error-no-name = Give the calendar a name.
calendar-error-not-a-color = “{ $color }” is not a color: write it as #rrggbb, like #3584e4.
calendar-new-title = New calendar
calendar-title = Calendar
calendar-no-reminders = New events get no reminder.
calendar-add-reminder = Add a reminder
calendar-unsubscribe = Unsubscribe…
calendar-delete = Delete calendar…
calendar-name = Name
calendar-name-examples = Work, Family, Sports…
calendar-color = Color
calendar-default-reminders = Default reminders for new events
calendar-all-day-reminders = Default reminders for new all-day events
calendar-from-account = This calendar comes from the account “{ $account }”: delete it on the server, or remove the account.
calendar-unsubscribe-question = Unsubscribe from “{ $name }”?
# $count is how many events the calendar holds.
calendar-unsubscribe-explained = { $count ->
    [0] It holds no events.
    [one] Its 1 event goes with it.
   *[other] Its { $count } events go with it.
} Subscribing again brings them back.
calendar-delete-question = Delete “{ $name }”?
calendar-delete-explained = { $count ->
    [0] It holds no events.
    [one] Its 1 event goes with it.
   *[other] Its { $count } events go with it.
} Undo brings everything back.
calendar-keep = Keep it

## Go to a date.

goto-title = Go to a date

## Which occurrences of a repeating event an edit is for.

prompt-delete-question = Delete “{ $title }”?
prompt-save-question = Save changes to “{ $title }”?
prompt-move-question = Move “{ $title }”?
prompt-repeating = This is a repeating event.
prompt-repeating-series = This is a repeating event. Its repetition, reminders and calendar belong to the series.
prompt-only-this = Only this event
prompt-following = This and following events
prompt-all = All events

## The quick new-event popover.

quick-title = New event
quick-discard-question = Discard “{ $title }”?
quick-discard-explained = The new event has not been saved.
quick-title-placeholder = Title
quick-more-options = More options…

## Search results.

# $text is what was searched for; $first and $last are dates.
search-none = No events match “{ $text }” between { $first } and { $last }.
search-first-matches = The first { $count } matches for “{ $text }” — type more to narrow the search
search-matches = { $count ->
    [one] 1 match for “{ $text }”
   *[other] { $count } matches for “{ $text }”
}
search-past = Past
search-every-occurrence = Repeats — show all
search-each-series-once = Show each series once

## Import and export dialogs.

transfer-error-no-file = Choose a file to import
transfer-error-no-calendar = Choose the calendar to import into
transfer-error-no-destination = Choose where to save the file
transfer-error-range-incomplete = The range needs both days, as YYYY-MM-DD
transfer-error-range-backwards = The range ends before it starts
transfer-import-title = Import events
transfer-import = Import
transfer-export-title = Export events
transfer-export = Export
transfer-all-calendars = All calendars
transfer-path-example = /path/to/calendar.ics
transfer-browse = Browse…
# "Import into" a calendar.
transfer-into = Into
transfer-calendar = Calendar
transfer-days = Days
transfer-from-example = from YYYY-MM-DD
transfer-to-example = to YYYY-MM-DD
transfer-days-empty = (empty: everything)
transfer-check = Check
transfer-why-check-first = Check the file first: Import adds what Check shows.
transfer-why-check-again = Changed since the check: check again.
# What a check found in one file: $file its name, $events how many events, then counts.
transfer-report-summary = { $file } — { $events ->
    [one] 1 event
   *[other] { $events } events
}: { $added } to add, { $updated } to update, { $unchanged } unchanged, { $skipped } skipped
# The word in front of each line of the check's report.
transfer-row-update = Update
transfer-row-unchanged = Unchanged
transfer-row-skip = Skip
transfer-row-note = Note
transfer-row-ignore = Ignore
# $why is a reason (in English, from the file reader); $line a line of the file.
transfer-row-why-at-line = { $why } (line { $line })
transfer-row-line = line { $line }
transfer-dry-run = Nothing is written until you import.

## The event editor.

editor-edit-title = Edit event
editor-new-title = New event
editor-title-placeholder = Title
editor-location = Location
editor-organised-by = Organised by { $organizer }: only they can change its time, title, place or guests. Your reminders and notes are yours.
editor-location-placeholder = Add a place
editor-guests = Guests
editor-guests-placeholder = Invite by address
editor-invite = Invite
editor-not-an-address = “{ $text }” is not an address (like name@example.org)
editor-guests-organizer = You organise it: the guests are invited when it is saved.
editor-calendar = Calendar
editor-all-day = All day
editor-starts = Starts
editor-ends = Ends
editor-notes = Notes
editor-discard-title = Discard changes?
editor-discard-explained = What you changed in this event will be lost.
editor-keep-editing = Keep editing
editor-discard = Discard
# How a repetition ends, in a drop-down.
editor-never-ends = Never ends
editor-ends-on = Ends on
editor-ends-after = Ends after
# After "Ends after" and a number typed in a field.
editor-times = { $count ->
    [one] time
   *[other] times
}
editor-floating = Floating (same clock time in every zone)
editor-search-zones = Search time zones
editor-floating-choice = Floating (no time zone)
editor-time-zone = Time zone
editor-your-time = { $start } – { $end } your time ({ $zone })
editor-your-time-day = { $date }, { $start } – { $end } your time ({ $zone })
# "Every [2] weeks": before a number typed in a field.
editor-every = Every
# After "Every" and the number; $count is that number.
editor-every-days = { $count ->
    [one] day
   *[other] days
}
editor-every-weeks = { $count ->
    [one] week
   *[other] weeks
}
editor-every-months = { $count ->
    [one] month
   *[other] months
}
editor-every-years = { $count ->
    [one] year
   *[other] years
}
# The weekday toggles of a weekly repetition: two letters each.
editor-weekday-toggle = { $day ->
    [mon] Mo
    [tue] Tu
    [wed] We
    [thu] Th
    [fri] Fr
    [sat] Sa
   *[sun] Su
}
editor-advanced-rule = Advanced: the rule as RFC 5545 writes it (RRULE)
editor-repeat = Repeat
editor-removed-dates = Removed dates — tick to bring back
# A removed date of a repeating event.
date-editor-removed = %a, %b %-d, %Y
editor-exceptions = Exceptions
# Which default reminders an event without its own takes: $reminders is a list ("10 minutes before, 1 hour before").
editor-calendar-reminders-are = The calendar's: { $reminders }
editor-calendar-reminders-none = The calendar's: none
editor-no-reminders = No reminders
editor-use-defaults = Use calendar defaults
editor-reminders = Reminders
# Buttons that add a reminder: at the start, a day, an hour, or $count minutes before.
editor-preset-at-start = At start
editor-preset-day = 1 day
editor-preset-hour = 1 h
editor-preset-minutes = { $count } min
# A reminder's unit, after a number typed in a field.
editor-unit-minutes-before = minutes before
editor-unit-hours-before = hours before
editor-unit-days-before = days before
editor-unit-minutes-after = minutes after start
editor-unit-hours-after = hours after start

## Grids.

# The months' short names, as `%b` writes them in dates (twelve, space-separated).
months-short = Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec
# A weekday's short name, over the month grid's columns.
date-weekday-short = %a
# A day over the week grid's columns: "Mon 23".
date-week-heading = %a %-d
# More events in a month cell than it shows.
month-more = +{ $count } more
week-more = +{ $count }
week-more-hint = { $count ->
    [one] 1 more event at these hours, not drawn for lack of room — click to list the day
   *[other] { $count } more events at these hours, not drawn for lack of room — click to list the day
}
week-all-day-more-hint = { $count ->
    [one] 1 more all-day event on this day, not drawn for lack of room — click to list the day
   *[other] { $count } more all-day events on this day, not drawn for lack of room — click to list the day
}

## Preferences.

prefs-title = Preferences
prefs-language = Language
# The language the environment asks for; $language is its name ("Deutsch").
prefs-language-system = System ({ $language })
prefs-first-weekday = First day of the week
prefs-clock = Clock
prefs-open-in = Open in
prefs-time-zone = Time zone
prefs-zone-placeholder = Type a city to change it
prefs-no-zone-matches = No zone has that name; try a city such as “Berlin” or “New York”
prefs-my-addresses = My addresses
prefs-my-addresses-placeholder = me@example.org, me@work.example
prefs-my-addresses-hint = Who you are in meetings of local calendars and of servers that do not say
prefs-not-an-address = Not an address: { $text }
prefs-event-length = New events last
prefs-new-calendar-reminder = New calendars remind
prefs-new-calendar-all-day-reminder = New calendars remind all-day events
prefs-week-numbers = Week numbers
prefs-appearance = Appearance
prefs-theme-system = System
prefs-theme-light = Light
prefs-theme-dark = Dark
# $day is a weekday's name (prefs-weekday).
prefs-locale-weekday = The locale's ({ $day })
prefs-weekday = { $day ->
    [mon] Monday
    [tue] Tuesday
    [wed] Wednesday
    [thu] Thursday
    [fri] Friday
    [sat] Saturday
   *[sun] Sunday
}
prefs-clock-12 = 12-hour (9:00 PM)
prefs-clock-24 = 24-hour (21:00)
# $clock is prefs-clock-12 or prefs-clock-24.
prefs-locale-clock = The locale's, { $clock }
prefs-last-view = The last one used
# $zone is a time zone's name (Europe/Berlin).
prefs-system-zone = The system's ({ $zone })
prefs-hours = { $count ->
    [one] 1 hour
   *[other] { $count } hours
}
prefs-hours-minutes = { $hours } h { $minutes } min
prefs-minutes = { $count ->
    [one] 1 minute
   *[other] { $count } minutes
}
prefs-no-reminder = No reminder

## The sidebar.

date-sidebar-synced = %b %-d
sidebar-calendars = Calendars
sidebar-subscriptions = Subscriptions
sidebar-new-event = New event
sidebar-import = Import…
sidebar-export = Export…
sidebar-add-account = Add account…
sidebar-subscribe = Subscribe…
sidebar-preferences = Preferences
sidebar-sync-now = Sync now
# $spinner is a moving character.
sidebar-syncing = { $spinner } Syncing…
# $when is sidebar-just-now, sidebar-minutes-ago, sidebar-at-time or sidebar-on-date.
sidebar-synced = Synced { $when }
sidebar-not-synced = Not synced yet
sidebar-changes-to-send = { $count ->
    [one] 1 change to send
   *[other] { $count } changes to send
}
sidebar-conflicts = { $count ->
    [one] ⚠ 1 conflict to settle
   *[other] ⚠ { $count } conflicts to settle
}
sidebar-just-now = just now
sidebar-minutes-ago = { $count } min ago
sidebar-at-time = at { $time }
# $date uses date-sidebar-synced.
sidebar-on-date = on { $date }

## An event's details.

details-when = When
details-repeats = Repeats
details-reminders = Reminders
details-no-reminders = None
details-location = Location
details-notes = Notes
# $calendar is the subscribed calendar's name.
details-from-subscription = From the subscription “{ $calendar }”: it changes with its feed, not here.
details-cancelled = Cancelled by the organiser
details-remove-cancelled = Remove from my calendar
details-organiser = Organiser
details-guests = Guests
details-your-answer = Your answer
details-only-this-occurrence = Only this occurrence
details-organisers-meeting = Its time, title, place and guests are the organiser’s: your answer, reminders and notes are yours.
details-not-delivered = This calendar does not send invitations or answers: its server does no CalDAV scheduling.
details-email-answer = E-mail my answer…
meeting-accepted = accepted
meeting-tentative = maybe
meeting-declined = declined
meeting-delegated = passed on
meeting-not-answered = not answered yet
meeting-optional = optional
meeting-for-information = for information
meeting-organiser = organiser
meeting-you = you
meeting-not-delivered = could not be delivered
details-conflict = ⚠ Conflict
details-conflict-explained = This event was changed here and on another device at once. This is this computer's version; the event beside it is the server's.
details-keep-this = Keep this
details-keep-servers = Keep the server's
details-keep-both = Keep both
details-differs = Differs in { $parts }.
details-has-copy = This event was changed here and on another device at once. This is the server’s version; this computer’s was kept as a copy, where you choose which to keep.
details-show-copy = Show the copy
details-part-title = the title
details-part-time = the time
details-part-place = the place
details-part-notes = the notes
details-part-repeat = the repetition
details-part-reminders = the reminders
details-nothing-on-day = Nothing on this day.

## The header.

header-redo = Redo
header-search = Search events
# The week view's title with week numbers on: $number the week, $title the days.
header-week-title = Week { $number } · { $title }

## The agenda view when empty.

agenda-nothing-to-show = Nothing to show
agenda-nothing-planned = Nothing planned in these days.

## The window's title.

# The window's title while a dialog is open; $dialog is the dialog's title.
title-dialog = { $dialog } — Kairos
title-app = Kairos
title-search = Search “{ $text }”
title-which-events = Which events?
title-delete-calendar = Delete calendar?
title-remove-account = Remove account?
title-account = Account

## The window's messages: toasts and errors. $reason says what went wrong
## (from a lower layer; may be English).

app-cannot-read-account = Cannot read the account: { $reason }
app-subscribed-events = { $count ->
    [one] Subscribed to “{ $name }”: 1 event
   *[other] Subscribed to “{ $name }”: { $count } events
}
app-subscribed = Subscribed to “{ $name }”
app-account-removed = Removed “{ $name }” from this computer
app-cannot-remove = Cannot remove { $name }: { $reason }
app-account-exists = There is already an account called “{ $name }”
app-cannot-read-file = Cannot read { $path }: { $reason }
app-no-calendars = { $url } has no calendars with events for { $user }
app-cannot-keep-password = cannot keep the password: { $reason }. Without a keyring, give a command that prints the password instead (such as pass show calendar), or unlock the keyring and try again.
app-account-added = { $count ->
    [one] Added “{ $name }”: 1 calendar
   *[other] Added “{ $name }”: { $count } calendars
}
app-connected-again = “{ $name }” is connected again
app-server-went-wrong = Something went wrong while asking the server; try again.
app-no-calendar = There is no calendar to add to: create one with `kairos calendars add NAME`
app-cannot-open-event = Cannot open the event: { $reason }
app-created = “{ $title }” created
app-cannot-create = Cannot create “{ $title }”: { $reason }
# $name is a file's name.
app-imported = { $count ->
    [one] Imported 1 event from { $name }
   *[other] Imported { $count } events from { $name }
}
app-exported = { $count ->
    [one] Exported 1 event to { $path }
   *[other] Exported { $count } events to { $path }
}
app-cannot-change = Cannot change { $name }: { $reason }
app-cannot-show-event = Cannot show the event: { $reason }
app-kept-this = Kept this computer's version
app-kept-servers = Kept the server's version
app-kept-both = Kept both versions
app-cannot-settle = Cannot settle the conflict: { $reason }
app-answered = { $answer ->
    [accepted] Accepted “{ $title }”
    [tentative] Answered maybe to “{ $title }”
   *[declined] Declined “{ $title }”
}
app-cannot-answer = Cannot answer: { $reason }
app-mail-opened = Your answer to “{ $title }” is attached to a new mail to { $organizer }: send it from your mail program.
app-cannot-mail = Cannot e-mail your answer: { $reason }
app-deleted = “{ $title }” deleted
app-cannot-delete = Cannot delete “{ $title }”: { $reason }
app-saved = “{ $title }” saved
app-cannot-save = Cannot save “{ $title }”: { $reason }
# A schedule inbox held messages from someone who may not change what they name; $first is the first, with its sender and why.
app-inbox-refused = { $count ->
    [one] A message in your schedule inbox was refused: { $first }
   *[other] { $count } messages in your schedule inbox were refused, the first: { $first }
}
# $what is what was undone, in words (journal-…).
app-conflict-kept = An event changed here and on the server at once: both versions were kept. Settle it from the sidebar.
app-undone = Undone: { $what }
app-redone = Redone: { $what }
app-nothing-to-undo = Nothing to undo
app-nothing-to-redo = Nothing to redo
app-cannot-move = Cannot move the event: { $reason }
app-drag-held = “{ $title }” is the organiser’s meeting: it does not move here.
app-cannot-read-calendar = Cannot read { $name }: { $reason }
app-unsubscribed = Unsubscribed from “{ $name }”
app-calendar-deleted = { $count ->
    [one] Deleted “{ $name }” and its event
   *[other] Deleted “{ $name }” and its { $count } events
}
app-cannot-delete-calendar = Cannot delete { $name }: { $reason }
app-cannot-save-preferences = Cannot save the preferences: { $reason }
app-cannot-read-calendars = Cannot read the calendar: { $reason }
app-search-not-started = the search could not be started
app-cannot-save-view = Cannot save the view: { $reason }
# A repeating event that also happens on other dates: $rule the rule in words.
details-and-more-dates = { $count ->
    [one] { $rule }, and on one more date
   *[other] { $rule }, and on { $count } more dates
}
details-more-dates = { $count ->
    [one] On one more date
   *[other] On { $count } more dates
}
# An event's time in its own zone when that differs: "09:00 – 10:00 Tokyo time".
details-own-time = { $start } – { $end } { $place } time
details-own-time-day = { $date }, { $start } – { $end } { $place } time

## When the window cannot open (printed by `kairos`).

window-failed = the window failed: { $reason }
window-unknown-failure = unknown failure
window-no-display = no display to open the window on (neither DISPLAY nor WAYLAND_DISPLAY is set); the command line works without one: see `kairos --help`
# $missing lists library files; $debian and $fedora the packages that have them.
window-missing-libraries = the window needs libraries that are not installed: { $missing }. On Debian/Ubuntu: sudo apt install { $debian }; on Fedora: sudo dnf install { $fedora }. The command line works without them: see `kairos --help`

## The editor's checks and choices.

draft-no-title = Give the event a title
draft-start-on-rule = Starts { $date }: the first day the rule gives
draft-bad-start-date = The start date must be a date (YYYY-MM-DD)
draft-bad-end-date = The end date must be a date (YYYY-MM-DD)
draft-bad-start-time = The start time must be a time, like 09:30
draft-bad-end-time = The end time must be a time, like 10:30
draft-end-before-start = The end is before the start
draft-repeat-never = Does not repeat
draft-repeat-daily = Daily
draft-repeat-weekly = Weekly
draft-repeat-monthly = Monthly
draft-repeat-yearly = Yearly
draft-repeat-custom = Custom (advanced)
# How a monthly event repeats, chosen from its start: "on day 14".
draft-monthly-on-day = on day { $day }
# $what is rule-nth-weekday: "on the second Monday".
draft-monthly-on = on { $what }
draft-monthly-last-day = on the last day
draft-bad-interval = “Every” needs a whole number from 1 to 999
draft-no-weekday = Pick at least one weekday
draft-bad-until = The end date must be a date (YYYY-MM-DD)
draft-until-before-start = The end date is before the start
draft-bad-count = “After” needs a number of times from 1 to 9999
# $reason says what is wrong (in English, from the rule checker).
draft-bad-rule = The rule is not valid: { $reason }
draft-bad-start = The start must be a date (YYYY-MM-DD) or a date and time (YYYY-MM-DDT09:30)
draft-bad-end = The end must be a date (YYYY-MM-DD) or a date and time (YYYY-MM-DDT10:30)
draft-all-day-takes-date = An all-day event starts on a date, not at a time
draft-all-day-ends-on-date = An all-day event ends on a date, not at a time
draft-date-needs-all-day = A date alone is an all-day event: make it all-day, or give a time too
draft-end-needs-time = The end is a date: give a time too
draft-bad-length = The length must be like 45m, 1h30m, 2d or PT1H30M
draft-too-long = Longer than { $days } days, the longest Kairos keeps
draft-whole-days = An all-day event lasts whole days, like 1d or 3d

## The command line: `kairos agenda`.

# The first and last day of an empty agenda.
date-cli-range = %a, %b %-d, %Y
cli-agenda-nothing = Nothing from { $first } to { $last }.
# A day's heading: "Monday, November 23, 2026".
date-cli-agenda-day = %A, %B %-d, %Y
cli-agenda-all-day = all day
# After a title in the agenda: its organiser called the meeting off.
cli-agenda-cancelled = cancelled
cli-agenda-more = … and { $count } more of “{ $title }” this day

## The command line: results and errors.

# Before what went wrong, on the error output; $reason says what.
cli-error = error: { $reason }
# $label is the journal's label of the edit, as stored (English, exact).
cli-undone = Undone: { $label }
cli-redone = Redone: { $label }
cli-nothing-to-undo = Nothing to undo.
cli-nothing-to-redo = Nothing to redo.
cli-replied = { $answer ->
    [accepted] Accepted “{ $title }”
    [tentative] Answered maybe to “{ $title }”
   *[declined] Declined “{ $title }”
}
cli-reply-not-delivered = This calendar's server does not deliver answers (it does no CalDAV scheduling): the organiser sees your answer only if you send it yourself.
cli-reply-written = Your reply is in { $path }: send it to { $organizer } (for example as a mail attachment).
cli-reply-mailed = Your reply ({ $path }) is attached to a new mail to { $organizer }: send it from your mail program.
cli-reply-no-organizer = This meeting names no organiser, so there is no one to send a reply to: nothing was changed
mail-reply-subject = { $answer ->
    [accepted] Accepted: { $title }
    [tentative] Tentative: { $title }
   *[declined] Declined: { $title }
}
mail-no-organizer = This meeting names no organiser, so there is no one to send your answer to.
mail-bad-address = The organiser’s address “{ $address }” is not a plain e-mail address (name@example.org), so it was not given to your mail program.
mail-not-invited = None of your addresses is among this meeting’s guests.
mail-not-answered = Answer first: there is nothing to send yet.
mail-cannot-write = Cannot write the reply to { $path }: { $reason }
mail-unsafe-attachment = Cannot attach { $path }: a mail program misreads a file path with an apostrophe, a comma, a backslash or a control character in it. Keep Kairos’s database in a folder whose path has none of them.
mail-cannot-start = Cannot start { $program } to open your mail program: { $reason }
mail-no-mail-program = No mail program is set up on this computer: choose a default one for e-mail in the system settings.
mail-failed = { $program } failed ({ $status })
cli-no-invitations = No invitations wait for an answer.
cli-bad-address = { $flag } { $text }: not an address (write name@example.org or a mailto: URI)
error-no-address = Kairos does not know your address for this calendar, so it cannot make you the organiser: set it in Preferences (“My addresses”), or use a calendar of an account whose server gives it
error-not-an-attendee = { $address } is not among the attendees
cli-shown-in-window = Shown in the window already open on { $path }
cli-import-it-here = To import it here: kairos import { $path }
cli-no-window = This kairos was built without the window (feature `gui`).
cli-no-such-file = { $path }: no such file, and not a kairos command (see kairos --help)
# `kairos calendars`: after a hidden calendar's name.
## Sync: the schedule inbox, and notes of a calendar's sync
sync-inbox-no-organiser = names no organiser
sync-inbox-from-me = claims to come from me
sync-inbox-elsewhere = names an event in a calendar of another account or of this computer only
sync-inbox-no-meeting = names an event that is no meeting
sync-inbox-meeting-without-organiser = names a meeting with no organiser
sync-inbox-my-meeting = names a meeting I organise
sync-inbox-not-the-organiser = comes from someone who is not the meeting's organiser
sync-inbox-other-method = not an invitation, cancellation or answer
sync-inbox-other-address = an invitation for another address
sync-inbox-cancel-not-applied = a cancellation the server did not apply
sync-inbox-answer-not-applied = an answer the server did not apply
sync-inbox-answer-not-shown = { $who } answered “{ $title }”: { $answer }. The server left it in your schedule inbox and did not put it in your copy, so it does not show there.
sync-inbox-answer-not-shown-occurrence = { $who } answered “{ $title }” for { $occurrence }: { $answer }. The server left it in your schedule inbox and did not put it in your copy, so it does not show there.
sync-inbox-not-found = the schedule inbox was not found: { $reason }
sync-inbox-failed = the schedule inbox: { $reason }
sync-inbox-not-itip = { $href }: not an iTIP message
sync-inbox-no-one = no one
sync-inbox-refused-message = “{ $title }” from { $sender }: { $why }
sync-note-elsewhere = an event is also in { $other }: left until that calendar syncs
sync-note-server-only = an event was kept on the server only: { $why }
sync-note-refused = the server refused “{ $title }” (HTTP { $status }); it stays here and is sent again next time
sync-note-deleted-event = a deleted event ({ $uid })
sync-note-changed-again = { $what } changed on the server again while it was sent (HTTP 412); tried again next time
sync-note-no-longer-event = { $what } is no longer an event on the server ({ $why }); left as it is
sync-note-kept-on-server = { $what } kept on the server only: { $why }
sync-note-foreign-href = the server named { $href }, which is not in this calendar: ignored, never written
sync-note-repeated-uid = { $what } repeats the UID { $uid }: left on the server only
sync-note-unlisted-but-there = missing from the server's list of calendars, but still there: left as it is
sync-calendar-kept-as = { $name } (not sent to { $account })

## Passwords: the Secret Service and password commands
secret-unavailable = no Secret Service on the session bus ({ $reason }); give the account a --password-command instead
secret-missing = the Secret Service holds no password for account { $account }; add it again, or give a --password-command
secret-locked = the keyring is locked; unlock it (log in to the desktop) and sync again
secret-no-default-keyring = the Secret Service has no default keyring to keep the password in; make one (in Passwords and Keys), or give a --password-command
secret-not-text = the password kept in the Secret Service is not text
secret-failed = the Secret Service failed: { $reason }
secret-item-label = Kairos CalDAV account { $account }
credential-spawn = the password command of { $account } could not run: { $reason }
credential-failed = the password command of { $account } failed ({ $status })
credential-empty = the password command of { $account } printed nothing
credential-commanded = the password of { $account } comes from its password command: change what the command prints, not the password here

## kairos show
cli-show-floating = { $time } (floating)
cli-show-days = { $n ->
    [one] 1 day
   *[other] { $n } days
}
cli-reminder-at-start = at the start
cli-reminder-after-start = { $amount } after the start
cli-reminder-before = { $amount } before
cli-reminder-at-end = at the end
cli-reminder-after-end = { $amount } after the end
cli-reminder-before-end = { $amount } before the end
cli-reminder-at = at { $time }
cli-show-calendar-defaults = the calendar's defaults
cli-show-no-reminders = none
cli-show-status = status
cli-show-cancelled-by-organiser = cancelled by the organiser
cli-show-uid = uid
cli-show-calendar = calendar
cli-show-starts = starts
cli-show-lasts = lasts
cli-show-repeats = repeats
cli-show-also-on = also on
cli-show-except = except
cli-show-cancelled = cancelled
cli-show-moved = { $start } for { $length }
cli-show-own-title = title { $title }
cli-show-own-location = location { $location }
cli-show-own-notes = own notes
cli-show-changed = changed
cli-show-reminders = reminders
cli-show-location = location
cli-show-notes = notes
cli-show-sequence = sequence
cli-show-created = created
cli-show-modified = modified
cli-show-organizer = organizer
cli-show-attendee = attendee
cli-show-my-answer = my answer

cli-calendar-hidden = (hidden)
# $reminders lists a calendar's default reminders (10m, 1h, at the start).
cli-calendar-reminds = (reminds { $reminders })
cli-calendar-reminds-all-day = (all-day events: { $reminders })
cli-bad-all-day-reminder = --at { $value }: write D@HH:MM, D days before the day (0 = on the day, at most 7) at a time of day, like 0@09:00
cli-calendar-deleted = { $count ->
    [one] Deleted calendar “{ $name }” and its 1 event (kairos undo brings them back)
   *[other] Deleted calendar “{ $name }” and its { $count } events (kairos undo brings them back)
}
# `kairos reminders` with nothing to show; $days is how far it looked.
cli-no-reminders = No reminders in the next { $days } days, and none delivered yet.
cli-no-accounts = No accounts to sync. Add one with `kairos accounts add NAME --url URL --user USER`.

## What a sync did, in one line (the CLI and the window's status).

sync-pulled = { $count } pulled
sync-pushed = { $count } pushed
sync-deleted-here = { $count } deleted here
sync-deleted-on-server = { $count } deleted on the server
sync-merged = { $count } merged
sync-conflicts = { $count ->
    [one] 1 conflict kept as a copy
   *[other] { $count } conflicts kept as copies
}
# $account is the account's name; $count how many calendars it has.
sync-up-to-date = { $count ->
    [one] { $account }: 1 calendar up to date
   *[other] { $account }: { $count } calendars up to date
}
# $changes lists what changed (sync-pulled, sync-pushed, …), joined by commas.
sync-changed = { $count ->
    [one] { $account }: 1 calendar, { $changes }
   *[other] { $account }: { $count } calendars, { $changes }
}
# Changes the server would not take (they stay here and are tried again); $reasons lists why, joined by "; ".
sync-unsent = { $count ->
    [one] { $account }: 1 change could not be sent: { $reasons }
   *[other] { $account }: { $count } changes could not be sent: { $reasons }
}
# What `kairos sync` says beyond each account's summary.
sync-calendar-added = new calendar from the server: { $name }
sync-calendar-removed = calendar gone from the server, removed here: { $name }
# $message names the inbox message (its method, UID and reason).
sync-inbox-refused = schedule inbox: refused { $message }; left in the inbox
sync-kept-unsent = { $count ->
    [one] gone from the server; 1 event not sent yet was kept in “{ $kept }”
   *[other] gone from the server; { $count } events not sent yet were kept in “{ $kept }”
}
sync-feeds-failed = { $count ->
    [one] 1 subscription could not be refreshed; its events are as they were
   *[other] { $count } subscriptions could not be refreshed; their events are as they were
}
# $failed of $count accounts.
sync-accounts-failed = { $count ->
    [one] { $failed } of 1 account did not sync; nothing was lost, the next sync goes on from here
   *[other] { $failed } of { $count } accounts did not sync; nothing was lost, the next sync goes on from here
}
# A subscription refreshed: $name is the subscribed calendar.
subscription-unchanged = { $name }: unchanged
subscription-changed = { $name }: { $added } added, { $updated } updated, { $removed } removed
# After subscription-changed. Mind the leading comma.
subscription-skipped = , { $count } skipped

## The command line: `kairos accounts`.

# $calendars lists the account's calendars.
cli-account-remove-confirm = removing { $name } deletes its calendars here ({ $calendars }), with their events; the server keeps them. Run again with --yes to do it
cli-password-kept = The password of { $name } stays in the Secret Service: { $reason }
cli-token-not-revoked = The sign-in of { $name } could not be revoked at its provider: { $reason }
cli-sign-in-open = Sign in to { $name } in your browser. If it did not open, go to:
    { $url }
cli-signed-in-again = { $name } is signed in again; the next sync takes it up.
cli-account-repaired = { $name } is connected again; the next sync takes it up.
cli-account-removed = Removed { $name }: { $calendars ->
    [one] 1 calendar
   *[other] { $calendars } calendars
} and { $events ->
    [one] 1 event
   *[other] { $events } events
} here; the server keeps them
# $home is the account's calendar home (a URL).
cli-account-home = Account { $name }: calendar home { $home }
cli-account-run-sync = Run `kairos sync` to fetch their events.
cli-no-terminal = no --password-command for { $name }, and no terminal to ask { $user }'s password on
# Asked on the terminal; the password typed after it is not shown.
cli-password-prompt = Password for { $user } ({ $name }):{" "}
cli-empty-password = an empty password
cli-no-accounts-yet = No accounts. Add one with `kairos accounts add NAME --url URL --user USER`.
cli-password-from-command = password from its command
cli-password-in-secret-service = password in the Secret Service
cli-signs-in-browser = signs in through the browser (token in the Secret Service)
# One account in the list: $source is cli-password-from-command or cli-password-in-secret-service.
cli-account-line = { $name }  { $url } as { $user } ({ $source })
cli-account-addresses = You are { $addresses } there; the server delivers invitations and answers.
cli-account-addresses-no-scheduling = You are { $addresses } there; the server does not deliver invitations or answers.
cli-account-no-addresses = The server gives no address for you: meetings use those in Preferences.

## The command line: what is wrong with an argument. $flag is the option
## (--start), $text what was given for it.

cli-bad-date-time = { $flag } "{ $text }": expected a local date-time like 1997-09-02T09:00:00 or a date like 1997-09-02
cli-bad-zone = --tz "{ $text }": unknown time zone (expected an IANA name like Europe/Paris)
cli-typed-problem = { $flag } "{ $text }": { $problem }
cli-days-at-least-one = --days must be at least 1
cli-daemon-no-signals = cannot handle SIGTERM and SIGINT
cli-daemon-cannot-create = cannot create { $path }
cli-daemon-cannot-open-log = cannot open the log { $path }
cli-daemon-logger-taken = a logger is already installed
cli-invalid-arguments = invalid arguments
# $value is the TZ variable's value.
cli-bad-tz-variable = TZ="{ $value }" is not an IANA time zone name: pass --tz, e.g. --tz Europe/Paris
cli-no-system-zone = cannot tell the system time zone ({ $reason }): pass --tz or set TZ
cli-unknown-system-zone = the system time zone "{ $name }" is unknown: pass --tz or set TZ
cli-series-all-day = { $flag } "{ $text }": the series is all-day, so this must be a date like 1997-09-02
cli-utc-needs-tz = --utc needs --tz: a floating time is not an instant
# $to and $from are the dates given.
cli-to-before-from = --to { $to } is before --from { $from }
cli-to-before-from-plain = --to is before --from
# $count is how many occurrences were printed.
cli-rule-has-no-end = the rule has no end; printed the first { $count } (use --limit or --to for more)
cli-rule-exhausted = the rule can produce no further occurrences
cli-expected-date = { $flag } "{ $text }": expected a date like 2026-11-23
cli-occurrence-needs-scope = --occurrence goes with --scope this or --scope following
cli-scope-needs-occurrence = --scope this and following need --occurrence RID (see agenda --json)
cli-all-day-no-zone = --tz: an all-day event has no time zone
cli-nothing-to-change = nothing to change: give --title, --start, --end, --duration, --tz, --rrule, --no-repeat, --location, --notes, --remind or --calendar
cli-empty-calendar-name = --calendar: the calendar name is empty
cli-no-state-dir = no state directory for the log: pass --log FILE
# $name is the subscription's name.
cli-subscribe-failed = { $name }: { $reason }; nothing was added

## The command line: kairos preferences. The words system, locale, none,
## on, off and last, the keys (first_weekday) and the view names (Month)
## are what the command takes: keep them as they are.

# $key is what was typed; $keys lists every preference's name.
cli-preference-unknown = no preference is called “{ $key }”; the preferences are { $keys }
# $count is how many values were given (2 or more).
cli-preference-one-value = { $key } takes one value, not { $count }
# After cli-typed-problem. $languages lists the tags Kairos has (de, en-US).
cli-preference-not-language = not a language Kairos has ({ $languages }), nor system
cli-preference-not-weekday = not a day of the week (Mon to Sun), nor locale
cli-preference-not-zone = not a time zone (an IANA name like Europe/Paris), nor system
# $min and $max are numbers.
cli-preference-not-minutes = not a whole number of minutes from { $min } to { $max }
cli-preference-not-reminder = not a whole number of minutes, nor none
cli-preference-not-all-day-reminder = not D@HH:MM (days before the day, 0 to 7, and a time of day), nor none
# $max is a number of seconds.
cli-preference-not-seconds = not a whole number of seconds from 1 to { $max }
# $words lists what it takes, joined by ", ".
cli-preference-not-one-of = not one of { $words }
# $min and $max are sizes (480x360).
cli-preference-not-size = not a size WIDTHxHEIGHT from { $min } to { $max }
# $min and $max are numbers.
cli-preference-not-place = not a place X,Y with each at least { $min } and under { $max }, nor none
# Under a preference's line: $text is what the file holds, $value what
# Kairos reads instead.
cli-preference-saved-as = (the file says “{ $text }”, read as { $value })
# What each preference is, after its name and value.
cli-preference-about-language = Language (system: the environment's)
cli-preference-about-first-weekday = First day of the week (locale: the locale's)
cli-preference-about-clock = Clock, 12 or 24 hours (locale: the locale's)
cli-preference-about-zone = Time zone times are shown in (system: the system's)
cli-preference-about-event-minutes = How long a new event lasts, in minutes
cli-preference-about-new-calendar-reminder = Minutes before the start a new calendar reminds (none: no reminder)
cli-preference-about-new-calendar-all-day-reminder = When a new calendar reminds of all-day events: D@HH:MM, D days before the day (0: on the day) at HH:MM (none: no reminder)
cli-preference-about-week-numbers = Week numbers beside the month and in the week's title
cli-preference-about-sync-interval = Seconds between background syncs
cli-preference-about-my-addresses = Who you are in meetings of local calendars and of servers that do not say
cli-preference-about-start-view = The view the window opens in (last: the last one used)
cli-preference-about-theme = Light or dark (system: the desktop's)
cli-preference-about-view = The view the window showed last
cli-preference-about-window-size = The window's last size, in pixels
cli-preference-about-window-position = Where the window last was (none: where the window manager puts it)

## Go to a date: the month buttons.

# A month's name standing alone, on one of the dialog's twelve month buttons
# (not inside a sentence, unlike date-month-name). A strftime pattern.
date-goto-month = %B

## Why reminders could not run (kairos daemon, the window).

# $path is the lock file next to the database; $reason the system's error (English).
remind-cannot-lock = cannot lock { $path }: { $reason }
# $reason is the system's error (English).
remind-cannot-start-sync = cannot start the background sync: { $reason }
# $path is the database's folder; $reason the file watcher's error (English).
remind-cannot-watch = cannot watch { $path } for changes: { $reason }

## Printed by `kairos` (the window) before it opens, when the database's
## files could be read by other users and were made private.

# $path is a file; $was and $now are Unix permission bits in octal (0644, 0600).
window-tightened = { $path } could be read by other users (mode { $was }); made it owner-only ({ $now })
# The hint in an empty date field.
editor-date-placeholder = YYYY-MM-DD
# Typing (the start of) this word in the time zone search offers "Floating".
editor-floating-keyword = floating

## What an .ics file's report says about a line left out or read otherwise
## than written. Quoted values ($text, $value, $tzid) come quoted; $error and
## $why are other messages of this group (or of the recurrence rules).

ical-not-a-time-type = VALUE={ $value_type } is not a date or date-time
ical-not-a-date-time = { $text } is not a date-time like 19970714T173000
ical-not-a-date-like = { $text } is not a date like 19970714
ical-not-a-date = { $text } is not a date
ical-not-a-duration = { $text } is not a duration like PT1H30M
ical-too-long = { $text } is longer than { $days } days, the longest Kairos keeps
ical-not-a-period = { $text } is not a period like 19970101T180000Z/PT5H30M
ical-period-kinds = { $text }: start and end are of different kinds
ical-period-too-long = { $text }: the period is longer than { $days } days, the longest Kairos keeps
ical-period-backwards = { $text }: the period ends before it starts
ical-mixed-kinds = a date and a date-time mixed
ical-zone-unknown = unknown time zone { $tzid } (not an IANA or Windows name, and the file does not define it)
ical-zone-unreadable = time zone { $tzid }: { $error }
ical-zone-no-match = time zone { $tzid }: its rules match no known zone around { $near }
ical-observance-missing = { $observance } without { $property }
ical-bad-offset = bad { $property }
ical-observance-rule = observance RRULE: { $error }
ical-no-observance = a VTIMEZONE with no STANDARD or DAYLIGHT
ical-alarm-no-trigger = no TRIGGER
ical-alarm-absolute-not-utc = an absolute TRIGGER must be in UTC
ical-alarm-snooze-not-utc = a snooze's TRIGGER must be a UTC time
ical-alarm-repeat-not-count = REPEAT { $value } is not a count
ical-alarm-step-not-positive = DURATION { $value } between repeats is not positive
ical-no-value = { $text } has no ':' and value
ical-no-property-name = { $text } has no property name
ical-bad-parameter = { $name }: a malformed parameter in { $text }
ical-no-colon = { $name }: expected ':' before the value in { $text }
ical-control-characters = { $name }: the value holds control characters
ical-orphan-continuation = a continuation line with nothing to continue
ical-line-too-long = a line longer than { $mib } MiB: left out
ical-bare-line = a line with no property name, read as part of { $property } (line { $line })
ical-windows-1252 = not UTF-8; read as Windows-1252 ({ $count ->
        [one] line
       *[other] lines
    } { $lines })
ical-utf16 = the file is UTF-16 (it starts with a byte-order mark); read as such
ical-never-ended-closed-by = { $component } is never ended (END:{ $by } closes it)
ical-never-ended = { $component } begun at line { $begun } is never ended
ical-end-without-begin = END:{ $name } without a BEGIN:{ $name }
ical-outside-component = { $name } outside any component
ical-too-big = { $component } holds more than { $mib } MiB: left out
ical-not-icalendar = not an iCalendar file: no BEGIN:VCALENDAR or BEGIN:VEVENT
ical-too-many-zones = more than { $max } VTIMEZONEs: the rest left out
ical-second-master = a second VEVENT with UID { $uid } and no RECURRENCE-ID: left out
ical-second-override = a second override of { $id }: left out
ical-this-and-future = RANGE=THISANDFUTURE: { $error }
ical-cut-off = VEVENT is cut off before its END
ical-no-start = VEVENT without DTSTART
ical-cancel-without-uid = a cancellation (METHOD:CANCEL) without a UID: it names no meeting
ical-value = { $property }: { $error }
ical-rule = RRULE: { $error }
ical-rule-unsupported = RRULE: { $error }: only the first occurrence, at DTSTART, is kept
ical-rule-before-start = RRULE: { $error }: the event happens once, at its DTSTART
ical-more-than-one-rule = more than one RRULE: only the first is used
ical-date-left-out = { $property } { $value } left out: { $error }
ical-sequence-not-number = SEQUENCE { $value } is not a number: taken as 0
ical-status-unknown = STATUS { $value } is not an event status: left out
ical-snooze-left-out = snooze alarm left out: { $error }
ical-alarm-left-out = VALARM left out: { $error }
ical-inside-event = { $component } inside a VEVENT left out
ical-unknown-zone = { $property }: unknown time zone { $tzid }: read as a floating time (the same clock time wherever you are)
ical-end-before-start = DTEND is before DTSTART: read as ending when it starts
ical-end-kinds = DTEND and DTSTART are not both dates or both date-times
ical-end-too-long = DTEND is more than { $days } days after DTSTART, the longest Kairos keeps
ical-duration-negative = DURATION is negative
ical-repeat-without-duration = REPEAT and DURATION come together in a VALARM; the alarm is kept once
ical-repeats-kept = REPEAT:{ $count }: the first { $max } repeats kept
ical-acknowledged-not-utc = ACKNOWLEDGED { $value } is not a UTC time: left out
ical-trigger-read-as = TRIGGER { $written } read as { $read }
ical-zone-defined-from = time zone { $tzid } defines its offsets only from { $day }; { $zone } matches them and is used for the earlier times too
ical-zone-by-location = { $why }; using { $zone }, which the VTIMEZONE names as its location
ical-own-zone = { $why }; kept as the file's own time zone
ical-cannot-read = cannot read the file: { $error }

## The file's health and its backups (store/health.rs, store/backup.rs, cli/backup.rs)

# $path is the database file; $problem SQLite's words for the damage.
error-damaged = { $path } is damaged ({ $problem }): Kairos writes nothing to it until a backup is restored
# Said instead of a path when the file is not known.
error-damaged-this-file = the calendar file
error-damaged-found = a check found it damaged
error-damaged-backup = the latest backup is { $backup } (close Kairos, then: kairos backup restore latest)
error-damaged-no-backup = there is no backup of it: copy it somewhere safe before anything else
error-backup-failed = the backup { $path } could not be made or failed its check ({ $reason }); nothing was changed
# $by lists the processes (their command lines and pids).
error-in-use = { $path } is open in { $by }: close it (the window; the daemon with: systemctl --user stop kairos-daemon) and try again
cli-check-no-file = { $path } does not exist
cli-check-sound = { $path } is sound: SQLite's full integrity check found nothing wrong
cli-check-sound-quick = { $path } is sound: SQLite's quick check found nothing wrong (kairos check without --quick also checks every index)
cli-backup-none = No backups of { $path } yet (kairos backup now makes one).
cli-backup-regular = backup
cli-backup-before-upgrade = before upgrading schema { $version }
cli-backup-made = Backed up { $path } to { $backup } (checked: sound)
cli-backup-no-such = no backup of { $path } matches “{ $when }” (kairos backup list shows them)
cli-backup-in-use-notifier = another Kairos process (the window or the daemon)
cli-backup-in-use-sync = a running kairos sync
cli-backup-restored = Restored { $backup }; the file it replaced is kept as { $aside }
cli-backup-compare = { $count ->
    [one] The synced calendar will be compared whole with its server at the next sync.
   *[other] { $count } synced calendars will be compared whole with their servers at the next sync.
}
remind-damaged-summary = Your calendar file is damaged
remind-damaged-body = Kairos stopped writing to { $path } and shows no reminders from it ({ $problem }). The latest backup is { $backup }: close Kairos, then run “kairos backup restore latest”.
remind-damaged-body-no-backup = Kairos stopped writing to { $path } and shows no reminders from it ({ $problem }). There is no backup of it: copy it somewhere safe before anything else.
cli-backup-restore-failed = The backup was not restored
# Preferences' row about backups.
prefs-backups = Backups
prefs-backup-none = None yet: Kairos makes one a day while it runs
# $when is a day and a time.
prefs-backup-last = Last: { $when }
prefs-backup-restore = Restore…
prefs-backup-what-happens = Kairos closes, puts the backup of { $when } in place of your calendar file (the file is kept beside it), and opens again. Changes made since then are lost here; synced calendars get them back from their servers. Backup: { $file }
prefs-backup-restore-now = Restore and reopen
app-cannot-restore = cannot start the restore: { $reason }

## Sync: talking to a CalDAV server. $url is an address (never with a
## password in it); $reason what the system, a library or another message
## of this group says went wrong (the system's may be English); $status an
## HTTP status (404).

dav-unreachable = cannot reach { $url }: { $reason }
dav-timeout = { $url } did not answer in time
dav-tls = TLS with { $url } failed: { $reason } (a self-hosted server's own certificate or its CA can be trusted with --ca-cert)
dav-unauthorized = { $url } refused the login (HTTP { $status }): check the user name and password
# A request the server answered with an error: what the status means, then
# what to do. $method is the request's (PROPFIND, PUT, DELETE).
dav-status-missing = { $url } failed: the server has nothing at this address (HTTP { $status } to { $method }); check the account's address
dav-status-forbidden = { $url } failed: the server forbids it (HTTP { $status } to { $method }); check that this login may change this calendar
dav-status-unsupported = { $url } failed: the server does not do this (is the address a CalDAV calendar?) (HTTP { $status } to { $method }); check the account's address
dav-status-too-large = { $url } failed: the server finds it too large (HTTP { $status } to { $method }); nothing here is lost; if it goes on, tell the server's administrator
dav-status-too-many = { $url } failed: the server asks to be asked less often (HTTP { $status } to { $method }); nothing here is lost; if it goes on, tell the server's administrator
dav-status-internal = { $url } failed: the server had an internal error (HTTP { $status } to { $method }); try again later; nothing here is lost
dav-status-down = { $url } failed: the server, or a proxy before it, is down or overloaded (HTTP { $status } to { $method }); try again later; nothing here is lost
dav-status-no-space = { $url } failed: the server is out of space (HTTP { $status } to { $method }); free space on the server; nothing here is lost
dav-status-refused = { $url } failed: the server refused the request (HTTP { $status } to { $method }); nothing here is lost; if it goes on, tell the server's administrator
dav-status-failed = { $url } failed: the server failed (HTTP { $status } to { $method }); try again later; nothing here is lost
dav-precondition = { $url } changed on the server meanwhile (HTTP { $status })
# $mib is a size in MiB (64).
dav-too-large = { $url } sent more than { $mib } MiB
# $reason is one of the dav-answer-… messages below, or a library's words.
dav-bad = { $url } sent something CalDAV does not allow: { $reason }
dav-no-calendar-home = { $url } is not a CalDAV address: no calendar was found there, nor at its /.well-known/caldav (give the address your calendar provider names for CalDAV)
dav-calendar-refused = { $url } refused access to this calendar (HTTP { $status }): this login may not read it; check the address (nothing was added)
dav-no-calendar-there = { $url } has no calendar at this address (HTTP { $status }): check the address (nothing was added)
# $path is the file given with --ca-cert.
dav-ca-cert = cannot read the CA certificate { $path }: { $reason }
# After dav-ca-cert: the file holds no certificate.
dav-ca-no-pem = no PEM certificate in it
# $to is the address the server sent Kairos to.
dav-redirected = { $url } redirected to { $to }, another scheme, host or port: the login is not sent there (add the account with that address if it is the right server)
# $count is always more than $max (500).
dav-too-many-calendars = { $url } lists { $count } calendars, more than the { $max } an account may have: nothing was changed
# After dav-unreachable.
dav-host-not-found = host not found
dav-connection-failed = connection failed
# An OAuth account's server refused even a fresh access token.
dav-token-refused = { $url } refused a new access token
# What was wrong with a server's answer, after dav-bad.
dav-answer-not-utf8 = the answer is not UTF-8
# $max is a number of XML nodes (1000000).
dav-answer-too-many-nodes = the answer has more than { $max } XML nodes
# $error is the XML reader's (English).
dav-answer-not-xml = the answer is not XML ({ $error })
# $element is the name of the XML element found.
dav-answer-not-multistatus = expected a DAV multistatus, got <{ $element }>
dav-answer-no-href = a response without an href
# $href is what the server wrote, in quotes.
dav-answer-bad-url = an invalid URL { $href }
dav-answer-bad-href = an invalid href { $href }
dav-url-without-host = a URL without a host
dav-no-sync-token = a sync report without a sync-token
dav-sync-never-ends = the sync report never ends
dav-too-many-redirects = too many redirects
# $method is an HTTP method Kairos could not send.
dav-bad-method = method { $method }
# The name of a calendar whose server gives it none.
dav-calendar-unnamed = Calendar

## Sync: why a server's certificate was not trusted (the $reason of
## dav-tls). $whose is "server" (the certificate the server showed) or
## "pinned" (that certificate, found in the file $file given with
## --ca-cert).

tls-untrusted = { $whose ->
    [pinned] the certificate in { $file } is not signed by a trusted CA
   *[server] the server's certificate is not signed by a trusted CA
}
# $file is the file given with --ca-cert, which holds other certificates.
tls-not-pinned = the server's certificate is not the one in { $file } and no trusted CA signed it
# $host is the server's name as the address gives it.
tls-other-name-unknown = { $whose ->
    [pinned] the certificate in { $file } is for another name than { $host }
   *[server] the server's certificate is for another name than { $host }
}
# $names lists the names the certificate is for.
tls-other-name = { $whose ->
    [pinned] the certificate in { $file } is for another name: { $names }, not { $host }
   *[server] the server's certificate is for another name: { $names }, not { $host }
}
# $date is a time in UTC (2026-11-25 18:39 UTC).
tls-expired-on = { $whose ->
    [pinned] the certificate in { $file } expired on { $date }
   *[server] the server's certificate expired on { $date }
}
tls-expired = { $whose ->
    [pinned] the certificate in { $file } has expired
   *[server] the server's certificate has expired
}
tls-not-valid-before = { $whose ->
    [pinned] the certificate in { $file } is not valid before { $date }
   *[server] the server's certificate is not valid before { $date }
}
tls-not-valid-yet = { $whose ->
    [pinned] the certificate in { $file } is not valid yet
   *[server] the server's certificate is not valid yet
}
tls-revoked = { $whose ->
    [pinned] the certificate in { $file } was revoked
   *[server] the server's certificate was revoked
}
tls-not-for-servers = { $whose ->
    [pinned] the certificate in { $file } is not for a TLS server
   *[server] the server's certificate is not for a TLS server
}
tls-unreadable = { $whose ->
    [pinned] the certificate in { $file } cannot be read
   *[server] the server's certificate cannot be read
}
# $reason is the TLS library's (English).
tls-refused = { $whose ->
    [pinned] the certificate in { $file } was refused: { $reason }
   *[server] the server's certificate was refused: { $reason }
}
# A date too far off to be written as one: $seconds since 1970.
tls-date-seconds = { $seconds } s after 1970
tls-host-not-a-name = the host is not a name a certificate can be for

## Sync: signing in through the browser (OAuth 2.0, OpenID Connect).
## Addresses in quotes ($url) come with their quotes; $reason is what the
## sign-in server, the system or another message of this group says.

oauth-insecure = { $url } is not an https address (http only on this computer, for tests)
oauth-bad-url = { $url } is not an address
# $provider is a provider's name (Google).
oauth-no-client-id = no client id for { $provider }: give one with --client-id (see README, "Google Calendar")
oauth-listen = cannot listen for the browser's answer on this computer: { $reason }
oauth-browser = no web browser could be opened ({ $reason }); set $BROWSER, or add the account with `kairos accounts add`, which prints the address
# After oauth-browser: the variable $BROWSER is set, but to nothing.
oauth-browser-empty = $BROWSER is empty
# $seconds is how long Kairos waited.
oauth-timed-out = no answer came from the browser in time ({ $seconds } s): nothing was kept
oauth-cancelled = the sign-in was cancelled: nothing was kept
# $reason is the sign-in server's code for it (access_denied).
oauth-declined = the sign-in was declined ({ $reason }): nothing was kept
oauth-state-mismatch = the browser's answer was not for this sign-in (state mismatch): nothing was kept
oauth-refused = the sign-in server refused: { $reason }
oauth-no-refresh-token = the sign-in server gave no refresh token, so Kairos could not stay signed in
# $issuer is the address given as the issuer.
oauth-discovery = { $issuer } is not an OpenID Connect issuer: { $reason }
# $named and $expected are sign-in servers' addresses.
oauth-issuer-mismatch = the browser's answer came from { $named }, not from { $expected } (RFC 9207): nothing was kept
oauth-issuer-unnamed = the browser's answer came from an unnamed sign-in server, not from { $expected } (RFC 9207): nothing was kept
# $reason is one of the oauth-id-token-… messages below.
oauth-bad-id-token = the sign-in server's ID token is not for this sign-in ({ $reason }): nothing was kept
# $vouched is the address the sign-in was for; $given the one the user gave.
oauth-not-you = the sign-in was as { $vouched }, not as { $given }: the sign-in was revoked and nothing was kept
oauth-no-identity = the sign-in server did not say who signed in (no e-mail address in an ID token, at its userinfo endpoint or on the CalDAV principal), so Kairos cannot tell the sign-in is yours: nothing was kept (ask for the scopes `openid email`)
# What is wrong with an issuer's discovery document, after oauth-discovery.
oauth-discovery-status = HTTP { $status } for its discovery document
# $name is a field the document lacks (token_endpoint).
oauth-discovery-missing = no { $name }
# Said of a discovery document or an ID token.
oauth-no-issuer = no issuer
# $named is the issuer the document names, in quotes.
oauth-discovery-other-issuer = its document names { $named }
# What is wrong with an ID token, after oauth-bad-id-token.
oauth-id-token-too-large = it is too large
oauth-id-token-not-jwt = not a JWT
oauth-id-token-not-base64 = its claims are not base64url
oauth-id-token-not-json = its claims are not JSON
# $issuer and $expected are issuers, in quotes.
oauth-id-token-other-issuer = issued by { $issuer }, not { $expected }
oauth-id-token-other-client = issued to another client
oauth-id-token-expired = expired
oauth-id-token-no-expiry = no expiry
# Why the sign-in server's userinfo endpoint did not say who signed in, after oauth-refused.
oauth-userinfo-status = HTTP { $status } from its userinfo endpoint
oauth-userinfo-too-large = its userinfo answer is too large
oauth-userinfo-not-json = its userinfo answer is not JSON
# After oauth-refused. $error is the library's (English).
oauth-not-a-token = an answer that is not a token ({ $error })
oauth-no-code = the answer carried no code
# Revoking a sign-in was refused; $url is the revocation address.
oauth-revoke-status = HTTP { $status } from { $url }
# After dav-bad: an answer or a request Kairos cannot handle.
oauth-bad-status = HTTP status { $status }
oauth-body-not-text = a request body that is not text
oauth-token-not-text = the sign-in server gave an access token that is not text
# $account is an account's name; $error the sign-in server's code (invalid_grant).
oauth-sign-in-expired = the sign-in of { $account } was revoked or has expired ({ $error }): sign in again
oauth-new-sign-in-refused = the server refused the new sign-in (is the scope right for it?)
oauth-password-account = { $account } signs in with a password, not in the browser
# The page the browser shows when it comes back to Kairos.
oauth-page-done = Kairos is signed in. You can close this tab.
oauth-page-declined = The sign-in was declined; Kairos kept nothing. You can close this tab.
oauth-page-mismatch = This answer was not for Kairos's sign-in; nothing was kept.
# Any other address on Kairos's sign-in listener.
oauth-page-not-here = Not here.

## Sync: accounts' addresses and what a server lists. Addresses in quotes
## ($url) come with their quotes.

sync-bad-url = { $url } is not an http(s) URL
sync-user-in-url = put the user name in --user, not in the URL
# $calendar is a calendar's name; $synced how many of its events were synced.
sync-empty-listing = { $synced ->
    [one] the server lists no events in { $calendar }, though 1 was synced: nothing was changed (sync with --allow-empty if it was emptied on purpose)
   *[other] the server lists no events in { $calendar }, though { $synced } were synced: nothing was changed (sync with --allow-empty if it was emptied on purpose)
}
sync-no-calendars = the server lists no calendars for this account any more: nothing was changed
# $reason is a bug's own words (English).
sync-internal-error = Kairos stopped on an internal error ({ $reason }); nothing was lost, the next sync tries again
sync-internal-error-unknown = Kairos stopped on an internal error (unknown); nothing was lost, the next sync tries again
# Why something on the server is not an event Kairos reads (the $why of
# sync-note-kept-on-server and sync-note-no-longer-event).
# $mib is a size in MiB.
sync-resource-too-large = larger than { $mib } MiB
# $line is a line of the file; $problem what is wrong there.
sync-resource-not-icalendar = not iCalendar (line { $line }: { $problem })
# $problems lists what the reader found, joined by "; ".
sync-resource-no-event = no event ({ $problems })
# $kinds lists what it holds instead (VTODO, VJOURNAL).
sync-resource-not-events = no event, only { $kinds }
# $count is 2 or more.
sync-resource-many-events = { $count } events in one resource

## Sync: subscribed calendars (feeds). Addresses in quotes ($url) come
## with their quotes.

feed-insecure = { $url }: a feed is read over https:// (or webcal://); http:// only from this machine
# $reason is feed-bad-line, feed-status or a library's words.
feed-bad = { $url } is not a calendar feed: { $reason }
# $line is a line of the feed; $problem what is wrong there.
feed-bad-line = line { $line }: { $problem }
feed-status = the server answered { $status }

## What a screen reader hears (the accessibility tree).

# The window: $period is the period's title, "November 2026".
a11y-window = Kairos — { $period }
# A day's date as heard: "Tuesday, November 24".
date-a11y-day = %A, %B %-d
# A day: $date as date-a11y-day, $count its events.
a11y-day = { $date }, { $count ->
    [0] no events
    [one] one event
   *[other] { $count } events
}
a11y-today = Today, { $day }
a11y-all-day = all day
a11y-all-day-days = { $first } to { $last }, all day
a11y-time-range = { $start } to { $end }
a11y-repeats = repeats
a11y-cancelled = cancelled by the organiser
a11y-not-answered = invitation, not answered
a11y-tentative = answered maybe
a11y-declined = declined
a11y-accepted = accepted
a11y-conflict = conflict copy
a11y-month = Month
a11y-week = Week
a11y-agenda = Agenda
a11y-search-results = Search results
a11y-toolbar = Toolbar
a11y-views = View
a11y-previous = Previous
a11y-next = Next
# The period's title, a button that opens "go to a date".
a11y-go-to = { $period }, go to a date
# Undo and Redo with what they would do: $what is the edit.
a11y-undo-what = Undo { $what }
a11y-redo-what = Redo { $what }
a11y-sidebar = Sidebar
a11y-mini-month = Choose a day
a11y-details = Details
a11y-add-calendar = Add a calendar
# $account is the account's name.
a11y-account-settings = Account { $account }
a11y-calendar-settings = Calendar { $calendar }
a11y-all-day-of = All day, { $day }
a11y-add-reminder = Add this reminder
# $date is the removed occurrence's date.
a11y-restore = Restore { $date }
# $what is a reminder in words.
a11y-remove = Remove { $what }
a11y-add = Add { $what }
# $who is a name or address.
a11y-invite = Invite { $who }
a11y-uninvite = No longer invite { $who }
# A weekday's full name.
date-a11y-weekday = %A
# An empty hour in the week: $start and $end are times.
a11y-free-hour = { $start } to { $end }, free
# $year is the year it shows.
a11y-year-earlier = Previous year, { $year }
a11y-year-later = Next year, { $year }
a11y-file = File
