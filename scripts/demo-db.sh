#!/usr/bin/env bash
# Fills a new database with a believable month around a given day, for
# screenshots and trying the window: `scripts/demo-db.sh FILE [YYYY-MM-DD]`.
set -euo pipefail
db=${1:?usage: scripts/demo-db.sh FILE [YYYY-MM-DD]}
day=${2:-$(date +%F)}
kairos=${KAIROS_BIN:-kairos}
rm -f "$db" "$db-wal" "$db-shm"
export KAIROS_DB=$db TZ=${TZ:-Europe/Berlin}
shift_day() { date -d "$day $1 days" +%F; }
monday=$(date -d "$day -$(( $(date -d "$day" +%u) - 1 )) days" +%F)
on() { date -d "$monday $1 days" +%F; }
k() { "$kairos" "$@" >/dev/null; }
k calendars add Work --color '#e66100'
k calendars add Family --color '#2ec27e'
k add "Team standup" --start "$(on -28)T09:30" --duration 15m --calendar Work \
  --rrule 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR' --location "Room 4"
k add "1:1 with Mara" --start "$(on -27)T14:00" --duration 30m --calendar Work \
  --rrule 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU'
k add "Design review" --start "$(on 2)T10:00" --duration 1h30m --calendar Work --location "Atrium"
k add "Customer call" --start "$(on 2)T10:30" --duration 1h --calendar Work
k add "Lunch with Sam" --start "$(on 1)T12:30" --duration 1h --location "Café Linde"
k add "Swimming" --start "$(on -26)T18:30" --duration 1h --rrule 'FREQ=WEEKLY;BYDAY=WE'
k add "Piano lesson" --start "$(on -24)T16:00" --duration 45m --calendar Family \
  --rrule 'FREQ=WEEKLY;BYDAY=FR'
k add "Conference" --start "$(on 3)" --end "$(on 5)" --all-day --calendar Work --location "Lisbon"
k add "Grandma's birthday" --start "$(on 9)" --all-day --calendar Family --rrule 'FREQ=YEARLY'
k add "Night train" --start "$(on 5)T22:00" --duration 9h --location "Lisbon → Madrid"
k add "Dentist" --start "$(on 8)T08:15" --duration 45m --notes "Bring the insurance card"
k add "Book club" --start "$(on -20)T19:00" --duration 2h --rrule 'FREQ=MONTHLY;BYDAY=3TH'
k add "Rent" --start "$(on -25)" --all-day --rrule 'FREQ=MONTHLY;BYMONTHDAY=1'
k add "Holiday" --start "$(on 17)" --end "$(on 23)" --all-day --calendar Family
echo "demo database: $db (around $day)"
