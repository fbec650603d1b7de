## Palabras compartidas.

action-cancel = Cancelar
action-save = Guardar
action-add = Añadir
action-delete = Eliminar
action-accept = Aceptar
action-maybe = Quizá
action-decline = Rechazar
action-remove = Quitar
action-edit = Editar
action-undo = Deshacer
action-close = Cerrar
action-today = Hoy
action-open = Abrir

## Notificaciones de recordatorios.

reminder-action-snooze = Posponer
reminder-action-dismiss = Descartar
reminder-action-open = Abrir
reminder-missed = Recordatorio perdido (era para { $when })
reminders-missed = { $count ->
    [one] 1 recordatorio perdido
   *[other] { $count } recordatorios perdidos
}
reminders-and-more = y { $count } más
invitation-summary = Invitación: { $title }
invitation-from = { $organizer } le invita
invitation-no-organizer = Está invitado
invitations-new = { $count ->
    [one] 1 invitación nueva
   *[other] { $count } invitaciones nuevas
}

## Listas dentro de frases.

list-separator = {", "}
list-and = { $first } y { $last }
list-or = { $first } o { $last }

## Reglas de repetición en palabras.

rule-ordinal = { $nth ->
    [1] primer
    [2] segundo
    [3] tercer
    [4] cuarto
    [5] quinto
    [-1] último
    [-2] penúltimo
    [-3] antepenúltimo
    [-4] cuarto por el final
    [-5] quinto por el final
   *[other] { $nth }.º
}
rule-weekday = { $day ->
    [mon] lunes
    [tue] martes
    [wed] miércoles
    [thu] jueves
    [fri] viernes
    [sat] sábado
   *[sun] domingo
}
rule-custom = Se repite con una pauta personalizada
rule-every-day = { $count ->
    [one] Cada día
   *[other] Cada { $count } días
}
rule-every-week = { $count ->
    [one] Cada semana
   *[other] Cada { $count } semanas
}
rule-every-month = { $count ->
    [one] Cada mes
   *[other] Cada { $count } meses
}
rule-every-year = { $count ->
    [one] Cada año
   *[other] Cada { $count } años
}
rule-count = { $count ->
    [one] { $rule }, una vez
   *[other] { $rule }, { $count } veces
}
rule-until = { $rule } hasta el { $date }
date-rule-until = %-d %b %Y
date-month-name = %B
rule-in-months = { $rule } en { $months }
rule-every-weekday = Cada día laborable
rule-daily-on = Cada { $days }
rule-weekly-on = { $every } el { $days }
rule-weekly-every-day = { $every }, todos los días
rule-monthly-on-day = { $every } el día { $day }
rule-monthly-on = { $every }, { $days }
rule-monthly-every-weekday = { $every }, todos los días laborables
rule-monthly-every-day = { $every }, todos los días
rule-monthly-on-every = { $every }, cada { $days }
rule-nth-weekday = el { rule-ordinal } { rule-weekday }
rule-setpos-weekday = el { rule-ordinal } día laborable
rule-setpos-weekend-day = el { rule-ordinal } día de fin de semana
rule-setpos-day = el { rule-ordinal } día
rule-setpos-of = el { rule-ordinal } { $days }
rule-day = el día { $day }
rule-nth-day = el { rule-ordinal } día
rule-week = la semana { $week }
rule-nth-week = { $nth ->
    [-1] la última semana
    [-2] la penúltima semana
    [-3] la antepenúltima semana
   *[other] la semana { $nth } por el final
}
rule-yearly-weeks = { $every } en { $weeks }, el { $days }
rule-yearly-days = { $every }, { $days } del año
rule-yearly-on-date = { $every } el { $day } de { $month }
rule-yearly-on-day-of = { $every } el día { $day } de { $months }
rule-yearly-on-of = { $every }, { $days } de { $months }
rule-yearly-every-in = { $every }, cada { $days } de { $months }

## Recordatorios en palabras.

reminder-at-start = Al empezar
reminder-at-end = Al terminar
reminder-before-start = { $amount } antes
reminder-after-start = { $amount } después de empezar
reminder-before-end = { $amount } antes del final
reminder-after-end = { $amount } después del final
# An all-day event's reminder: $time is a time of day (09:00).
reminder-all-day-on-the-day = El mismo día a las { $time }
reminder-all-day-days-before = { $days ->
    [one] 1 día antes a las { $time }
   *[other] { $days } días antes a las { $time }
}
reminder-on = El { $date } a las { $time }
date-reminder-on = %-d %b %Y

## Duraciones.

amount-weeks = { $count ->
    [one] 1 semana
   *[other] { $count } semanas
}
amount-days = { $count ->
    [one] 1 día
   *[other] { $count } días
}
amount-hours = { $count ->
    [one] 1 hora
   *[other] { $count } horas
}
amount-minutes = { $count ->
    [one] 1 minuto
   *[other] { $count } minutos
}
amount-seconds = { $count ->
    [one] 1 segundo
   *[other] { $count } segundos
}

## La hora de un evento.

date-event-day = %A, %-d %b %Y
event-time-all-day = { $date }, todo el día
event-time-days = { $first } – { $last }
event-time-one-day = { $date }, { $start } – { $end }
event-time-across-days = { $start_date }, { $start } – { $end_date }, { $end }

## Vistas y sus títulos.

view-month = Mes
view-week = Semana
view-agenda = Agenda
date-title-month = %B %Y
date-title-week-first-full = %-d %b %Y
date-title-week-first = %-d %b
date-title-week-last = %-d %b %Y
date-title-week-last-same-month = %-d %b %Y
title-week = { $first } – { $last }
title-agenda = Desde el { $date }
date-title-agenda = %a %-d %b %Y

## La agenda.

agenda-today = Hoy
agenda-tomorrow = Mañana
agenda-yesterday = Ayer
date-agenda-day = %A, %-d de %B
date-agenda-day-year = %A, %-d de %B de %Y
agenda-all-day = Todo el día
agenda-time-range = { $start } – { $end }
agenda-from = Desde las { $time }
agenda-until = Hasta las { $time }

## Fechas en listas, recordatorios y notificaciones.

date-long = %-d %b %Y
date-day = %a %-d %b
date-day-year = %a %-d %b %Y
day-and-time = { $date }, { $time }

## Qué desharían o reharían.

journal-create = crear «{ $title }»
journal-edit = editar «{ $title }»
journal-edit-only = editar «{ $title }» el { $when }
journal-edit-from = editar «{ $title }» desde el { $when }
journal-delete = eliminar «{ $title }»
journal-delete-only = eliminar «{ $title }» el { $when }
journal-delete-from = eliminar «{ $title }» desde el { $when }
journal-delete-calendar = { $count ->
    [one] eliminar el calendario «{ $name }» (1 evento)
   *[other] eliminar el calendario «{ $name }» ({ $count } eventos)
}
journal-import = importar { $files }
journal-keep-this = conservar esta versión de «{ $title }»
journal-keep-servers = conservar la versión del servidor de «{ $title }»
journal-keep-both = conservar ambas versiones de «{ $title }»

## Texto de las notificaciones.

date-notification-day = %a %-d %b
notification-due = { $date } { $time }
notification-all-day = { $date }, todo el día
notification-time = { $date }, { $start }–{ $end }
notification-missed-line = { $title } — { $when }

## Errores del almacén.

error-empty-title = el título está vacío
error-end-before-start = el final es anterior al inicio
error-bad-rule = RRULE no válida: { $reason }
error-not-recurring = el evento { $uid } no se repite: edítelo o elimínelo con el alcance «all»
error-rule-for-one-occurrence = la repetición solo puede cambiar para toda la serie o para este y los siguientes eventos
error-mixed-kinds = el inicio de un evento de todo el día y sus fechas de repetición deben ser fechas
error-empty-calendar-name = el nombre del calendario está vacío
error-bad-color = color «{ $color }»: se esperaba #rrggbb
error-duplicate-uid = ya existe un evento con el uid { $uid }
error-last-calendar = «{ $name }» es el único calendario: añada otro antes de eliminarlo
error-too-long = una duración o un aviso supera los 366.000 días (unos 1.000 años), lo máximo que Kairos guarda
error-unknown-event = no hay ningún evento con el uid { $uid }
error-unknown-occurrence = el evento { $uid } no tiene la repetición { $recurrence_id }
error-not-invited = ninguna de mis direcciones ({ $addresses }) está entre los asistentes de { $uid }; indique la suya en Preferencias
error-meeting-cancelled = el organizador canceló «{ $title }»: no hay nada que responder
error-not-organizer = «{ $title }» lo organiza { $organizer }: solo esa persona puede cambiar la hora, el título, el lugar o los invitados (su respuesta, sus avisos y sus notas son suyos)
error-unknown-calendar = no hay ningún calendario llamado «{ $name }»
error-duplicate-calendar = ya existe un calendario llamado «{ $name }»
error-synced-calendar = el calendario «{ $name }» viene de la cuenta «{ $account }»: elimínelo en el servidor o quite la cuenta
error-read-only-calendar = «{ $name }» es una suscripción: sus eventos vienen de su fuente y no se pueden cambiar aquí
error-not-a-conflict = «{ $uid }» no es una copia en conflicto
error-unknown-account = no hay ninguna cuenta llamada «{ $name }»
error-duplicate-account = ya existe una cuenta llamada «{ $name }»
error-journal-conflict = no se puede { $action ->
    [undo] deshacer
   *[other] rehacer
} «{ $label }»: sus eventos cambiaron después, por otra edición
error-newer-schema = { $path } lo escribió un Kairos más reciente (versión del esquema { $found }; este conoce hasta la { $known }); no se ha tocado
error-not-a-database = { $path } no es una base de datos de Kairos: { $reason }
error-no-data-dir = no hay carpeta de datos: defina KAIROS_DB o use --db
error-create-dir = no se puede crear { $path }: { $reason }; compruebe que la carpeta existe y que puede escribir en ella
error-permissions = no se puede hacer { $path } privado del propietario: { $reason }; hágalo suyo (chown) o muévalo
error-corrupt = la base de datos contiene un valor que Kairos no puede leer: { $reason }
error-database = la base de datos del calendario falló: { $reason }
error-file-damaged = { $path } está dañado ({ $reason }): restáurelo de una copia de seguridad, o muévalo y Kairos creará uno nuevo
error-file-cannot-open = no se puede abrir { $path } ({ $reason }): compruebe que el archivo y su carpeta existen y que puede escribir en ellos (no en un disco de solo lectura)
error-file-read-only = { $path } es de solo lectura: dese permiso de escritura en él y en su carpeta
error-file-full = el disco de { $path } está lleno: libere espacio e inténtelo de nuevo
error-file-locked = otro programa tiene bloqueado { $path }: ciérrelo e inténtelo de nuevo

## Importar y exportar archivos .ics: el informe.

import-file-counts = { $name }: { $added } añadidos, { $updated } actualizados, { $unchanged } sin cambios, { $skipped } omitidos
import-dry-run = {" "}(prueba: no se escribió nada)
import-row-added = añadido
import-row-updated = actualizado
import-row-unchanged = sin cambios
import-row-skipped = omitido
import-row-cancelled = cancelado
import-cancel-not-here = cancela una reunión que no está en el calendario: nada que cancelar
import-in-subscription = ya está en { $calendar } (una suscripción): sus eventos solo los cambia la fuente
import-cancel-not-a-meeting = cancela un evento que aquí no es una reunión: no se aplica
import-row-note = nota
import-row-ignored = ignorado
import-no-title = (sin título)
import-not-events = { $count } { $component } (no son eventos)
import-more-rows = { $count ->
    [one] … y 1 línea más, no listada (incluida en los recuentos de arriba)
   *[other] … y { $count } líneas más, no listadas (incluidas en los recuentos de arriba)
}
import-more-problems = { $count ->
    [one] {" "}(y 1 problema más)
   *[other] {" "}(y { $count } problemas más)
}
import-cannot-read = { $name }: no se puede leer: { $reason }
import-cannot-write = no se puede escribir { $path }: { $reason }

## Cuentas y suscripciones.

account-error-password = El servidor rechazó la contraseña.
account-error-sign-in = El inicio de sesión caducó o fue revocado: vuelva a iniciar sesión.
account-error-certificate = Certificado no fiable: { $detail }
account-error-offline = No se puede conectar con el servidor: { $detail }
account-why-refused = nada responde en la dirección del servidor (¿está en marcha el servidor?).
account-why-timed-out = el servidor tardó demasiado en responder.
account-why-unknown-name = el nombre del servidor es desconocido (compruebe la dirección o la red).
account-why-no-network = este equipo no está conectado a ninguna red.
account-why-dropped = la conexión se cortó antes de que el servidor respondiera.
account-fix-password = Volver a escribir la contraseña…
account-fix-sign-in = Volver a iniciar sesión…
account-google-title = Añadir una cuenta de Google
account-google-intro = Kairos abre su navegador para iniciar sesión en Google: la contraseña se escribe allí, nunca aquí.
account-google-address = Dirección de Google
account-google-own-client = Esta versión de Kairos no tiene un ID de cliente de Google: indique el suyo (un cliente «App de escritorio» de la consola de Google Cloud; vea el README, «Google Calendar»).
account-client-id = ID de cliente
account-client-secret = Secreto del cliente
account-sign-in = Iniciar sesión…
account-add-google = Cuenta de Google…
account-waiting-browser = Esperando a que inicie sesión en el navegador…
account-sign-in-address = Si no se abrió ningún navegador, abra esta dirección en uno:
account-copy-address = Copiar
account-address-copied = Copiada
# $reason is the program and what the system said, in English.
account-browser-not-opened = No se pudo abrir el navegador ({ $reason }). Abra usted mismo la dirección de abajo en un navegador: Kairos sigue esperando el inicio de sesión.
account-signs-in-browser = Inicia sesión en el navegador; su token está en el Secret Service.
account-missing-google-address = Escriba la dirección de Google, como you@gmail.com.
account-missing-client-id = Escriba un ID de cliente de Google: esta versión no tiene uno propio.
app-signed-in-again = «{ $name }» vuelve a tener la sesión iniciada.
account-fix-certificate = Confiar en un archivo de CA…
account-missing-account-name = Escriba un nombre para la cuenta, como Trabajo.
account-missing-server = Escriba la dirección del servidor.
account-missing-user = Escriba el nombre de usuario.
account-missing-password = Escriba la contraseña, o un comando que la escriba.
account-missing-calendar-name = Escriba un nombre para el calendario, como Festivos.
account-missing-feed = Escriba la dirección del calendario (https:// o webcal://).
account-missing-repair = Escriba la nueva contraseña o el archivo de CA en el que confiar.
account-add-title = Añadir una cuenta
account-add-intro = Nextcloud, Fastmail, iCloud, Radicale… Sus calendarios aparecen aquí y se mantienen sincronizados en ambos sentidos.
account-name = Nombre
account-name-example = Trabajo
account-server = Servidor
account-user = Usuario
account-password = Contraseña (se guarda en el depósito de claves del escritorio)
account-password-command-field = O un comando que escriba la contraseña (necesario donde no hay depósito de claves)
account-ca-optional = Certificado de CA de confianza (opcional, para un servidor propio)
account-ca-example = /ruta/a/ca.pem
account-subscribe-title = Suscribirse a un calendario
account-subscribe-intro = Festivos, el calendario publicado de un equipo, partidos: un calendario de solo lectura, actualizado en cada sincronización.
account-feed-name-example = Festivos
account-feed-address = Dirección
account-feed-address-example = https://… o webcal://…
account-subscribe = Suscribirse
account-url-as-user = { $url } como { $user }
account-calendars-here = { $count ->
    [one] 1 calendario aquí
   *[other] { $count } calendarios aquí
}
account-password-command = Su contraseña viene de una orden (se configura con kairos accounts).
account-new-password = Contraseña nueva
account-ca-pem = Certificado de CA de confianza (archivo PEM)
account-checking = Consultando al servidor…
account-remove-account = Quitar la cuenta…
account-remove-question = ¿Quitar «{ $name }»?
account-remove-explained = Sus calendarios y sus eventos se quitan de este equipo. El servidor los conserva: al añadir la cuenta de nuevo vuelven.
account-keep = Conservarla

## El diálogo del calendario.

calendar-error-no-name = Dé un nombre al calendario.
calendar-error-not-a-color = «{ $color }» no es un color: escríbalo como #rrggbb, por ejemplo #3584e4.
calendar-new-title = Calendario nuevo
calendar-title = Calendario
calendar-no-reminders = Los eventos nuevos no tienen recordatorio.
calendar-add-reminder = Añadir un recordatorio
calendar-unsubscribe = Cancelar la suscripción…
calendar-delete = Eliminar el calendario…
calendar-name = Nombre
calendar-name-examples = Trabajo, Familia, Deportes…
calendar-color = Color
calendar-default-reminders = Recordatorios predeterminados para eventos nuevos
calendar-all-day-reminders = Recordatorios predeterminados para nuevos eventos de todo el día
calendar-from-account = Este calendario viene de la cuenta «{ $account }»: elimínelo en el servidor o quite la cuenta.
calendar-unsubscribe-question = ¿Cancelar la suscripción a «{ $name }»?
calendar-unsubscribe-explained = { $count ->
    [0] No tiene eventos.
    [one] Su único evento se va con él.
   *[other] Sus { $count } eventos se van con él.
} Al suscribirse de nuevo vuelven.
calendar-delete-question = ¿Eliminar «{ $name }»?
calendar-delete-explained = { $count ->
    [0] No tiene eventos.
    [one] Su único evento se va con él.
   *[other] Sus { $count } eventos se van con él.
} Deshacer lo recupera todo.
calendar-keep = Conservarlo

## Ir a una fecha.

goto-title = Ir a una fecha

## A qué repeticiones se aplica un cambio.

prompt-delete-question = ¿Eliminar «{ $title }»?
prompt-save-question = ¿Guardar los cambios de «{ $title }»?
prompt-move-question = ¿Mover «{ $title }»?
prompt-repeating = Este es un evento que se repite.
prompt-repeating-series = Este es un evento que se repite. Su repetición, recordatorios y calendario pertenecen a la serie.
prompt-only-this = Solo este evento
prompt-following = Este y los siguientes
prompt-all = Todos los eventos

## Evento rápido.

quick-title = Evento nuevo
quick-discard-question = ¿Descartar «{ $title }»?
quick-discard-explained = El nuevo evento no se ha guardado.
quick-title-placeholder = Título
quick-more-options = Más opciones…

## Resultados de la búsqueda.

search-none = Ningún evento coincide con «{ $text }» entre el { $first } y el { $last }.
search-first-matches = Las primeras { $count } coincidencias de «{ $text }»: escriba más para acotar la búsqueda
search-matches = { $count ->
    [one] 1 coincidencia de «{ $text }»
   *[other] { $count } coincidencias de «{ $text }»
}
search-past = Pasados
search-every-occurrence = Se repite — mostrar todas
search-each-series-once = Mostrar cada serie una vez

## Importar y exportar.

transfer-error-no-file = Elija un archivo para importar
transfer-error-no-calendar = Elija el calendario en el que importar
transfer-error-no-destination = Elija dónde guardar el archivo
transfer-error-range-incomplete = El intervalo necesita los dos días, como AAAA-MM-DD
transfer-error-range-backwards = El intervalo termina antes de empezar
transfer-import-title = Importar eventos
transfer-import = Importar
transfer-export-title = Exportar eventos
transfer-export = Exportar
transfer-all-calendars = Todos los calendarios
transfer-path-example = /ruta/a/calendario.ics
transfer-browse = Examinar…
transfer-into = En
transfer-calendar = Calendario
transfer-days = Días
transfer-from-example = desde AAAA-MM-DD
transfer-to-example = hasta AAAA-MM-DD
transfer-days-empty = (vacío: todo)
transfer-check = Comprobar
transfer-why-check-first = Compruebe primero el archivo: Importar añade lo que muestra Comprobar.
transfer-why-check-again = Cambiado desde la comprobación: compruebe de nuevo.
transfer-report-summary = { $file } — { $events ->
    [one] 1 evento
   *[other] { $events } eventos
}: { $added } para añadir, { $updated } para actualizar, { $unchanged } sin cambios, { $skipped } omitidos
transfer-row-update = Actualizar
transfer-row-unchanged = Sin cambios
transfer-row-skip = Omitir
transfer-row-note = Nota
transfer-row-ignore = Ignorar
transfer-row-why-at-line = { $why } (línea { $line })
transfer-row-line = línea { $line }
transfer-dry-run = No se escribe nada hasta que importe.

## El editor de eventos.

editor-edit-title = Editar evento
editor-new-title = Evento nuevo
editor-title-placeholder = Título
editor-location = Lugar
editor-organised-by = Lo organiza { $organizer }: solo esa persona puede cambiar la hora, el título, el lugar o los invitados. Sus avisos y sus notas son suyos.
editor-location-placeholder = Añadir un lugar
editor-guests = Invitados
editor-guests-placeholder = Invitar por dirección
editor-invite = Invitar
editor-not-an-address = «{ $text }» no es una dirección (como nombre@example.org)
editor-guests-organizer = Usted lo organiza: los invitados reciben la invitación al guardar.
editor-calendar = Calendario
editor-all-day = Todo el día
editor-starts = Empieza
editor-ends = Termina
editor-notes = Notas
editor-discard-title = ¿Descartar los cambios?
editor-discard-explained = Se perderá lo que cambió en este evento.
editor-keep-editing = Seguir editando
editor-discard = Descartar
editor-never-ends = No termina nunca
editor-ends-on = Termina el
editor-ends-after = Termina tras
editor-times = { $count ->
    [one] vez
   *[other] veces
}
editor-floating = Flotante (la misma hora en todas las zonas)
editor-search-zones = Buscar zonas horarias
editor-floating-choice = Flotante (sin zona horaria)
editor-time-zone = Zona horaria
editor-your-time = { $start } – { $end } en su hora ({ $zone })
editor-your-time-day = { $date }, { $start } – { $end } en su hora ({ $zone })
editor-every = Cada
editor-every-days = { $count ->
    [one] día
   *[other] días
}
editor-every-weeks = { $count ->
    [one] semana
   *[other] semanas
}
editor-every-months = { $count ->
    [one] mes
   *[other] meses
}
editor-every-years = { $count ->
    [one] año
   *[other] años
}
editor-weekday-toggle = { $day ->
    [mon] Lu
    [tue] Ma
    [wed] Mi
    [thu] Ju
    [fri] Vi
    [sat] Sá
   *[sun] Do
}
editor-advanced-rule = Avanzado: la regla tal como la escribe el RFC 5545 (RRULE)
editor-repeat = Repetir
editor-removed-dates = Fechas quitadas: marque para recuperarlas
date-editor-removed = %a, %-d %b %Y
editor-exceptions = Excepciones
# Which default reminders an event without its own takes: $reminders is a list ("10 minutes before, 1 hour before").
editor-calendar-reminders-are = Los del calendario: { $reminders }
editor-calendar-reminders-none = Los del calendario: ninguno
editor-no-reminders = Sin recordatorios
editor-use-defaults = Usar los del calendario
editor-reminders = Recordatorios
editor-preset-at-start = Al empezar
editor-preset-day = 1 día
editor-preset-hour = 1 h
editor-preset-minutes = { $count } min
editor-unit-minutes-before = minutos antes
editor-unit-hours-before = horas antes
editor-unit-days-before = días antes
editor-unit-minutes-after = minutos después de empezar
editor-unit-hours-after = horas después de empezar

## Cuadrículas.

# Los nombres cortos de los meses, como `%b` los escribe en las fechas (doce, separados por espacios).
months-short = ene feb mar abr may jun jul ago sep oct nov dic
date-weekday-short = %a
date-week-heading = %a %-d
month-more = +{ $count } más
week-more = +{ $count }
week-more-hint = { $count ->
    [one] 1 evento más a estas horas, no dibujado por falta de espacio — haga clic para ver el día
   *[other] { $count } eventos más a estas horas, no dibujados por falta de espacio — haga clic para ver el día
}
week-all-day-more-hint = { $count ->
    [one] 1 evento más de todo el día, no dibujado por falta de espacio — haga clic para ver el día
   *[other] { $count } eventos más de todo el día, no dibujados por falta de espacio — haga clic para ver el día
}

## Preferencias.

prefs-title = Preferencias
prefs-language = Idioma
prefs-language-system = Sistema ({ $language })
prefs-first-weekday = Primer día de la semana
prefs-clock = Reloj
prefs-open-in = Abrir en
prefs-time-zone = Zona horaria
prefs-zone-placeholder = Escriba una ciudad para cambiarla
prefs-no-zone-matches = Ninguna zona se llama así; pruebe con una ciudad como «Madrid» o «New York»
prefs-my-addresses = Mis direcciones
prefs-my-addresses-placeholder = yo@example.org, yo@trabajo.example
prefs-my-addresses-hint = Quién es usted en las reuniones de calendarios locales y de servidores que no lo indican
prefs-not-an-address = No es una dirección: { $text }
prefs-event-length = Duración de los eventos nuevos
prefs-new-calendar-reminder = Aviso de los calendarios nuevos
prefs-new-calendar-all-day-reminder = Los calendarios nuevos avisan de los eventos de todo el día
prefs-week-numbers = Números de semana
prefs-appearance = Apariencia
prefs-theme-system = Sistema
prefs-theme-light = Claro
prefs-theme-dark = Oscuro
prefs-locale-weekday = El de la configuración regional ({ $day })
prefs-weekday = { $day ->
    [mon] Lunes
    [tue] Martes
    [wed] Miércoles
    [thu] Jueves
    [fri] Viernes
    [sat] Sábado
   *[sun] Domingo
}
prefs-clock-12 = 12 horas (9:00 PM)
prefs-clock-24 = 24 horas (21:00)
prefs-locale-clock = El de la configuración regional, { $clock }
prefs-last-view = La última usada
prefs-system-zone = La del sistema ({ $zone })
prefs-hours = { $count ->
    [one] 1 hora
   *[other] { $count } horas
}
prefs-hours-minutes = { $hours } h { $minutes } min
prefs-minutes = { $count ->
    [one] 1 minuto
   *[other] { $count } minutos
}
prefs-no-reminder = Sin recordatorio

## La barra lateral.

date-sidebar-synced = %-d %b
sidebar-calendars = Calendarios
sidebar-subscriptions = Suscripciones
sidebar-new-event = Evento nuevo
sidebar-import = Importar…
sidebar-export = Exportar…
sidebar-add-account = Añadir cuenta…
sidebar-subscribe = Suscribirse…
sidebar-preferences = Preferencias
sidebar-sync-now = Sincronizar
sidebar-syncing = { $spinner } Sincronizando…
sidebar-synced = Sincronizado { $when }
sidebar-not-synced = Aún sin sincronizar
sidebar-changes-to-send = { $count ->
    [one] 1 cambio por enviar
   *[other] { $count } cambios por enviar
}
sidebar-conflicts = { $count ->
    [one] ⚠ 1 conflicto por resolver
   *[other] ⚠ { $count } conflictos por resolver
}
sidebar-just-now = ahora mismo
sidebar-minutes-ago = hace { $count } min
sidebar-at-time = a las { $time }
sidebar-on-date = el { $date }

## Detalles de un evento.

details-when = Cuándo
details-repeats = Se repite
details-reminders = Recordatorios
details-no-reminders = Ninguno
details-location = Lugar
details-notes = Notas
details-from-subscription = De la suscripción «{ $calendar }»: cambia con su fuente, no aquí.
details-cancelled = Cancelado por el organizador
details-remove-cancelled = Quitar de mi calendario
details-organiser = Organiza
details-guests = Invitados
details-your-answer = Su respuesta
details-only-this-occurrence = Solo esta repetición
details-organisers-meeting = La hora, el título, el lugar y los invitados los decide quien organiza; su respuesta, sus avisos y sus notas son suyos.
details-not-delivered = Este calendario no envía invitaciones ni respuestas: su servidor no hace planificación CalDAV.
details-email-answer = Enviar mi respuesta por correo…
meeting-accepted = aceptado
meeting-tentative = quizá
meeting-declined = rechazado
meeting-delegated = delegado
meeting-not-answered = sin respuesta aún
meeting-optional = opcional
meeting-for-information = para información
meeting-organiser = organiza
meeting-you = usted
meeting-not-delivered = no se pudo entregar
details-conflict = ⚠ Conflicto
details-conflict-explained = Este evento se cambió aquí y en otro dispositivo a la vez. Esta es la versión de este equipo; el evento de al lado es la del servidor.
details-keep-this = Conservar esta
details-keep-servers = Conservar la del servidor
details-keep-both = Conservar ambas
details-differs = Difiere en { $parts }.
details-has-copy = Este evento se cambió aquí y en otro dispositivo a la vez. Esta es la versión del servidor; la de este equipo se guardó como copia, donde elige cuál conservar.
details-show-copy = Mostrar la copia
details-part-title = el título
details-part-time = la hora
details-part-place = el lugar
details-part-notes = las notas
details-part-repeat = la repetición
details-part-reminders = los recordatorios
details-nothing-on-day = Nada este día.

## La cabecera.

header-redo = Rehacer
header-search = Buscar eventos
header-week-title = Semana { $number } · { $title }

## La agenda vacía.

agenda-nothing-to-show = Nada que mostrar
agenda-nothing-planned = Nada previsto en estos días.

## El título de la ventana.

title-dialog = { $dialog } — Kairos
title-app = Kairos
title-search = Búsqueda «{ $text }»
title-which-events = ¿Qué eventos?
title-delete-calendar = ¿Eliminar el calendario?
title-remove-account = ¿Quitar la cuenta?
title-account = Cuenta

## Mensajes de la ventana.

app-cannot-read-account = No se puede leer la cuenta: { $reason }
app-subscribed-events = { $count ->
    [one] Suscrito a «{ $name }»: 1 evento
   *[other] Suscrito a «{ $name }»: { $count } eventos
}
app-subscribed = Suscrito a «{ $name }»
app-account-removed = Se quitó «{ $name }» de este equipo
app-cannot-remove = No se puede quitar { $name }: { $reason }
app-account-exists = Ya hay una cuenta llamada «{ $name }»
app-cannot-read-file = No se puede leer { $path }: { $reason }
app-no-calendars = { $url } no tiene calendarios con eventos para { $user }
app-cannot-keep-password = no se puede guardar la contraseña: { $reason }. Sin depósito de claves, indique en su lugar un comando que escriba la contraseña (como pass show calendar), o desbloquee el depósito y vuelva a intentarlo.
app-account-added = { $count ->
    [one] Se añadió «{ $name }»: 1 calendario
   *[other] Se añadió «{ $name }»: { $count } calendarios
}
app-connected-again = «{ $name }» vuelve a estar conectada
app-server-went-wrong = Algo falló al consultar al servidor; inténtelo de nuevo.
app-no-calendar = No hay ningún calendario al que añadir: cree uno con `kairos calendars add NOMBRE`
app-cannot-open-event = No se puede abrir el evento: { $reason }
app-created = Se creó «{ $title }»
app-cannot-create = No se puede crear «{ $title }»: { $reason }
app-imported = { $count ->
    [one] Se importó 1 evento de { $name }
   *[other] Se importaron { $count } eventos de { $name }
}
app-exported = { $count ->
    [one] Se exportó 1 evento a { $path }
   *[other] Se exportaron { $count } eventos a { $path }
}
app-cannot-change = No se puede cambiar { $name }: { $reason }
app-cannot-show-event = No se puede mostrar el evento: { $reason }
app-kept-this = Se conservó la versión de este equipo
app-kept-servers = Se conservó la versión del servidor
app-kept-both = Se conservaron ambas versiones
app-cannot-settle = No se puede resolver el conflicto: { $reason }
app-answered = { $answer ->
    [accepted] Aceptado: «{ $title }»
    [tentative] Quizá: «{ $title }»
   *[declined] Rechazado: «{ $title }»
}
app-cannot-answer = No se puede responder: { $reason }
app-mail-opened = Su respuesta a «{ $title }» va adjunta a un correo nuevo para { $organizer }: envíelo desde su programa de correo.
app-cannot-mail = No se puede enviar su respuesta por correo: { $reason }
app-deleted = Se eliminó «{ $title }»
app-cannot-delete = No se puede eliminar «{ $title }»: { $reason }
app-saved = Se guardó «{ $title }»
app-cannot-save = No se puede guardar «{ $title }»: { $reason }
app-inbox-refused = { $count ->
    [one] Se rechazó un mensaje del buzón de citas: { $first }
   *[other] Se rechazaron { $count } mensajes del buzón de citas; el primero: { $first }
}
app-conflict-kept = Un evento se cambió aquí y en el servidor a la vez: se guardaron ambas versiones. Resuélvalo desde la barra lateral.
app-undone = Deshecho: { $what }
app-redone = Rehecho: { $what }
app-nothing-to-undo = Nada que deshacer
app-nothing-to-redo = Nada que rehacer
app-cannot-move = No se puede mover el evento: { $reason }
app-drag-held = «{ $title }» es una reunión del organizador: aquí no se mueve.
app-cannot-read-calendar = No se puede leer { $name }: { $reason }
app-unsubscribed = Se canceló la suscripción a «{ $name }»
app-calendar-deleted = { $count ->
    [one] Se eliminó «{ $name }» y su evento
   *[other] Se eliminó «{ $name }» y sus { $count } eventos
}
app-cannot-delete-calendar = No se puede eliminar { $name }: { $reason }
app-cannot-save-preferences = No se pueden guardar las preferencias: { $reason }
app-cannot-read-calendars = No se puede leer el calendario: { $reason }
app-search-not-started = no se pudo iniciar la búsqueda
app-cannot-save-view = No se puede guardar la vista: { $reason }
details-and-more-dates = { $count ->
    [one] { $rule }, y en una fecha más
   *[other] { $rule }, y en { $count } fechas más
}
details-more-dates = { $count ->
    [one] En una fecha más
   *[other] En { $count } fechas más
}
details-own-time = { $start } – { $end }, hora de { $place }
details-own-time-day = { $date }, { $start } – { $end }, hora de { $place }

## Cuando la ventana no puede abrirse.

window-failed = la ventana falló: { $reason }
window-unknown-failure = fallo desconocido
window-no-display = no hay pantalla en la que abrir la ventana (no están definidas ni DISPLAY ni WAYLAND_DISPLAY); la línea de órdenes funciona sin ella: consulte `kairos --help`
window-missing-libraries = la ventana necesita bibliotecas que no están instaladas: { $missing }. En Debian/Ubuntu: sudo apt install { $debian }; en Fedora: sudo dnf install { $fedora }. La línea de órdenes funciona sin ellas: consulte `kairos --help`

## Comprobaciones y opciones del editor.

draft-no-title = Dé un título al evento
draft-start-on-rule = Empieza el { $date }: el primer día que da la regla
draft-bad-start-date = La fecha de inicio debe ser una fecha (AAAA-MM-DD)
draft-bad-end-date = La fecha de fin debe ser una fecha (AAAA-MM-DD)
draft-bad-start-time = La hora de inicio debe ser una hora, como 09:30
draft-bad-end-time = La hora de fin debe ser una hora, como 10:30
draft-end-before-start = El final es anterior al inicio
draft-repeat-never = No se repite
draft-repeat-daily = Cada día
draft-repeat-weekly = Cada semana
draft-repeat-monthly = Cada mes
draft-repeat-yearly = Cada año
draft-repeat-custom = Personalizado (avanzado)
draft-monthly-on-day = el día { $day }
draft-monthly-on = { $what }
draft-monthly-last-day = el último día
draft-bad-interval = «Cada» necesita un número entero del 1 al 999
draft-no-weekday = Elija al menos un día de la semana
draft-bad-until = La fecha de fin debe ser una fecha (AAAA-MM-DD)
draft-until-before-start = La fecha de fin es anterior al inicio
draft-bad-count = «Termina tras» necesita un número de veces del 1 al 9999
draft-bad-rule = La regla no es válida: { $reason }
draft-bad-start = El inicio debe ser una fecha (AAAA-MM-DD) o una fecha y hora (AAAA-MM-DDT09:30)
draft-bad-end = El final debe ser una fecha (AAAA-MM-DD) o una fecha y hora (AAAA-MM-DDT10:30)
draft-all-day-takes-date = Un evento de todo el día empieza en una fecha, no a una hora
draft-all-day-ends-on-date = Un evento de todo el día termina en una fecha, no a una hora
draft-date-needs-all-day = Una fecha sola es un evento de todo el día: márcalo de todo el día o indica también una hora
draft-end-needs-time = El final es una fecha: indica también una hora
draft-bad-length = La duración debe ser como 45m, 1h30m, 2d o PT1H30M
draft-too-long = Más de { $days } días, lo más largo que guarda Kairos
draft-whole-days = Un evento de todo el día dura días enteros, como 1d o 3d

## La línea de órdenes: `kairos agenda`.

date-cli-range = %a %-d %b %Y
cli-agenda-nothing = Nada del { $first } al { $last }.
date-cli-agenda-day = %A %-d de %B de %Y
cli-agenda-all-day = todo el día
cli-agenda-cancelled = cancelado
cli-agenda-more = … y { $count } más de «{ $title }» este día

## La línea de órdenes: resultados y errores.

cli-error = error: { $reason }
cli-undone = Deshecho: { $label }
cli-redone = Rehecho: { $label }
cli-nothing-to-undo = Nada que deshacer.
cli-nothing-to-redo = Nada que rehacer.
cli-replied = { $answer ->
    [accepted] Aceptado: «{ $title }»
    [tentative] Quizá: «{ $title }»
   *[declined] Rechazado: «{ $title }»
}
cli-reply-not-delivered = El servidor de este calendario no entrega respuestas (no hace planificación CalDAV): quien organiza solo verá su respuesta si usted se la envía.
cli-reply-written = Su respuesta está en { $path }: envíela a { $organizer } (por ejemplo, como adjunto de correo).
cli-reply-mailed = Su respuesta ({ $path }) va adjunta a un correo nuevo para { $organizer }: envíelo desde su programa de correo.
cli-reply-no-organizer = Esta reunión no indica organizador, así que no hay a quién enviar la respuesta: no se cambió nada
mail-reply-subject = { $answer ->
    [accepted] Aceptado: { $title }
    [tentative] Provisional: { $title }
   *[declined] Rechazado: { $title }
}
mail-no-organizer = Esta reunión no nombra organizador: no hay nadie a quien enviar su respuesta.
mail-bad-address = La dirección del organizador «{ $address }» no es una dirección de correo simple (nombre@example.org): no se ha pasado a su programa de correo.
mail-not-invited = Ninguna de sus direcciones está entre los invitados de esta reunión.
mail-not-answered = Responda primero: todavía no hay nada que enviar.
mail-cannot-write = No se puede escribir la respuesta en { $path }: { $reason }
mail-unsafe-attachment = No se puede adjuntar { $path }: los programas de correo leen mal una ruta con apóstrofos, comas, barras invertidas o caracteres de control. Guarde la base de datos de Kairos en una carpeta cuya ruta no tenga ninguno.
mail-cannot-start = No se puede iniciar { $program } para abrir su programa de correo: { $reason }
mail-no-mail-program = No hay ningún programa de correo configurado en este equipo: elija uno predeterminado para el correo en la configuración del sistema.
mail-failed = { $program } falló ({ $status })
cli-no-invitations = Ninguna invitación espera respuesta.
cli-bad-address = { $flag } { $text }: no es una dirección (escriba nombre@example.org o una URI mailto:)
error-no-address = Kairos no conoce su dirección para este calendario y no puede hacerle organizador: indíquela en Preferencias («Mis direcciones») o use un calendario de una cuenta cuyo servidor la dé
error-not-an-attendee = { $address } no está entre los asistentes
cli-shown-in-window = Se mostró en la ventana ya abierta sobre { $path }
cli-import-it-here = Para importarlo aquí: kairos import { $path }
cli-no-window = Este kairos se compiló sin la ventana (función `gui`).
cli-no-such-file = { $path }: no existe ese archivo, ni es una orden de kairos (consulte kairos --help)
## Sync: the schedule inbox, and notes of a calendar's sync
sync-inbox-no-organiser = no indica organizador
sync-inbox-from-me = dice venir de mí
sync-inbox-elsewhere = indica un evento de un calendario de otra cuenta o solo de este equipo
sync-inbox-no-meeting = indica un evento que no es una reunión
sync-inbox-meeting-without-organiser = indica una reunión sin organizador
sync-inbox-my-meeting = indica una reunión que organizo yo
sync-inbox-not-the-organiser = viene de alguien que no es el organizador de la reunión
sync-inbox-other-method = no es una invitación, una cancelación ni una respuesta
sync-inbox-other-address = una invitación para otra dirección
sync-inbox-cancel-not-applied = una cancelación que el servidor no aplicó
sync-inbox-answer-not-applied = una respuesta que el servidor no aplicó
sync-inbox-answer-not-shown = { $who } respondió a «{ $title }»: { $answer }. El servidor dejó la respuesta en su bandeja de planificación y no la puso en su copia, así que no se ve allí.
sync-inbox-answer-not-shown-occurrence = { $who } respondió a «{ $title }» para el { $occurrence }: { $answer }. El servidor dejó la respuesta en su bandeja de planificación y no la puso en su copia, así que no se ve allí.
sync-inbox-not-found = no se encontró el buzón de invitaciones: { $reason }
sync-inbox-failed = buzón de invitaciones: { $reason }
sync-inbox-not-itip = { $href }: no es un mensaje iTIP
sync-inbox-no-one = nadie
sync-inbox-refused-message = «{ $title }» de { $sender }: { $why }
sync-note-elsewhere = un evento también está en { $other }: se deja hasta que ese calendario se sincronice
sync-note-server-only = un evento se conservó solo en el servidor: { $why }
sync-note-refused = el servidor rechazó «{ $title }» (HTTP { $status }); sigue aquí y se vuelve a enviar la próxima vez
sync-note-deleted-event = un evento eliminado ({ $uid })
sync-note-changed-again = { $what } volvió a cambiar en el servidor mientras se enviaba (HTTP 412); se reintenta la próxima vez
sync-note-no-longer-event = { $what } ya no es un evento en el servidor ({ $why }); se deja como está
sync-note-kept-on-server = { $what } se queda solo en el servidor: { $why }
sync-note-foreign-href = el servidor indicó { $href }, que no está en este calendario: se ignora, nunca se escribe
sync-note-repeated-uid = { $what } repite el UID { $uid }: se queda solo en el servidor
sync-note-unlisted-but-there = falta en la lista de calendarios del servidor, pero sigue ahí: se deja como está
sync-calendar-kept-as = { $name } (no enviado a { $account })

## Passwords: the Secret Service and password commands
secret-unavailable = no hay Secret Service en el bus de sesión ({ $reason }); indique en su lugar un --password-command para la cuenta
secret-missing = el Secret Service no guarda ninguna contraseña para la cuenta { $account }; vuelva a añadirla o indique un --password-command
secret-locked = el depósito de claves está bloqueado; desbloquéelo (inicie sesión en el escritorio) y vuelva a sincronizar
secret-no-default-keyring = el Secret Service no tiene un depósito de claves predeterminado donde guardar la contraseña; cree uno (en «Contraseñas y claves») o indique un --password-command
secret-not-text = la contraseña guardada en el Secret Service no es texto
secret-failed = el Secret Service falló: { $reason }
secret-item-label = Cuenta CalDAV de Kairos { $account }
credential-spawn = no se pudo ejecutar el comando de contraseña de { $account }: { $reason }
credential-failed = el comando de contraseña de { $account } falló ({ $status })
credential-empty = el comando de contraseña de { $account } no escribió nada
credential-commanded = la contraseña de { $account } viene de su comando de contraseña: cambie lo que escribe el comando, no la contraseña aquí

## kairos show
cli-show-floating = { $time } (flotante)
cli-show-days = { $n ->
    [one] 1 día
   *[other] { $n } días
}
cli-reminder-at-start = al empezar
cli-reminder-after-start = { $amount } después de empezar
cli-reminder-before = { $amount } antes
cli-reminder-at-end = al terminar
cli-reminder-after-end = { $amount } después del final
cli-reminder-before-end = { $amount } antes del final
cli-reminder-at = el { $time }
cli-show-calendar-defaults = los recordatorios predeterminados del calendario
cli-show-no-reminders = ninguno
cli-show-status = estado
cli-show-cancelled-by-organiser = cancelado por el organizador
cli-show-uid = uid
cli-show-calendar = calendario
cli-show-starts = empieza
cli-show-lasts = dura
cli-show-repeats = se repite
cli-show-also-on = también el
cli-show-except = excepto
cli-show-cancelled = cancelado
cli-show-moved = { $start } durante { $length }
cli-show-own-title = título { $title }
cli-show-own-location = lugar { $location }
cli-show-own-notes = notas propias
cli-show-changed = cambiado
cli-show-reminders = recordatorios
cli-show-location = lugar
cli-show-notes = notas
cli-show-sequence = secuencia
cli-show-created = creado
cli-show-modified = modificado
cli-show-organizer = organizador
cli-show-attendee = asistente
cli-show-my-answer = mi respuesta

cli-calendar-hidden = (oculto)
cli-calendar-reminds = (avisa { $reminders })
cli-calendar-reminds-all-day = (eventos de todo el día: { $reminders })
cli-bad-all-day-reminder = --at { $value }: escriba D@HH:MM, D días antes del día (0 = el mismo día, 7 como máximo) a una hora, como 0@09:00
cli-calendar-deleted = { $count ->
    [one] Se eliminó el calendario «{ $name }» y su evento (kairos undo los recupera)
   *[other] Se eliminó el calendario «{ $name }» y sus { $count } eventos (kairos undo los recupera)
}
cli-no-reminders = No hay recordatorios en los próximos { $days } días, y aún no se ha entregado ninguno.
cli-no-accounts = No hay cuentas que sincronizar. Añada una con `kairos accounts add NOMBRE --url URL --user USUARIO`.

## Qué hizo una sincronización.

sync-pulled = { $count } recibidos
sync-pushed = { $count } enviados
sync-deleted-here = { $count } eliminados aquí
sync-deleted-on-server = { $count } eliminados en el servidor
sync-merged = { $count } combinados
sync-conflicts = { $count ->
    [one] 1 conflicto guardado como copia
   *[other] { $count } conflictos guardados como copias
}
sync-up-to-date = { $count ->
    [one] { $account }: 1 calendario al día
   *[other] { $account }: { $count } calendarios al día
}
sync-changed = { $count ->
    [one] { $account }: 1 calendario, { $changes }
   *[other] { $account }: { $count } calendarios, { $changes }
}
sync-unsent = { $count ->
    [one] { $account }: no se pudo enviar 1 cambio: { $reasons }
   *[other] { $account }: no se pudieron enviar { $count } cambios: { $reasons }
}
sync-calendar-added = calendario nuevo del servidor: { $name }
sync-calendar-removed = el calendario ya no está en el servidor, quitado aquí: { $name }
sync-inbox-refused = buzón de invitaciones: rechazado { $message }; sigue en el buzón
sync-kept-unsent = { $count ->
    [one] ya no está en el servidor; 1 evento aún no enviado se guardó en «{ $kept }»
   *[other] ya no está en el servidor; { $count } eventos aún no enviados se guardaron en «{ $kept }»
}
sync-feeds-failed = { $count ->
    [one] 1 suscripción no se pudo actualizar; sus eventos siguen como estaban
   *[other] { $count } suscripciones no se pudieron actualizar; sus eventos siguen como estaban
}
sync-accounts-failed = { $count ->
    [one] { $failed } de 1 cuenta no se sincronizó; no se perdió nada, la próxima sincronización sigue desde aquí
   *[other] { $failed } de { $count } cuentas no se sincronizaron; no se perdió nada, la próxima sincronización sigue desde aquí
}
subscription-unchanged = { $name }: sin cambios
subscription-changed = { $name }: { $added } añadidos, { $updated } actualizados, { $removed } quitados
subscription-skipped = , { $count } omitidos

## La línea de órdenes: `kairos accounts`.

cli-account-remove-confirm = quitar { $name } elimina aquí sus calendarios ({ $calendars }) con sus eventos; el servidor los conserva. Vuelva a ejecutarlo con --yes para hacerlo
cli-password-kept = La contraseña de { $name } sigue en el Secret Service: { $reason }
cli-token-not-revoked = No se pudo revocar el inicio de sesión de { $name } en su proveedor: { $reason }
cli-sign-in-open = Inicie sesión en { $name } en su navegador. Si no se abrió, vaya a:
    { $url }
cli-signed-in-again = { $name } vuelve a tener la sesión iniciada; la próxima sincronización lo incluye.
cli-account-repaired = { $name } vuelve a estar conectada; la próxima sincronización la incluye.
cli-account-removed = Se quitó { $name }: { $calendars ->
    [one] 1 calendario
   *[other] { $calendars } calendarios
} y { $events ->
    [one] 1 evento
   *[other] { $events } eventos
} aquí; el servidor los conserva
cli-account-home = Cuenta { $name }: carpeta de calendarios { $home }
cli-account-run-sync = Ejecute `kairos sync` para traer sus eventos.
cli-no-terminal = no hay --password-command para { $name }, ni terminal en la que pedir la contraseña de { $user }
cli-password-prompt = Contraseña de { $user } ({ $name }):{" "}
cli-empty-password = una contraseña vacía
cli-no-accounts-yet = No hay cuentas. Añada una con `kairos accounts add NOMBRE --url URL --user USUARIO`.
cli-password-from-command = contraseña de su orden
cli-password-in-secret-service = contraseña en el Secret Service
cli-signs-in-browser = inicia sesión en el navegador (token en el Secret Service)
cli-account-line = { $name }  { $url } como { $user } ({ $source })
cli-account-addresses = Allí usted es { $addresses }; el servidor entrega invitaciones y respuestas.
cli-account-addresses-no-scheduling = Allí usted es { $addresses }; el servidor no entrega invitaciones ni respuestas.
cli-account-no-addresses = El servidor no da ninguna dirección suya: las reuniones usan las de Preferencias.

## La línea de órdenes: qué falla en un argumento.

cli-bad-date-time = { $flag } «{ $text }»: se esperaba una fecha y hora local como 1997-09-02T09:00:00 o una fecha como 1997-09-02
cli-bad-zone = --tz «{ $text }»: zona horaria desconocida (se esperaba un nombre IANA como Europe/Madrid)
cli-typed-problem = { $flag } «{ $text }»: { $problem }
cli-days-at-least-one = --days debe ser al menos 1
cli-daemon-no-signals = no se pueden atender SIGTERM ni SIGINT
cli-daemon-cannot-create = no se puede crear { $path }
cli-daemon-cannot-open-log = no se puede abrir el registro { $path }
cli-daemon-logger-taken = ya hay un registrador instalado
cli-invalid-arguments = argumentos no válidos
cli-bad-tz-variable = TZ=«{ $value }» no es un nombre de zona IANA: use --tz, por ejemplo --tz Europe/Madrid
cli-no-system-zone = no se puede saber la zona horaria del sistema ({ $reason }): use --tz o defina TZ
cli-unknown-system-zone = la zona horaria del sistema «{ $name }» es desconocida: use --tz o defina TZ
cli-series-all-day = { $flag } «{ $text }»: la serie es de todo el día, así que debe ser una fecha como 1997-09-02
cli-utc-needs-tz = --utc necesita --tz: una hora flotante no es un instante
cli-to-before-from = --to { $to } es anterior a --from { $from }
cli-to-before-from-plain = --to es anterior a --from
cli-rule-has-no-end = la regla no tiene fin; se mostraron las primeras { $count } (use --limit o --to para más)
cli-rule-exhausted = la regla no puede producir más repeticiones
cli-expected-date = { $flag } «{ $text }»: se esperaba una fecha como 2026-11-23
cli-occurrence-needs-scope = --occurrence va con --scope this o --scope following
cli-scope-needs-occurrence = --scope this y following necesitan --occurrence RID (consulte agenda --json)
cli-all-day-no-zone = --tz: un evento de todo el día no tiene zona horaria
cli-nothing-to-change = nada que cambiar: dé --title, --start, --end, --duration, --tz, --rrule, --no-repeat, --location, --notes, --remind o --calendar
cli-empty-calendar-name = --calendar: el nombre del calendario está vacío
cli-no-state-dir = no hay carpeta de estado para el registro: use --log ARCHIVO
cli-subscribe-failed = { $name }: { $reason }; no se añadió nada

date-goto-month = %B
remind-cannot-lock = no se puede bloquear { $path }: { $reason }
remind-cannot-start-sync = no se puede iniciar la sincronización en segundo plano: { $reason }
remind-cannot-watch = no se pueden vigilar los cambios de { $path }: { $reason }

window-tightened = { $path } era legible por otros usuarios (modo { $was }); ahora solo lo lee su propietario ({ $now })
editor-date-placeholder = AAAA-MM-DD
editor-floating-keyword = flotante

cli-preference-unknown = ninguna preferencia se llama «{ $key }»; las preferencias son { $keys }
cli-preference-one-value = { $key } admite un valor, no { $count }
cli-preference-not-language = no es un idioma que Kairos tenga ({ $languages }), ni system
cli-preference-not-weekday = no es un día de la semana (Mon a Sun), ni locale
cli-preference-not-zone = no es una zona horaria (un nombre IANA como Europe/Madrid), ni system
cli-preference-not-minutes = no es un número entero de minutos de { $min } a { $max }
cli-preference-not-reminder = no es un número entero de minutos, ni none
cli-preference-not-all-day-reminder = ni D@HH:MM (días antes del día, de 0 a 7, y una hora) ni none
cli-preference-not-seconds = no es un número entero de segundos de 1 a { $max }
cli-preference-not-one-of = no es ninguno de { $words }
cli-preference-not-size = no es un tamaño ANCHOxALTO de { $min } a { $max }
cli-preference-not-place = no es una posición X,Y con cada valor desde { $min } y por debajo de { $max }, ni none
cli-preference-saved-as = (el archivo dice «{ $text }», se lee como { $value })
cli-preference-about-language = Idioma (system: el del entorno)
cli-preference-about-first-weekday = Primer día de la semana (locale: el de la configuración regional)
cli-preference-about-clock = Reloj de 12 o 24 horas (locale: el de la configuración regional)
cli-preference-about-zone = Zona horaria en la que se muestran las horas (system: la del sistema)
cli-preference-about-event-minutes = Cuánto dura un evento nuevo, en minutos
cli-preference-about-new-calendar-reminder = Minutos antes del inicio con que avisa un calendario nuevo (none: sin recordatorio)
cli-preference-about-new-calendar-all-day-reminder = Cuándo avisa un calendario nuevo de los eventos de todo el día: D@HH:MM, D días antes del día (0: el mismo día) a las HH:MM (none: sin aviso)
cli-preference-about-week-numbers = Números de semana junto al mes y en el título de la semana
cli-preference-about-sync-interval = Segundos entre sincronizaciones en segundo plano
cli-preference-about-my-addresses = Quién es usted en las reuniones de calendarios locales y de servidores que no lo indican
cli-preference-about-start-view = La vista en la que se abre la ventana (last: la última usada)
cli-preference-about-theme = Claro u oscuro (system: el del escritorio)
cli-preference-about-view = La vista que la ventana mostró por última vez
cli-preference-about-window-size = El último tamaño de la ventana, en píxeles
cli-preference-about-window-position = Dónde estuvo la ventana por última vez (none: donde la ponga el gestor de ventanas)

## Lo que dice el informe de un archivo .ics sobre una línea omitida o leída de
## otra forma de como está escrita. Los valores citados ($text, $value, $tzid)
## llegan entre comillas; $error y $why son otros mensajes de este grupo (o de
## las reglas de repetición).

ical-not-a-time-type = VALUE={ $value_type } no es una fecha ni una fecha y hora
ical-not-a-date-time = { $text } no es una fecha y hora como 19970714T173000
ical-not-a-date-like = { $text } no es una fecha como 19970714
ical-not-a-date = { $text } no es una fecha
ical-not-a-duration = { $text } no es una duración como PT1H30M
ical-too-long = { $text } dura más de { $days } días, lo máximo que Kairos guarda
ical-not-a-period = { $text } no es un periodo como 19970101T180000Z/PT5H30M
ical-period-kinds = { $text }: el inicio y el final son de tipos distintos
ical-period-too-long = { $text }: el periodo dura más de { $days } días, lo máximo que Kairos guarda
ical-period-backwards = { $text }: el periodo termina antes de empezar
ical-mixed-kinds = una fecha y una fecha y hora mezcladas
ical-zone-unknown = zona horaria desconocida { $tzid } (no es un nombre IANA ni de Windows, y el archivo no la define)
ical-zone-unreadable = zona horaria { $tzid }: { $error }
ical-zone-no-match = zona horaria { $tzid }: sus reglas no coinciden con ninguna zona conocida hacia { $near }
ical-observance-missing = { $observance } sin { $property }
ical-bad-offset = { $property } incorrecto
ical-observance-rule = RRULE en STANDARD o DAYLIGHT: { $error }
ical-no-observance = un VTIMEZONE sin STANDARD ni DAYLIGHT
ical-alarm-no-trigger = no hay TRIGGER
ical-alarm-absolute-not-utc = un TRIGGER absoluto debe estar en UTC
ical-alarm-snooze-not-utc = el TRIGGER de un recordatorio pospuesto debe ser una hora UTC
ical-alarm-repeat-not-count = REPEAT { $value } no es un número de veces
ical-alarm-step-not-positive = DURATION { $value } entre repeticiones no es positiva
ical-no-value = { $text } no tiene ':' ni valor
ical-no-property-name = { $text } no tiene nombre de propiedad
ical-bad-parameter = { $name }: un parámetro mal formado en { $text }
ical-no-colon = { $name }: se esperaba ':' antes del valor en { $text }
ical-control-characters = { $name }: el valor contiene caracteres de control
ical-orphan-continuation = una línea de continuación sin nada que continuar
ical-line-too-long = una línea de más de { $mib } MiB: omitida
ical-bare-line = una línea sin nombre de propiedad, leída como parte de { $property } (línea { $line })
ical-windows-1252 = no es UTF-8; leído como Windows-1252 ({ $count ->
        [one] línea
       *[other] líneas
    } { $lines })
ical-utf16 = el archivo es UTF-16 (empieza con una marca de orden de bytes); leído como tal
ical-never-ended-closed-by = { $component } nunca termina (lo cierra END:{ $by })
ical-never-ended = { $component }, empezado en la línea { $begun }, nunca termina
ical-end-without-begin = END:{ $name } sin BEGIN:{ $name }
ical-outside-component = { $name } fuera de cualquier componente
ical-too-big = { $component } ocupa más de { $mib } MiB: omitido
ical-not-icalendar = no es un archivo iCalendar: no hay BEGIN:VCALENDAR ni BEGIN:VEVENT
ical-too-many-zones = más de { $max } VTIMEZONE: el resto, omitido
ical-second-master = un segundo VEVENT con UID { $uid } y sin RECURRENCE-ID: omitido
ical-second-override = una segunda modificación de la repetición { $id }: omitida
ical-this-and-future = RANGE=THISANDFUTURE: { $error }
ical-cut-off = el VEVENT se corta antes de su END
ical-no-start = VEVENT sin DTSTART
ical-cancel-without-uid = una cancelación (METHOD:CANCEL) sin UID: no nombra ninguna reunión
ical-value = { $property }: { $error }
ical-rule = RRULE: { $error }
ical-rule-unsupported = RRULE: { $error }: solo se conserva la primera repetición, en el DTSTART
ical-rule-before-start = RRULE: { $error }: el evento ocurre una sola vez, en su DTSTART
ical-more-than-one-rule = más de una RRULE: solo se usa la primera
ical-date-left-out = { $property } { $value } omitido: { $error }
ical-sequence-not-number = SEQUENCE { $value } no es un número: se toma como 0
ical-status-unknown = STATUS { $value } no es un estado de evento: omitido
ical-snooze-left-out = recordatorio pospuesto omitido: { $error }
ical-alarm-left-out = VALARM omitido: { $error }
ical-inside-event = { $component } dentro de un VEVENT omitido
ical-unknown-zone = { $property }: zona horaria desconocida { $tzid }: leída como hora flotante (la misma hora esté donde esté)
ical-end-before-start = DTEND es anterior a DTSTART: se lee como si terminara al empezar
ical-end-kinds = DTEND y DTSTART no son ambos fechas ni ambos fechas y horas
ical-end-too-long = DTEND está más de { $days } días después de DTSTART, lo máximo que Kairos guarda
ical-duration-negative = DURATION es negativa
ical-repeat-without-duration = REPEAT y DURATION van juntos en un VALARM; el recordatorio se conserva una sola vez
ical-repeats-kept = REPEAT:{ $count }: se conservan las primeras { $max } repeticiones
ical-acknowledged-not-utc = ACKNOWLEDGED { $value } no es una hora UTC: omitido
ical-trigger-read-as = TRIGGER { $written } leído como { $read }
ical-zone-defined-from = la zona horaria { $tzid } define sus desfases solo a partir del { $day }; { $zone } coincide con ellos y se usa también para las horas anteriores
ical-zone-by-location = { $why }; se usa { $zone }, que el VTIMEZONE indica como su ubicación
ical-own-zone = { $why }; se conserva como zona horaria propia del archivo
ical-cannot-read = no se puede leer el archivo: { $error }

## The file's health and its backups (store/health.rs, store/backup.rs, cli/backup.rs)

error-damaged = { $path } está dañado ({ $problem }): Kairos no escribe nada en él hasta que se restaure una copia de seguridad
error-damaged-this-file = el archivo del calendario
error-damaged-found = una comprobación lo encontró dañado
error-damaged-backup = la copia de seguridad más reciente es { $backup } (cierre Kairos y ejecute: kairos backup restore latest)
error-damaged-no-backup = no hay ninguna copia de seguridad: copie el archivo a un lugar seguro antes de nada
error-backup-failed = la copia de seguridad { $path } no se pudo crear o no pasó su comprobación ({ $reason }); no se cambió nada
error-in-use = { $path } está abierto en { $by }: ciérrelo (la ventana; el servicio con: systemctl --user stop kairos-daemon) e inténtelo de nuevo
cli-check-no-file = { $path } no existe
cli-check-sound = { $path } está en buen estado: la comprobación de integridad completa de SQLite no encontró ningún error
cli-check-sound-quick = { $path } está en buen estado: la comprobación rápida de SQLite no encontró ningún error (kairos check sin --quick comprueba también cada índice)
cli-backup-none = Aún no hay copias de seguridad de { $path } (kairos backup now crea una).
cli-backup-regular = copia de seguridad
cli-backup-before-upgrade = antes de actualizar el esquema { $version }
cli-backup-made = { $path } copiado en { $backup } (comprobado: en buen estado)
cli-backup-no-such = ninguna copia de seguridad de { $path } coincide con «{ $when }» (kairos backup list las muestra)
cli-backup-in-use-notifier = otro proceso de Kairos (la ventana o el servicio)
cli-backup-in-use-sync = un kairos sync en curso
cli-backup-restored = { $backup } restaurada; el archivo que reemplazó se conserva como { $aside }
cli-backup-compare = { $count ->
    [one] El calendario sincronizado se comparará entero con su servidor en la próxima sincronización.
   *[other] { $count } calendarios sincronizados se compararán enteros con sus servidores en la próxima sincronización.
}
remind-damaged-summary = El archivo de su calendario está dañado
remind-damaged-body = Kairos dejó de escribir en { $path } y no muestra recordatorios de él ({ $problem }). La copia de seguridad más reciente es { $backup }: cierre Kairos y ejecute «kairos backup restore latest».
remind-damaged-body-no-backup = Kairos dejó de escribir en { $path } y no muestra recordatorios de él ({ $problem }). No hay ninguna copia de seguridad: copie el archivo a un lugar seguro antes de nada.
cli-backup-restore-failed = La copia de seguridad no se restauró
prefs-backups = Copias de seguridad
prefs-backup-none = Ninguna aún: Kairos hace una al día mientras está abierto
prefs-backup-last = Última: { $when }
prefs-backup-restore = Restaurar…
prefs-backup-what-happens = Kairos se cierra, pone la copia de seguridad del { $when } en lugar de su archivo de calendario (el archivo se conserva al lado) y se vuelve a abrir. Los cambios hechos desde entonces se pierden aquí; los calendarios sincronizados los recuperan de sus servidores. Copia: { $file }
prefs-backup-restore-now = Restaurar y volver a abrir
app-cannot-restore = no se puede iniciar la restauración: { $reason }

## Sync: talking to a CalDAV server. $url is an address (never with a
## password in it); $reason what the system, a library or another message
## of this group says went wrong (the system's may be English); $status an
## HTTP status (404).

dav-unreachable = no se puede conectar con { $url }: { $reason }
dav-timeout = { $url } no respondió a tiempo
dav-tls = TLS con { $url } falló: { $reason } (se puede confiar en el certificado de un servidor propio, o en su CA, con --ca-cert)
dav-unauthorized = { $url } rechazó las credenciales (HTTP { $status }): compruebe el nombre de usuario y la contraseña
dav-status-missing = { $url } falló: el servidor no tiene nada en esta dirección (HTTP { $status } a { $method }); compruebe la dirección de la cuenta
dav-status-forbidden = { $url } falló: el servidor lo prohíbe (HTTP { $status } a { $method }); compruebe que estas credenciales pueden modificar este calendario
dav-status-unsupported = { $url } falló: el servidor no admite esto (¿es la dirección un calendario CalDAV?) (HTTP { $status } a { $method }); compruebe la dirección de la cuenta
dav-status-too-large = { $url } falló: al servidor le parece demasiado grande (HTTP { $status } a { $method }); aquí no se pierde nada; si continúa, avise al administrador del servidor
dav-status-too-many = { $url } falló: el servidor pide que se le consulte con menos frecuencia (HTTP { $status } a { $method }); aquí no se pierde nada; si continúa, avise al administrador del servidor
dav-status-internal = { $url } falló: el servidor tuvo un error interno (HTTP { $status } a { $method }); vuelva a intentarlo más tarde; aquí no se pierde nada
dav-status-down = { $url } falló: el servidor, o un proxy delante de él, está caído o sobrecargado (HTTP { $status } a { $method }); vuelva a intentarlo más tarde; aquí no se pierde nada
dav-status-no-space = { $url } falló: el servidor se quedó sin espacio (HTTP { $status } a { $method }); libere espacio en el servidor; aquí no se pierde nada
dav-status-refused = { $url } falló: el servidor rechazó la solicitud (HTTP { $status } a { $method }); aquí no se pierde nada; si continúa, avise al administrador del servidor
dav-status-failed = { $url } falló: el servidor falló (HTTP { $status } a { $method }); vuelva a intentarlo más tarde; aquí no se pierde nada
dav-precondition = { $url } cambió en el servidor mientras tanto (HTTP { $status })
dav-too-large = { $url } envió más de { $mib } MiB
dav-bad = { $url } envió algo que CalDAV no permite: { $reason }
dav-no-calendar-home = { $url } no es una dirección CalDAV: no se encontró ningún calendario allí, ni en su /.well-known/caldav (indique la dirección que su proveedor de calendario da para CalDAV)
dav-calendar-refused = { $url } denegó el acceso a este calendario (HTTP { $status }): estas credenciales no pueden leerlo; compruebe la dirección (no se añadió nada)
dav-no-calendar-there = { $url } no tiene ningún calendario en esta dirección (HTTP { $status }): compruebe la dirección (no se añadió nada)
dav-ca-cert = no se puede leer el certificado de CA { $path }: { $reason }
dav-ca-no-pem = no contiene ningún certificado PEM
dav-redirected = { $url } redirigió a { $to }, otro esquema, host o puerto: las credenciales no se envían allí (añada la cuenta con esa dirección si es el servidor correcto)
dav-too-many-calendars = { $url } muestra { $count } calendarios, más de los { $max } que puede tener una cuenta: no se cambió nada
dav-host-not-found = no se encontró el host
dav-connection-failed = la conexión falló
dav-token-refused = { $url } rechazó un nuevo token de acceso
dav-answer-not-utf8 = la respuesta no está en UTF-8
dav-answer-too-many-nodes = la respuesta tiene más de { $max } nodos XML
dav-answer-not-xml = la respuesta no es XML ({ $error })
dav-answer-not-multistatus = se esperaba un multistatus DAV y llegó <{ $element }>
dav-answer-no-href = una respuesta sin href
dav-answer-bad-url = una URL no válida { $href }
dav-answer-bad-href = un href no válido { $href }
dav-url-without-host = una URL sin host
dav-no-sync-token = un informe de sincronización sin sync-token
dav-sync-never-ends = el informe de sincronización no termina nunca
dav-too-many-redirects = demasiadas redirecciones
dav-bad-method = método { $method }
dav-calendar-unnamed = Calendario

## Sync: why a server's certificate was not trusted (the $reason of
## dav-tls). $whose is "server" (the certificate the server showed) or
## "pinned" (that certificate, found in the file $file given with
## --ca-cert).

tls-untrusted = { $whose ->
    [pinned] el certificado de { $file } no está firmado por una CA de confianza
   *[server] el certificado del servidor no está firmado por una CA de confianza
}
tls-not-pinned = el certificado del servidor no es el de { $file } y ninguna CA de confianza lo firmó
tls-other-name-unknown = { $whose ->
    [pinned] el certificado de { $file } es para un nombre distinto de { $host }
   *[server] el certificado del servidor es para un nombre distinto de { $host }
}
tls-other-name = { $whose ->
    [pinned] el certificado de { $file } es para otro nombre: { $names }, no { $host }
   *[server] el certificado del servidor es para otro nombre: { $names }, no { $host }
}
tls-expired-on = { $whose ->
    [pinned] el certificado de { $file } caducó el { $date }
   *[server] el certificado del servidor caducó el { $date }
}
tls-expired = { $whose ->
    [pinned] el certificado de { $file } caducó
   *[server] el certificado del servidor caducó
}
tls-not-valid-before = { $whose ->
    [pinned] el certificado de { $file } no es válido antes del { $date }
   *[server] el certificado del servidor no es válido antes del { $date }
}
tls-not-valid-yet = { $whose ->
    [pinned] el certificado de { $file } todavía no es válido
   *[server] el certificado del servidor todavía no es válido
}
tls-revoked = { $whose ->
    [pinned] el certificado de { $file } fue revocado
   *[server] el certificado del servidor fue revocado
}
tls-not-for-servers = { $whose ->
    [pinned] el certificado de { $file } no es para un servidor TLS
   *[server] el certificado del servidor no es para un servidor TLS
}
tls-unreadable = { $whose ->
    [pinned] el certificado de { $file } no se puede leer
   *[server] el certificado del servidor no se puede leer
}
tls-refused = { $whose ->
    [pinned] el certificado de { $file } fue rechazado: { $reason }
   *[server] el certificado del servidor fue rechazado: { $reason }
}
tls-date-seconds = { $seconds } s después de 1970
tls-host-not-a-name = el host no es un nombre para el que pueda emitirse un certificado

## Sync: signing in through the browser (OAuth 2.0, OpenID Connect).
## Addresses in quotes ($url) come with their quotes; $reason is what the
## sign-in server, the system or another message of this group says.

oauth-insecure = { $url } no es una dirección https (http solo en este equipo, para pruebas)
oauth-bad-url = { $url } no es una dirección
oauth-no-client-id = no hay ID de cliente para { $provider }: indique uno con --client-id (vea el README, «Google Calendar»)
oauth-listen = no se puede esperar la respuesta del navegador en este equipo: { $reason }
oauth-browser = no se pudo abrir ningún navegador web ({ $reason }); defina $BROWSER, o añada la cuenta con `kairos accounts add`, que muestra la dirección
oauth-browser-empty = $BROWSER está vacío
oauth-timed-out = no llegó ninguna respuesta del navegador a tiempo ({ $seconds } s): no se guardó nada
oauth-cancelled = se canceló el inicio de sesión: no se guardó nada
oauth-declined = se rechazó el inicio de sesión ({ $reason }): no se guardó nada
oauth-state-mismatch = la respuesta del navegador no era para este inicio de sesión (state no coincide): no se guardó nada
oauth-refused = el servidor de inicio de sesión se negó: { $reason }
oauth-no-refresh-token = el servidor de inicio de sesión no dio ningún token de actualización, así que Kairos no pudo mantener la sesión iniciada
oauth-discovery = { $issuer } no es un emisor OpenID Connect: { $reason }
oauth-issuer-mismatch = la respuesta del navegador vino de { $named }, no de { $expected } (RFC 9207): no se guardó nada
oauth-issuer-unnamed = la respuesta del navegador vino de un servidor de inicio de sesión sin nombre, no de { $expected } (RFC 9207): no se guardó nada
oauth-bad-id-token = el token de ID del servidor de inicio de sesión no es para este inicio de sesión ({ $reason }): no se guardó nada
oauth-not-you = se inició sesión como { $vouched }, no como { $given }: se revocó el inicio de sesión y no se guardó nada
oauth-no-identity = el servidor de inicio de sesión no dijo quién inició sesión (ninguna dirección de correo en un token de ID, en su endpoint userinfo ni en el principal CalDAV), así que Kairos no puede saber si el inicio de sesión es suyo: no se guardó nada (pida los scopes `openid email`)
oauth-discovery-status = HTTP { $status } para su documento de descubrimiento
oauth-discovery-missing = falta { $name }
oauth-no-issuer = sin emisor
oauth-discovery-other-issuer = su documento indica { $named }
oauth-id-token-too-large = es demasiado grande
oauth-id-token-not-jwt = no es un JWT
oauth-id-token-not-base64 = sus claims no están en base64url
oauth-id-token-not-json = sus claims no son JSON
oauth-id-token-other-issuer = emitido por { $issuer }, no por { $expected }
oauth-id-token-other-client = emitido para otro cliente
oauth-id-token-expired = caducado
oauth-id-token-no-expiry = sin caducidad
oauth-userinfo-status = HTTP { $status } de su endpoint userinfo
oauth-userinfo-too-large = su respuesta userinfo es demasiado grande
oauth-userinfo-not-json = su respuesta userinfo no es JSON
oauth-not-a-token = una respuesta que no es un token ({ $error })
oauth-no-code = la respuesta no traía ningún código
oauth-revoke-status = HTTP { $status } de { $url }
oauth-bad-status = estado HTTP { $status }
oauth-body-not-text = un cuerpo de solicitud que no es texto
oauth-token-not-text = el servidor de inicio de sesión dio un token de acceso que no es texto
oauth-sign-in-expired = el inicio de sesión de { $account } se revocó o caducó ({ $error }): vuelva a iniciar sesión
oauth-new-sign-in-refused = el servidor rechazó el nuevo inicio de sesión (¿es el scope adecuado para él?)
oauth-password-account = { $account } inicia sesión con contraseña, no en el navegador
oauth-page-done = Kairos ha iniciado sesión. Puede cerrar esta pestaña.
oauth-page-declined = Se rechazó el inicio de sesión; Kairos no guardó nada. Puede cerrar esta pestaña.
oauth-page-mismatch = Esta respuesta no era para el inicio de sesión de Kairos; no se guardó nada.
oauth-page-not-here = Aquí no hay nada.

## Sync: accounts' addresses and what a server lists. Addresses in quotes
## ($url) come with their quotes.

sync-bad-url = { $url } no es una URL http(s)
sync-user-in-url = ponga el nombre de usuario en --user, no en la URL
sync-empty-listing = { $synced ->
    [one] el servidor no muestra ningún evento en { $calendar }, aunque se sincronizó 1: no se cambió nada (sincronice con --allow-empty si se vació a propósito)
   *[other] el servidor no muestra ningún evento en { $calendar }, aunque se sincronizaron { $synced }: no se cambió nada (sincronice con --allow-empty si se vació a propósito)
}
sync-no-calendars = el servidor ya no muestra ningún calendario para esta cuenta: no se cambió nada
sync-internal-error = Kairos se detuvo por un error interno ({ $reason }); no se perdió nada, la próxima sincronización lo vuelve a intentar
sync-internal-error-unknown = Kairos se detuvo por un error interno (desconocido); no se perdió nada, la próxima sincronización lo vuelve a intentar
sync-resource-too-large = más de { $mib } MiB
sync-resource-not-icalendar = no es iCalendar (línea { $line }: { $problem })
sync-resource-no-event = ningún evento ({ $problems })
sync-resource-not-events = ningún evento, solo { $kinds }
sync-resource-many-events = { $count } eventos en un solo recurso

## Sync: subscribed calendars (feeds). Addresses in quotes ($url) come
## with their quotes.

feed-insecure = { $url }: un calendario suscrito se lee por https:// (o webcal://); http:// solo desde este equipo
feed-bad = { $url } no es un calendario al que suscribirse: { $reason }
feed-bad-line = línea { $line }: { $problem }
feed-status = el servidor respondió { $status }

## What a screen reader hears (the accessibility tree).

a11y-window = Kairos — { $period }
date-a11y-day = %A, %-d de %B
a11y-day = { $date }, { $count ->
    [0] sin eventos
    [one] un evento
   *[other] { $count } eventos
}
a11y-today = Hoy, { $day }
a11y-all-day = todo el día
a11y-all-day-days = del { $first } al { $last }, todo el día
a11y-time-range = de { $start } a { $end }
a11y-repeats = se repite
a11y-cancelled = cancelado por el organizador
a11y-not-answered = invitación sin responder
a11y-tentative = respondido quizá
a11y-declined = rechazado
a11y-accepted = aceptado
a11y-conflict = copia en conflicto
a11y-month = Mes
a11y-week = Semana
a11y-agenda = Agenda
a11y-search-results = Resultados de la búsqueda
a11y-toolbar = Barra de herramientas
a11y-views = Vista
a11y-previous = Anterior
a11y-next = Siguiente
a11y-go-to = { $period }, ir a una fecha
a11y-undo-what = Deshacer { $what }
a11y-redo-what = Rehacer { $what }
a11y-sidebar = Barra lateral
a11y-mini-month = Elegir un día
a11y-details = Detalles
a11y-add-calendar = Añadir un calendario
a11y-account-settings = Cuenta { $account }
a11y-calendar-settings = Calendario { $calendar }
a11y-all-day-of = Todo el día, { $day }
a11y-add-reminder = Añadir este recordatorio
a11y-restore = Restaurar { $date }
a11y-remove = Quitar { $what }
a11y-add = Añadir { $what }
a11y-invite = Invitar a { $who }
a11y-uninvite = Dejar de invitar a { $who }
date-a11y-weekday = %A
a11y-free-hour = de { $start } a { $end }, libre
a11y-year-earlier = Año anterior, { $year }
a11y-year-later = Año siguiente, { $year }
a11y-file = Archivo
