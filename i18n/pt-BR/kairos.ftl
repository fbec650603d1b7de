## Palavras compartilhadas.

action-cancel = Cancelar
action-save = Salvar
action-add = Adicionar
action-delete = Excluir
action-accept = Aceitar
action-maybe = Talvez
action-decline = Recusar
action-remove = Remover
action-edit = Editar
action-undo = Desfazer
action-close = Fechar
action-today = Hoje
action-open = Abrir

## Notificações de lembretes.

reminder-action-snooze = Adiar
reminder-action-dismiss = Dispensar
reminder-action-open = Abrir
reminder-missed = Lembrete perdido (era para { $when })
reminders-missed = { $count ->
    [one] 1 lembrete perdido
   *[other] { $count } lembretes perdidos
}
reminders-and-more = e mais { $count }
invitation-summary = Convite: { $title }
invitation-from = { $organizer } convida você
invitation-no-organizer = Você foi convidado
invitations-new = { $count ->
    [one] 1 novo convite
   *[other] { $count } novos convites
}

## Listas dentro de frases.

list-separator = {", "}
list-and = { $first } e { $last }
list-or = { $first } ou { $last }

## Regras de repetição em palavras. Os dias da semana são femininos,
## exceto sábado e domingo: os ordinais concordam com eles.

rule-ordinal = { $nth ->
    [1] primeiro
    [2] segundo
    [3] terceiro
    [4] quarto
    [5] quinto
    [-1] último
    [-2] penúltimo
    [-3] antepenúltimo
    [-4] quarto a partir do fim
    [-5] quinto a partir do fim
   *[other] { $nth }º
}
rule-weekday = { $day ->
    [mon] segunda-feira
    [tue] terça-feira
    [wed] quarta-feira
    [thu] quinta-feira
    [fri] sexta-feira
    [sat] sábado
   *[sun] domingo
}
rule-custom = Repete-se com uma regra personalizada
rule-every-day = { $count ->
    [one] Todo dia
   *[other] A cada { $count } dias
}
rule-every-week = { $count ->
    [one] Toda semana
   *[other] A cada { $count } semanas
}
rule-every-month = { $count ->
    [one] Todo mês
   *[other] A cada { $count } meses
}
rule-every-year = { $count ->
    [one] Todo ano
   *[other] A cada { $count } anos
}
rule-count = { $count ->
    [one] { $rule }, uma vez
   *[other] { $rule }, { $count } vezes
}
rule-until = { $rule } até { $date }
date-rule-until = %-d de %b de %Y
date-month-name = %B
rule-in-months = { $rule } em { $months }
rule-every-weekday = Todo dia útil
rule-daily-on = Toda semana: { $days }
rule-weekly-on = { $every }: { $days }
rule-weekly-every-day = { $every }, todos os dias
rule-monthly-on-day = { $every } no dia { $day }
rule-monthly-on = { $every }: { $days }
rule-monthly-every-weekday = { $every }, todos os dias úteis
rule-monthly-every-day = { $every }, todos os dias
rule-monthly-on-every = { $every }, nos dias: { $days }
rule-nth-weekday = { $day ->
    [sat] o { rule-ordinal } sábado
    [sun] o { rule-ordinal } domingo
   *[other] a { $nth ->
        [1] primeira
        [2] segunda
        [3] terceira
        [4] quarta
        [5] quinta
        [-1] última
        [-2] penúltima
        [-3] antepenúltima
        [-4] quarta a partir do fim
        [-5] quinta a partir do fim
       *[other] { $nth }ª
    } { rule-weekday }
}
rule-setpos-weekday = o { rule-ordinal } dia útil
rule-setpos-weekend-day = o { rule-ordinal } dia de fim de semana
rule-setpos-day = o { rule-ordinal } dia
rule-setpos-of = o { rule-ordinal } entre { $days }
rule-day = dia { $day }
rule-nth-day = o { rule-ordinal } dia
rule-week = semana { $week }
rule-nth-week = { $nth ->
    [-1] a última semana
    [-2] a penúltima semana
    [-3] a antepenúltima semana
   *[other] a semana { $nth } a partir do fim
}
rule-yearly-weeks = { $every }, { $weeks }: { $days }
rule-yearly-days = { $every }: { $days } do ano
rule-yearly-on-date = { $every } em { $day } de { $month }
rule-yearly-on-day-of = { $every } no dia { $day } de { $months }
rule-yearly-on-of = { $every }: { $days } de { $months }
rule-yearly-every-in = { $every }, nos dias { $days } em { $months }

## Lembretes em palavras.

reminder-at-start = No início
reminder-at-end = No fim
reminder-before-start = { $amount } antes
reminder-after-start = { $amount } após o início
reminder-before-end = { $amount } antes do fim
reminder-after-end = { $amount } após o fim
# An all-day event's reminder: $time is a time of day (09:00).
reminder-all-day-on-the-day = No dia às { $time }
reminder-all-day-days-before = { $days ->
    [one] 1 dia antes às { $time }
   *[other] { $days } dias antes às { $time }
}
reminder-on = Em { $date } às { $time }
date-reminder-on = %-d de %b de %Y

## Durações.

amount-weeks = { $count ->
    [one] 1 semana
   *[other] { $count } semanas
}
amount-days = { $count ->
    [one] 1 dia
   *[other] { $count } dias
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

## O horário de um evento.

date-event-day = %A, %-d de %b de %Y
event-time-all-day = { $date }, dia inteiro
event-time-days = { $first } – { $last }
event-time-one-day = { $date }, { $start } – { $end }
event-time-across-days = { $start_date }, { $start } – { $end_date }, { $end }

## Visões e seus títulos.

view-month = Mês
view-week = Semana
view-agenda = Agenda
date-title-month = %B de %Y
date-title-week-first-full = %-d de %b de %Y
date-title-week-first = %-d de %b
date-title-week-last = %-d de %b de %Y
date-title-week-last-same-month = %-d de %b de %Y
title-week = { $first } – { $last }
title-agenda = A partir de { $date }
date-title-agenda = %a, %-d de %b de %Y

## A agenda.

agenda-today = Hoje
agenda-tomorrow = Amanhã
agenda-yesterday = Ontem
date-agenda-day = %A, %-d de %B
date-agenda-day-year = %A, %-d de %B de %Y
agenda-all-day = Dia inteiro
agenda-time-range = { $start } – { $end }
agenda-from = A partir das { $time }
agenda-until = Até as { $time }

## Datas em listas, lembretes e notificações.

date-long = %-d de %b de %Y
date-day = %a, %-d de %b
date-day-year = %a, %-d de %b de %Y
day-and-time = { $date }, { $time }

## O que desfazer ou refazer mudaria.

journal-create = criar “{ $title }”
journal-edit = editar “{ $title }”
journal-edit-only = editar “{ $title }” em { $when }
journal-edit-from = editar “{ $title }” a partir de { $when }
journal-delete = excluir “{ $title }”
journal-delete-only = excluir “{ $title }” em { $when }
journal-delete-from = excluir “{ $title }” a partir de { $when }
journal-delete-calendar = { $count ->
    [one] excluir a agenda “{ $name }” (1 evento)
   *[other] excluir a agenda “{ $name }” ({ $count } eventos)
}
journal-import = importar { $files }
journal-keep-this = manter esta versão de “{ $title }”
journal-keep-servers = manter a versão do servidor de “{ $title }”
journal-keep-both = manter as duas versões de “{ $title }”

## Texto das notificações.

date-notification-day = %a, %-d de %b
notification-due = { $date } { $time }
notification-all-day = { $date }, dia inteiro
notification-time = { $date }, { $start }–{ $end }
notification-missed-line = { $title } — { $when }

## Erros do armazenamento.

error-empty-title = o título está vazio
error-end-before-start = o fim é anterior ao início
error-bad-rule = RRULE inválida: { $reason }
error-not-recurring = o evento { $uid } não se repete: edite ou exclua-o com o escopo “all”
error-rule-for-one-occurrence = a repetição só pode mudar para a série inteira ou para este e os eventos seguintes
error-mixed-kinds = o início de um evento de dia inteiro e suas datas de repetição devem ser datas
error-empty-calendar-name = o nome da agenda está vazio
error-bad-color = cor “{ $color }”: esperava-se #rrggbb
error-duplicate-uid = já existe um evento com o uid { $uid }
error-last-calendar = “{ $name }” é a única agenda: adicione outra antes de excluí-la
error-too-long = uma duração ou um lembrete passa de 366.000 dias (cerca de 1.000 anos), o máximo que o Kairos guarda
error-unknown-event = nenhum evento com o uid { $uid }
error-unknown-occurrence = o evento { $uid } não tem a ocorrência { $recurrence_id }
error-not-invited = nenhum dos meus endereços ({ $addresses }) está entre os participantes de { $uid }; informe o seu nas Preferências
error-meeting-cancelled = “{ $title }” foi cancelado pelo organizador: não há nada a responder
error-not-organizer = “{ $title }” é organizado por { $organizer }: só essa pessoa pode mudar o horário, o título, o local ou os convidados (sua resposta, seus lembretes e suas notas são seus)
error-unknown-calendar = nenhuma agenda chamada “{ $name }”
error-duplicate-calendar = já existe uma agenda chamada “{ $name }”
error-synced-calendar = a agenda “{ $name }” vem da conta “{ $account }”: exclua-a no servidor ou remova a conta
error-read-only-calendar = “{ $name }” é uma assinatura: seus eventos vêm do seu feed e não podem ser alterados aqui
error-not-a-conflict = “{ $uid }” não é uma cópia em conflito
error-unknown-account = nenhuma conta chamada “{ $name }”
error-duplicate-account = já existe uma conta chamada “{ $name }”
error-journal-conflict = não é possível { $action ->
    [undo] desfazer
   *[other] refazer
} “{ $label }”: seus eventos foram alterados depois, por outra edição
error-newer-schema = { $path } foi gravado por um Kairos mais novo (versão do esquema { $found }; este conhece até a { $known }); ele não foi alterado
error-not-a-database = { $path } não é um banco de dados do Kairos: { $reason }
error-no-data-dir = nenhuma pasta de dados: defina KAIROS_DB ou use --db
error-create-dir = não é possível criar { $path }: { $reason }; verifique se a pasta existe e se você pode gravar nela
error-permissions = não é possível tornar { $path } acessível só ao dono: { $reason }; torne-o seu (chown) ou mova-o
error-corrupt = o banco de dados contém um valor que o Kairos não consegue ler: { $reason }
error-database = o banco de dados do calendário falhou: { $reason }
error-file-damaged = { $path } está danificado ({ $reason }): restaure-o de um backup, ou mova-o e o Kairos criará um novo
error-file-cannot-open = não é possível abrir { $path } ({ $reason }): verifique se o arquivo e sua pasta existem e se você pode gravar neles (não em um disco somente leitura)
error-file-read-only = { $path } é somente leitura: dê a você permissão de gravação nele e em sua pasta
error-file-full = o disco de { $path } está cheio: libere espaço e tente de novo
error-file-locked = { $path } está bloqueado por outro programa: feche-o e tente de novo

## Importar e exportar arquivos .ics: o relatório.

import-file-counts = { $name }: { $added } adicionados, { $updated } atualizados, { $unchanged } inalterados, { $skipped } ignorados
import-dry-run = {" "}(teste: nada foi gravado)
import-row-added = adicionado
import-row-updated = atualizado
import-row-unchanged = inalterado
import-row-skipped = ignorado
import-row-cancelled = cancelado
import-cancel-not-here = cancela uma reunião que não está no calendário: nada a cancelar
import-in-subscription = já está em { $calendar } (uma assinatura): seus eventos só a fonte altera
import-cancel-not-a-meeting = cancela um evento que aqui não é uma reunião: não aplicado
import-row-note = nota
import-row-ignored = descartado
import-no-title = (sem título)
import-not-events = { $count } { $component } (não são eventos)
import-more-rows = { $count ->
    [one] … e mais { $count } linha, não listada (incluída nas contagens acima)
   *[other] … e mais { $count } linhas, não listadas (incluídas nas contagens acima)
}
import-more-problems = { $count ->
    [one] {" "}(e mais 1 problema)
   *[other] {" "}(e mais { $count } problemas)
}
import-cannot-read = { $name }: não é possível ler: { $reason }
import-cannot-write = não é possível gravar { $path }: { $reason }

## Contas e assinaturas.

account-error-password = O servidor recusou a senha.
account-error-sign-in = O login expirou ou foi revogado: entre novamente.
account-error-certificate = Certificado não confiável: { $detail }
account-error-offline = Não é possível acessar o servidor: { $detail }
account-why-refused = nada responde no endereço do servidor (o servidor está em execução?).
account-why-timed-out = o servidor demorou demais para responder.
account-why-unknown-name = o nome do servidor é desconhecido (verifique o endereço ou a rede).
account-why-no-network = este computador não está conectado a nenhuma rede.
account-why-dropped = a conexão caiu antes de o servidor responder.
account-fix-password = Digitar a senha de novo…
account-fix-sign-in = Entrar novamente…
account-google-title = Adicionar uma conta do Google
account-google-intro = O Kairos abre o navegador para entrar no Google: a senha é digitada lá, nunca aqui.
account-google-address = Endereço do Google
account-google-own-client = Esta versão do Kairos não tem um ID de cliente do Google: informe o seu (um cliente “App para computador” do console do Google Cloud; veja o README, “Google Calendar”).
account-client-id = ID do cliente
account-client-secret = Segredo do cliente
account-sign-in = Entrar…
account-add-google = Conta do Google…
account-waiting-browser = Aguardando você entrar no navegador…
account-sign-in-address = Se nenhum navegador abriu, abra este endereço em um:
account-copy-address = Copiar
account-address-copied = Copiado
# $reason is the program and what the system said, in English.
account-browser-not-opened = Não foi possível abrir o navegador ({ $reason }). Abra você mesmo o endereço abaixo em um navegador: o Kairos continua aguardando a entrada.
account-signs-in-browser = Entra pelo navegador; o token fica no Secret Service.
account-missing-google-address = Preencha o endereço do Google, como you@gmail.com.
account-missing-client-id = Preencha um ID de cliente do Google: esta versão não tem um próprio.
app-signed-in-again = “{ $name }” entrou novamente.
account-fix-certificate = Confiar em um arquivo de CA…
account-missing-account-name = Preencha um nome para a conta, como Trabalho.
account-missing-server = Preencha o endereço do servidor.
account-missing-user = Preencha o nome de usuário.
account-missing-password = Preencha a senha, ou um comando que a mostre.
account-missing-calendar-name = Preencha um nome para a agenda, como Feriados.
account-missing-feed = Preencha o endereço da agenda (https:// ou webcal://).
account-missing-repair = Digite a nova senha ou o arquivo de CA em que confiar.
account-add-title = Adicionar uma conta
account-add-intro = Nextcloud, Fastmail, iCloud, Radicale… Suas agendas aparecem aqui e ficam sincronizadas nos dois sentidos.
account-name = Nome
account-name-example = Trabalho
account-server = Servidor
account-user = Usuário
account-password = Senha (guardada no chaveiro da área de trabalho)
account-password-command-field = Ou um comando que mostre a senha (necessário onde não há chaveiro)
account-ca-optional = Certificado de CA confiável (opcional, para um servidor próprio)
account-ca-example = /caminho/para/ca.pem
account-subscribe-title = Assinar uma agenda
account-subscribe-intro = Feriados, a agenda publicada de um time, jogos: uma agenda somente leitura, atualizada a cada sincronização.
account-feed-name-example = Feriados
account-feed-address = Endereço
account-feed-address-example = https://… ou webcal://…
account-subscribe = Assinar
account-url-as-user = { $url } como { $user }
account-calendars-here = { $count ->
    [one] 1 agenda aqui
   *[other] { $count } agendas aqui
}
account-password-command = A senha vem de um comando (definido com kairos accounts).
account-new-password = Nova senha
account-ca-pem = Certificado de CA confiável (arquivo PEM)
account-checking = Consultando o servidor…
account-remove-account = Remover conta…
account-remove-question = Remover “{ $name }”?
account-remove-explained = Suas agendas e os eventos delas saem deste computador. O servidor os mantém: adicionar a conta de novo os traz de volta.
account-keep = Manter

## O diálogo da agenda.

calendar-error-no-name = Dê um nome à agenda.
calendar-error-not-a-color = “{ $color }” não é uma cor: escreva como #rrggbb, por exemplo #3584e4.
calendar-new-title = Nova agenda
calendar-title = Agenda
calendar-no-reminders = Novos eventos não recebem lembrete.
calendar-add-reminder = Adicionar um lembrete
calendar-unsubscribe = Cancelar assinatura…
calendar-delete = Excluir agenda…
calendar-name = Nome
calendar-name-examples = Trabalho, Família, Esportes…
calendar-color = Cor
calendar-default-reminders = Lembretes padrão para novos eventos
calendar-all-day-reminders = Lembretes padrão para novos eventos de dia inteiro
calendar-from-account = Esta agenda vem da conta “{ $account }”: exclua-a no servidor ou remova a conta.
calendar-unsubscribe-question = Cancelar a assinatura de “{ $name }”?
calendar-unsubscribe-explained = { $count ->
    [0] Ela não tem eventos.
    [one] Seu único evento vai junto.
   *[other] Seus { $count } eventos vão junto.
} Assinar de novo os traz de volta.
calendar-delete-question = Excluir “{ $name }”?
calendar-delete-explained = { $count ->
    [0] Ela não tem eventos.
    [one] Seu único evento vai junto.
   *[other] Seus { $count } eventos vão junto.
} Desfazer traz tudo de volta.
calendar-keep = Manter

## Ir para uma data.

goto-title = Ir para uma data

## A quais ocorrências uma alteração se aplica.

prompt-delete-question = Excluir “{ $title }”?
prompt-save-question = Salvar as alterações em “{ $title }”?
prompt-move-question = Mover “{ $title }”?
prompt-repeating = Este é um evento que se repete.
prompt-repeating-series = Este é um evento que se repete. A repetição, os lembretes e a agenda pertencem à série.
prompt-only-this = Só este evento
prompt-following = Este e os seguintes
prompt-all = Todos os eventos

## Evento rápido.

quick-title = Novo evento
quick-discard-question = Descartar “{ $title }”?
quick-discard-explained = O novo evento não foi salvo.
quick-title-placeholder = Título
quick-more-options = Mais opções…

## Resultados da pesquisa.

search-none = Nenhum evento corresponde a “{ $text }” entre { $first } e { $last }.
search-first-matches = Os primeiros { $count } resultados para “{ $text }” — digite mais para refinar a pesquisa
search-matches = { $count ->
    [one] 1 resultado para “{ $text }”
   *[other] { $count } resultados para “{ $text }”
}
search-past = Passados
search-every-occurrence = Repete — mostrar todas
search-each-series-once = Mostrar cada série uma vez

## Importar e exportar.

transfer-error-no-file = Escolha um arquivo para importar
transfer-error-no-calendar = Escolha a agenda para onde importar
transfer-error-no-destination = Escolha onde salvar o arquivo
transfer-error-range-incomplete = O intervalo precisa dos dois dias, como AAAA-MM-DD
transfer-error-range-backwards = O intervalo termina antes de começar
transfer-import-title = Importar eventos
transfer-import = Importar
transfer-export-title = Exportar eventos
transfer-export = Exportar
transfer-all-calendars = Todas as agendas
transfer-path-example = /caminho/para/agenda.ics
transfer-browse = Procurar…
transfer-into = Para
transfer-calendar = Agenda
transfer-days = Dias
transfer-from-example = de AAAA-MM-DD
transfer-to-example = até AAAA-MM-DD
transfer-days-empty = (vazio: tudo)
transfer-check = Verificar
transfer-why-check-first = Verifique o arquivo primeiro: Importar adiciona o que Verificar mostra.
transfer-why-check-again = Alterado desde a verificação: verifique de novo.
transfer-report-summary = { $file } — { $events ->
    [one] 1 evento
   *[other] { $events } eventos
}: { $added } a adicionar, { $updated } a atualizar, { $unchanged } inalterados, { $skipped } ignorados
transfer-row-update = Atualizar
transfer-row-unchanged = Inalterado
transfer-row-skip = Ignorar
transfer-row-note = Nota
transfer-row-ignore = Descartar
transfer-row-why-at-line = { $why } (linha { $line })
transfer-row-line = linha { $line }
transfer-dry-run = Nada é gravado até você importar.

## O editor de eventos.

editor-edit-title = Editar evento
editor-new-title = Novo evento
editor-title-placeholder = Título
editor-location = Local
editor-organised-by = Organizado por { $organizer }: só essa pessoa pode mudar o horário, o título, o local ou os convidados. Seus lembretes e suas notas são seus.
editor-location-placeholder = Adicionar um local
editor-guests = Convidados
editor-guests-placeholder = Convidar pelo endereço
editor-invite = Convidar
editor-not-an-address = “{ $text }” não é um endereço (como nome@example.org)
editor-guests-organizer = Você organiza: os convidados são convidados ao salvar.
editor-calendar = Agenda
editor-all-day = Dia inteiro
editor-starts = Início
editor-ends = Fim
editor-notes = Notas
editor-discard-title = Descartar as alterações?
editor-discard-explained = O que você mudou neste evento será perdido.
editor-keep-editing = Continuar editando
editor-discard = Descartar
editor-never-ends = Nunca termina
editor-ends-on = Termina em
editor-ends-after = Termina após
editor-times = { $count ->
    [one] vez
   *[other] vezes
}
editor-floating = Flutuante (o mesmo horário em todos os fusos)
editor-search-zones = Pesquisar fusos horários
editor-floating-choice = Flutuante (sem fuso horário)
editor-time-zone = Fuso horário
editor-your-time = { $start } – { $end } no seu horário ({ $zone })
editor-your-time-day = { $date }, { $start } – { $end } no seu horário ({ $zone })
editor-every = A cada
editor-every-days = { $count ->
    [one] dia
   *[other] dias
}
editor-every-weeks = { $count ->
    [one] semana
   *[other] semanas
}
editor-every-months = { $count ->
    [one] mês
   *[other] meses
}
editor-every-years = { $count ->
    [one] ano
   *[other] anos
}
editor-weekday-toggle = { $day ->
    [mon] Se
    [tue] Te
    [wed] Qu
    [thu] Qi
    [fri] Sx
    [sat] Sá
   *[sun] Do
}
editor-advanced-rule = Avançado: a regra como a RFC 5545 a escreve (RRULE)
editor-repeat = Repetir
editor-removed-dates = Datas removidas — marque para trazer de volta
date-editor-removed = %a, %-d de %b de %Y
editor-exceptions = Exceções
# Which default reminders an event without its own takes: $reminders is a list ("10 minutes before, 1 hour before").
editor-calendar-reminders-are = Os do calendário: { $reminders }
editor-calendar-reminders-none = Os do calendário: nenhum
editor-no-reminders = Sem lembretes
editor-use-defaults = Usar os padrões da agenda
editor-reminders = Lembretes
editor-preset-at-start = No início
editor-preset-day = 1 dia
editor-preset-hour = 1 h
editor-preset-minutes = { $count } min
editor-unit-minutes-before = minutos antes
editor-unit-hours-before = horas antes
editor-unit-days-before = dias antes
editor-unit-minutes-after = minutos após o início
editor-unit-hours-after = horas após o início

## Grades.

# Os nomes curtos dos meses, como `%b` os escreve nas datas (doze, separados por espaços).
months-short = jan fev mar abr mai jun jul ago set out nov dez
date-weekday-short = %a
date-week-heading = %a %-d
month-more = +{ $count } mais
week-more = +{ $count }
week-more-hint = { $count ->
    [one] Mais 1 evento nestas horas, não desenhado por falta de espaço — clique para listar o dia
   *[other] Mais { $count } eventos nestas horas, não desenhados por falta de espaço — clique para listar o dia
}
week-all-day-more-hint = { $count ->
    [one] Mais 1 evento de dia inteiro neste dia, não desenhado por falta de espaço — clique para listar o dia
   *[other] Mais { $count } eventos de dia inteiro neste dia, não desenhados por falta de espaço — clique para listar o dia
}

## Preferências.

prefs-title = Preferências
prefs-language = Idioma
prefs-language-system = Sistema ({ $language })
prefs-first-weekday = Primeiro dia da semana
prefs-clock = Relógio
prefs-open-in = Abrir em
prefs-time-zone = Fuso horário
prefs-zone-placeholder = Digite uma cidade para mudar
prefs-no-zone-matches = Nenhum fuso tem esse nome; tente uma cidade como “Sao Paulo” ou “New York”
prefs-my-addresses = Meus endereços
prefs-my-addresses-placeholder = eu@example.org, eu@trabalho.example
prefs-my-addresses-hint = Quem você é nas reuniões de agendas locais e de servidores que não informam
prefs-not-an-address = Não é um endereço: { $text }
prefs-event-length = Duração dos novos eventos
prefs-new-calendar-reminder = Lembrete das novas agendas
prefs-new-calendar-all-day-reminder = Novos calendários lembram eventos de dia inteiro
prefs-week-numbers = Números das semanas
prefs-appearance = Aparência
prefs-theme-system = Sistema
prefs-theme-light = Claro
prefs-theme-dark = Escuro
prefs-locale-weekday = O da localidade ({ $day })
prefs-weekday = { $day ->
    [mon] Segunda-feira
    [tue] Terça-feira
    [wed] Quarta-feira
    [thu] Quinta-feira
    [fri] Sexta-feira
    [sat] Sábado
   *[sun] Domingo
}
prefs-clock-12 = 12 horas (9:00 PM)
prefs-clock-24 = 24 horas (21:00)
prefs-locale-clock = O da localidade, { $clock }
prefs-last-view = A última usada
prefs-system-zone = O do sistema ({ $zone })
prefs-hours = { $count ->
    [one] 1 hora
   *[other] { $count } horas
}
prefs-hours-minutes = { $hours } h { $minutes } min
prefs-minutes = { $count ->
    [one] 1 minuto
   *[other] { $count } minutos
}
prefs-no-reminder = Sem lembrete

## A barra lateral.

date-sidebar-synced = %-d de %b
sidebar-calendars = Agendas
sidebar-subscriptions = Assinaturas
sidebar-new-event = Novo evento
sidebar-import = Importar…
sidebar-export = Exportar…
sidebar-add-account = Adicionar conta…
sidebar-subscribe = Assinar…
sidebar-preferences = Preferências
sidebar-sync-now = Sincronizar
sidebar-syncing = { $spinner } Sincronizando…
sidebar-synced = Sincronizado { $when }
sidebar-not-synced = Ainda não sincronizado
sidebar-changes-to-send = { $count ->
    [one] 1 alteração a enviar
   *[other] { $count } alterações a enviar
}
sidebar-conflicts = { $count ->
    [one] ⚠ { $count } conflito a resolver
   *[other] ⚠ { $count } conflitos a resolver
}
sidebar-just-now = agora mesmo
sidebar-minutes-ago = há { $count } min
sidebar-at-time = às { $time }
sidebar-on-date = em { $date }

## Detalhes de um evento.

details-when = Quando
details-repeats = Repete
details-reminders = Lembretes
details-no-reminders = Nenhum
details-location = Local
details-notes = Notas
details-from-subscription = Da assinatura “{ $calendar }”: muda com o feed, não aqui.
details-cancelled = Cancelado pelo organizador
details-remove-cancelled = Remover da minha agenda
details-organiser = Organizador
details-guests = Convidados
details-your-answer = Sua resposta
details-only-this-occurrence = Só esta ocorrência
details-organisers-meeting = Horário, título, local e convidados são de quem organiza; sua resposta, seus lembretes e suas notas são seus.
details-not-delivered = Esta agenda não envia convites nem respostas: seu servidor não faz agendamento CalDAV.
details-email-answer = Enviar minha resposta por e-mail…
meeting-accepted = aceito
meeting-tentative = talvez
meeting-declined = recusado
meeting-delegated = delegado
meeting-not-answered = ainda sem resposta
meeting-optional = opcional
meeting-for-information = para informação
meeting-organiser = organiza
meeting-you = você
meeting-not-delivered = não pôde ser entregue
details-conflict = ⚠ Conflito
details-conflict-explained = Este evento foi alterado aqui e em outro dispositivo ao mesmo tempo. Esta é a versão deste computador; o evento ao lado é a do servidor.
details-keep-this = Manter esta
details-keep-servers = Manter a do servidor
details-keep-both = Manter as duas
details-differs = Difere em { $parts }.
details-has-copy = Este evento foi alterado aqui e em outro dispositivo ao mesmo tempo. Esta é a versão do servidor; a deste computador foi mantida como cópia, onde você escolhe qual manter.
details-show-copy = Mostrar a cópia
details-part-title = o título
details-part-time = o horário
details-part-place = o local
details-part-notes = as notas
details-part-repeat = a repetição
details-part-reminders = os lembretes
details-nothing-on-day = Nada neste dia.

## O cabeçalho.

header-redo = Refazer
header-search = Pesquisar eventos
header-week-title = Semana { $number } · { $title }

## A agenda vazia.

agenda-nothing-to-show = Nada para mostrar
agenda-nothing-planned = Nada planejado nestes dias.

## O título da janela.

title-dialog = { $dialog } — Kairos
title-app = Kairos
title-search = Pesquisa “{ $text }”
title-which-events = Quais eventos?
title-delete-calendar = Excluir a agenda?
title-remove-account = Remover a conta?
title-account = Conta

## Mensagens da janela.

app-cannot-read-account = Não é possível ler a conta: { $reason }
app-subscribed-events = { $count ->
    [one] Assinatura de “{ $name }”: 1 evento
   *[other] Assinatura de “{ $name }”: { $count } eventos
}
app-subscribed = Assinatura de “{ $name }” feita
app-account-removed = “{ $name }” foi removida deste computador
app-cannot-remove = Não é possível remover { $name }: { $reason }
app-account-exists = Já existe uma conta chamada “{ $name }”
app-cannot-read-file = Não é possível ler { $path }: { $reason }
app-no-calendars = { $url } não tem agendas com eventos para { $user }
app-cannot-keep-password = não é possível guardar a senha: { $reason }. Sem chaveiro, informe em vez disso um comando que mostre a senha (como pass show calendar), ou desbloqueie o chaveiro e tente de novo.
app-account-added = { $count ->
    [one] “{ $name }” adicionada: 1 agenda
   *[other] “{ $name }” adicionada: { $count } agendas
}
app-connected-again = “{ $name }” está conectada de novo
app-server-went-wrong = Algo deu errado ao consultar o servidor; tente de novo.
app-no-calendar = Não há agenda à qual adicionar: crie uma com `kairos calendars add NOME`
app-cannot-open-event = Não é possível abrir o evento: { $reason }
app-created = “{ $title }” criado
app-cannot-create = Não é possível criar “{ $title }”: { $reason }
app-imported = { $count ->
    [one] 1 evento importado de { $name }
   *[other] { $count } eventos importados de { $name }
}
app-exported = { $count ->
    [one] 1 evento exportado para { $path }
   *[other] { $count } eventos exportados para { $path }
}
app-cannot-change = Não é possível alterar { $name }: { $reason }
app-cannot-show-event = Não é possível mostrar o evento: { $reason }
app-kept-this = A versão deste computador foi mantida
app-kept-servers = A versão do servidor foi mantida
app-kept-both = As duas versões foram mantidas
app-cannot-settle = Não é possível resolver o conflito: { $reason }
app-answered = { $answer ->
    [accepted] Aceito: “{ $title }”
    [tentative] Talvez: “{ $title }”
   *[declined] Recusado: “{ $title }”
}
app-cannot-answer = Não foi possível responder: { $reason }
app-mail-opened = Sua resposta a “{ $title }” está anexada a um novo e-mail para { $organizer }: envie-o do seu programa de e-mail.
app-cannot-mail = Não é possível enviar sua resposta por e-mail: { $reason }
app-deleted = “{ $title }” excluído
app-cannot-delete = Não é possível excluir “{ $title }”: { $reason }
app-saved = “{ $title }” salvo
app-cannot-save = Não é possível salvar “{ $title }”: { $reason }
app-inbox-refused = { $count ->
    [one] Uma mensagem da caixa de convites foi recusada: { $first }
   *[other] { $count } mensagens da caixa de convites foram recusadas, a primeira: { $first }
}
app-conflict-kept = Um evento foi alterado aqui e no servidor ao mesmo tempo: as duas versões foram mantidas. Resolva pela barra lateral.
app-undone = Desfeito: { $what }
app-redone = Refeito: { $what }
app-nothing-to-undo = Nada para desfazer
app-nothing-to-redo = Nada para refazer
app-cannot-move = Não é possível mover o evento: { $reason }
app-drag-held = “{ $title }” é uma reunião do organizador: ela não se move aqui.
app-cannot-read-calendar = Não é possível ler { $name }: { $reason }
app-unsubscribed = Assinatura de “{ $name }” cancelada
app-calendar-deleted = { $count ->
    [one] “{ $name }” e seu evento foram excluídos
   *[other] “{ $name }” e seus { $count } eventos foram excluídos
}
app-cannot-delete-calendar = Não é possível excluir { $name }: { $reason }
app-cannot-save-preferences = Não é possível salvar as preferências: { $reason }
app-cannot-read-calendars = Não é possível ler a agenda: { $reason }
app-search-not-started = não foi possível iniciar a busca
app-cannot-save-view = Não é possível salvar a visão: { $reason }
details-and-more-dates = { $count ->
    [one] { $rule }, e em mais uma data
   *[other] { $rule }, e em mais { $count } datas
}
details-more-dates = { $count ->
    [one] Em mais uma data
   *[other] Em mais { $count } datas
}
details-own-time = { $start } – { $end }, horário de { $place }
details-own-time-day = { $date }, { $start } – { $end }, horário de { $place }

## Quando a janela não pode abrir.

window-failed = a janela falhou: { $reason }
window-unknown-failure = falha desconhecida
window-no-display = nenhuma tela onde abrir a janela (nem DISPLAY nem WAYLAND_DISPLAY estão definidos); a linha de comando funciona sem ela: veja `kairos --help`
window-missing-libraries = a janela precisa de bibliotecas que não estão instaladas: { $missing }. No Debian/Ubuntu: sudo apt install { $debian }; no Fedora: sudo dnf install { $fedora }. A linha de comando funciona sem elas: veja `kairos --help`

## Verificações e opções do editor.

draft-no-title = Dê um título ao evento
draft-start-on-rule = Começa em { $date }: o primeiro dia que a regra dá
draft-bad-start-date = A data de início deve ser uma data (AAAA-MM-DD)
draft-bad-end-date = A data de fim deve ser uma data (AAAA-MM-DD)
draft-bad-start-time = O horário de início deve ser um horário, como 09:30
draft-bad-end-time = O horário de fim deve ser um horário, como 10:30
draft-end-before-start = O fim é anterior ao início
draft-repeat-never = Não se repete
draft-repeat-daily = Diariamente
draft-repeat-weekly = Semanalmente
draft-repeat-monthly = Mensalmente
draft-repeat-yearly = Anualmente
draft-repeat-custom = Personalizado (avançado)
draft-monthly-on-day = no dia { $day }
draft-monthly-on = { $what }
draft-monthly-last-day = no último dia
draft-bad-interval = “A cada” precisa de um número inteiro de 1 a 999
draft-no-weekday = Escolha pelo menos um dia da semana
draft-bad-until = A data de fim deve ser uma data (AAAA-MM-DD)
draft-until-before-start = A data de fim é anterior ao início
draft-bad-count = “Termina após” precisa de um número de vezes de 1 a 9999
draft-bad-rule = A regra não é válida: { $reason }
draft-bad-start = O início deve ser uma data (AAAA-MM-DD) ou uma data e hora (AAAA-MM-DDT09:30)
draft-bad-end = O fim deve ser uma data (AAAA-MM-DD) ou uma data e hora (AAAA-MM-DDT10:30)
draft-all-day-takes-date = Um evento de dia inteiro começa numa data, não numa hora
draft-all-day-ends-on-date = Um evento de dia inteiro termina numa data, não numa hora
draft-date-needs-all-day = Uma data sozinha é um evento de dia inteiro: marque dia inteiro ou informe também uma hora
draft-end-needs-time = O fim é uma data: informe também uma hora
draft-bad-length = A duração deve ser como 45m, 1h30m, 2d ou PT1H30M
draft-too-long = Mais de { $days } dias, o mais longo que o Kairos guarda
draft-whole-days = Um evento de dia inteiro dura dias inteiros, como 1d ou 3d

## A linha de comando: `kairos agenda`.

date-cli-range = %a, %-d de %b de %Y
cli-agenda-nothing = Nada de { $first } a { $last }.
date-cli-agenda-day = %A, %-d de %B de %Y
cli-agenda-all-day = dia inteiro
cli-agenda-cancelled = cancelado
cli-agenda-more = … e mais { $count } de “{ $title }” neste dia

## A linha de comando: resultados e erros.

cli-error = erro: { $reason }
cli-undone = Desfeito: { $label }
cli-redone = Refeito: { $label }
cli-nothing-to-undo = Nada para desfazer.
cli-nothing-to-redo = Nada para refazer.
cli-replied = { $answer ->
    [accepted] Aceito: “{ $title }”
    [tentative] Talvez: “{ $title }”
   *[declined] Recusado: “{ $title }”
}
cli-reply-not-delivered = O servidor desta agenda não entrega respostas (não faz agendamento CalDAV): quem organiza só verá sua resposta se você a enviar.
cli-reply-written = Sua resposta está em { $path }: envie-a para { $organizer } (por exemplo, como anexo de e-mail).
cli-reply-mailed = Sua resposta ({ $path }) está anexada a um novo e-mail para { $organizer }: envie-o do seu programa de e-mail.
cli-reply-no-organizer = Esta reunião não indica organizador, então não há a quem enviar a resposta: nada foi alterado
mail-reply-subject = { $answer ->
    [accepted] Aceito: { $title }
    [tentative] Provisório: { $title }
   *[declined] Recusado: { $title }
}
mail-no-organizer = Esta reunião não indica organizador: não há a quem enviar sua resposta.
mail-bad-address = O endereço do organizador “{ $address }” não é um endereço de e-mail simples (nome@example.org): ele não foi passado ao seu programa de e-mail.
mail-not-invited = Nenhum dos seus endereços está entre os convidados desta reunião.
mail-not-answered = Responda primeiro: ainda não há nada a enviar.
mail-cannot-write = Não é possível gravar a resposta em { $path }: { $reason }
mail-unsafe-attachment = Não é possível anexar { $path }: programas de e-mail leem errado um caminho com apóstrofo, vírgula, barra invertida ou caractere de controle. Guarde o banco de dados do Kairos em uma pasta cujo caminho não tenha nenhum deles.
mail-cannot-start = Não é possível iniciar { $program } para abrir seu programa de e-mail: { $reason }
mail-no-mail-program = Nenhum programa de e-mail está configurado neste computador: escolha um padrão para e-mail nas configurações do sistema.
mail-failed = { $program } falhou ({ $status })
cli-no-invitations = Nenhum convite aguarda resposta.
cli-bad-address = { $flag } { $text }: não é um endereço (escreva nome@example.org ou uma URI mailto:)
error-no-address = O Kairos não conhece seu endereço para esta agenda e não pode torná-lo organizador: informe-o nas Preferências (“Meus endereços”) ou use uma agenda de uma conta cujo servidor o informe
error-not-an-attendee = { $address } não está entre os participantes
cli-shown-in-window = Mostrado na janela já aberta em { $path }
cli-import-it-here = Para importar aqui: kairos import { $path }
cli-no-window = Este kairos foi compilado sem a janela (recurso `gui`).
cli-no-such-file = { $path }: arquivo inexistente, e não é um comando do kairos (veja kairos --help)
## Sync: the schedule inbox, and notes of a calendar's sync
sync-inbox-no-organiser = não indica organizador
sync-inbox-from-me = diz vir de mim
sync-inbox-elsewhere = indica um evento numa agenda de outra conta ou só deste computador
sync-inbox-no-meeting = indica um evento que não é uma reunião
sync-inbox-meeting-without-organiser = indica uma reunião sem organizador
sync-inbox-my-meeting = indica uma reunião que eu organizo
sync-inbox-not-the-organiser = vem de alguém que não é o organizador da reunião
sync-inbox-other-method = não é convite, cancelamento nem resposta
sync-inbox-other-address = um convite para outro endereço
sync-inbox-cancel-not-applied = um cancelamento que o servidor não aplicou
sync-inbox-answer-not-applied = uma resposta que o servidor não aplicou
sync-inbox-answer-not-shown = { $who } respondeu a “{ $title }”: { $answer }. O servidor deixou a resposta na sua caixa de agendamento e não a pôs na sua cópia; por isso ela não aparece lá.
sync-inbox-answer-not-shown-occurrence = { $who } respondeu a “{ $title }” para { $occurrence }: { $answer }. O servidor deixou a resposta na sua caixa de agendamento e não a pôs na sua cópia; por isso ela não aparece lá.
sync-inbox-not-found = a caixa de convites não foi encontrada: { $reason }
sync-inbox-failed = caixa de convites: { $reason }
sync-inbox-not-itip = { $href }: não é uma mensagem iTIP
sync-inbox-no-one = ninguém
sync-inbox-refused-message = “{ $title }” de { $sender }: { $why }
sync-note-elsewhere = um evento também está em { $other }: deixado até essa agenda sincronizar
sync-note-server-only = um evento foi mantido só no servidor: { $why }
sync-note-refused = o servidor recusou “{ $title }” (HTTP { $status }); ele fica aqui e é enviado de novo na próxima vez
sync-note-deleted-event = um evento excluído ({ $uid })
sync-note-changed-again = { $what } mudou de novo no servidor enquanto era enviado (HTTP 412); nova tentativa na próxima vez
sync-note-no-longer-event = { $what } não é mais um evento no servidor ({ $why }); deixado como está
sync-note-kept-on-server = { $what } fica só no servidor: { $why }
sync-note-foreign-href = o servidor indicou { $href }, que não está nesta agenda: ignorado, nunca gravado
sync-note-repeated-uid = { $what } repete o UID { $uid }: fica só no servidor
sync-note-unlisted-but-there = ausente da lista de agendas do servidor, mas ainda lá: deixada como está
sync-calendar-kept-as = { $name } (não enviada para { $account })

## Passwords: the Secret Service and password commands
secret-unavailable = nenhum Secret Service no barramento da sessão ({ $reason }); em vez disso, informe um --password-command para a conta
secret-missing = o Secret Service não guarda nenhuma senha para a conta { $account }; adicione-a de novo, ou informe um --password-command
secret-locked = o chaveiro está bloqueado; desbloqueie-o (entre na sessão da área de trabalho) e sincronize de novo
secret-no-default-keyring = o Secret Service não tem um chaveiro padrão onde guardar a senha; crie um (em “Senhas e chaves”), ou informe um --password-command
secret-not-text = a senha guardada no Secret Service não é texto
secret-failed = o Secret Service falhou: { $reason }
secret-item-label = Conta CalDAV do Kairos { $account }
credential-spawn = não foi possível executar o comando de senha de { $account }: { $reason }
credential-failed = o comando de senha de { $account } falhou ({ $status })
credential-empty = o comando de senha de { $account } não mostrou nada
credential-commanded = a senha de { $account } vem do seu comando de senha: mude o que o comando mostra, não a senha aqui

## kairos show
cli-show-floating = { $time } (flutuante)
cli-show-days = { $n ->
    [one] 1 dia
   *[other] { $n } dias
}
cli-reminder-at-start = no início
cli-reminder-after-start = { $amount } após o início
cli-reminder-before = { $amount } antes
cli-reminder-at-end = no fim
cli-reminder-after-end = { $amount } após o fim
cli-reminder-before-end = { $amount } antes do fim
cli-reminder-at = em { $time }
cli-show-calendar-defaults = os lembretes padrão da agenda
cli-show-no-reminders = nenhum
cli-show-status = status
cli-show-cancelled-by-organiser = cancelado pelo organizador
cli-show-uid = uid
cli-show-calendar = agenda
cli-show-starts = início
cli-show-lasts = duração
cli-show-repeats = repete
cli-show-also-on = também em
cli-show-except = exceto
cli-show-cancelled = cancelado
cli-show-moved = { $start } por { $length }
cli-show-own-title = título { $title }
cli-show-own-location = local { $location }
cli-show-own-notes = notas próprias
cli-show-changed = alterado
cli-show-reminders = lembretes
cli-show-location = local
cli-show-notes = notas
cli-show-sequence = sequência
cli-show-created = criado
cli-show-modified = modificado
cli-show-organizer = organizador
cli-show-attendee = participante
cli-show-my-answer = minha resposta

cli-calendar-hidden = (oculta)
cli-calendar-reminds = (lembra { $reminders })
cli-calendar-reminds-all-day = (eventos de dia inteiro: { $reminders })
cli-bad-all-day-reminder = --at { $value }: escreva D@HH:MM, D dias antes do dia (0 = no dia, no máximo 7) a uma hora, como 0@09:00
cli-calendar-deleted = { $count ->
    [one] Agenda “{ $name }” e seu evento excluídos (kairos undo os traz de volta)
   *[other] Agenda “{ $name }” e seus { $count } eventos excluídos (kairos undo os traz de volta)
}
cli-no-reminders = Nenhum lembrete nos próximos { $days } dias, e nenhum entregue ainda.
cli-no-accounts = Nenhuma conta para sincronizar. Adicione uma com `kairos accounts add NOME --url URL --user USUÁRIO`.

## O que uma sincronização fez.

sync-pulled = { $count } recebidos
sync-pushed = { $count } enviados
sync-deleted-here = { $count } excluídos aqui
sync-deleted-on-server = { $count } excluídos no servidor
sync-merged = { $count } mesclados
sync-conflicts = { $count ->
    [one] { $count } conflito mantido como cópia
   *[other] { $count } conflitos mantidos como cópias
}
sync-up-to-date = { $count ->
    [one] { $account }: 1 agenda atualizada
   *[other] { $account }: { $count } agendas atualizadas
}
sync-changed = { $count ->
    [one] { $account }: 1 agenda, { $changes }
   *[other] { $account }: { $count } agendas, { $changes }
}
sync-unsent = { $count ->
    [one] { $account }: 1 alteração não pôde ser enviada: { $reasons }
   *[other] { $account }: { $count } alterações não puderam ser enviadas: { $reasons }
}
sync-calendar-added = agenda nova do servidor: { $name }
sync-calendar-removed = agenda sumiu do servidor, removida aqui: { $name }
sync-inbox-refused = caixa de convites: { $message } recusado; deixado na caixa
sync-kept-unsent = { $count ->
    [one] sumiu do servidor; 1 evento ainda não enviado foi mantido em “{ $kept }”
   *[other] sumiu do servidor; { $count } eventos ainda não enviados foram mantidos em “{ $kept }”
}
sync-feeds-failed = { $count ->
    [one] 1 assinatura não pôde ser atualizada; seus eventos continuam como estavam
   *[other] { $count } assinaturas não puderam ser atualizadas; seus eventos continuam como estavam
}
sync-accounts-failed = { $count ->
    [one] { $failed } de 1 conta não foi sincronizada; nada se perdeu, a próxima sincronização continua daqui
   *[other] { $failed } de { $count } contas não foram sincronizadas; nada se perdeu, a próxima sincronização continua daqui
}
subscription-unchanged = { $name }: inalterada
subscription-changed = { $name }: { $added } adicionados, { $updated } atualizados, { $removed } removidos
subscription-skipped = , { $count } ignorados

## A linha de comando: `kairos accounts`.

cli-account-remove-confirm = remover { $name } exclui aqui suas agendas ({ $calendars }) com os eventos delas; o servidor as mantém. Execute de novo com --yes para fazer isso
cli-password-kept = A senha de { $name } continua no Secret Service: { $reason }
cli-token-not-revoked = Não foi possível revogar o login de { $name } no provedor: { $reason }
cli-sign-in-open = Entre em { $name } no navegador. Se ele não abriu, acesse:
    { $url }
cli-signed-in-again = { $name } entrou novamente; a próxima sincronização o inclui.
cli-account-repaired = { $name } está conectada de novo; a próxima sincronização a inclui.
cli-account-removed = { $name } removida: { $calendars ->
    [one] 1 agenda
   *[other] { $calendars } agendas
} e { $events ->
    [one] 1 evento
   *[other] { $events } eventos
} aqui; o servidor os mantém
cli-account-home = Conta { $name }: pasta de agendas { $home }
cli-account-run-sync = Execute `kairos sync` para buscar os eventos.
cli-no-terminal = nenhum --password-command para { $name }, e nenhum terminal onde pedir a senha de { $user }
cli-password-prompt = Senha de { $user } ({ $name }):{" "}
cli-empty-password = uma senha vazia
cli-no-accounts-yet = Nenhuma conta. Adicione uma com `kairos accounts add NOME --url URL --user USUÁRIO`.
cli-password-from-command = senha vinda do seu comando
cli-password-in-secret-service = senha no Secret Service
cli-signs-in-browser = entra pelo navegador (token no Secret Service)
cli-account-line = { $name }  { $url } como { $user } ({ $source })
cli-account-addresses = Lá você é { $addresses }; o servidor entrega convites e respostas.
cli-account-addresses-no-scheduling = Lá você é { $addresses }; o servidor não entrega convites nem respostas.
cli-account-no-addresses = O servidor não informa um endereço seu: as reuniões usam os das Preferências.

## A linha de comando: o que há de errado num argumento.

cli-bad-date-time = { $flag } “{ $text }”: esperava-se data e hora locais como 1997-09-02T09:00:00 ou uma data como 1997-09-02
cli-bad-zone = --tz “{ $text }”: fuso horário desconhecido (esperava-se um nome IANA como America/Sao_Paulo)
cli-typed-problem = { $flag } "{ $text }": { $problem }
cli-days-at-least-one = --days deve ser pelo menos 1
cli-daemon-no-signals = não é possível tratar SIGTERM e SIGINT
cli-daemon-cannot-create = não é possível criar { $path }
cli-daemon-cannot-open-log = não é possível abrir o registro { $path }
cli-daemon-logger-taken = já há um registrador instalado
cli-invalid-arguments = argumentos inválidos
cli-bad-tz-variable = TZ=“{ $value }” não é um nome de fuso IANA: use --tz, por exemplo --tz America/Sao_Paulo
cli-no-system-zone = não é possível saber o fuso do sistema ({ $reason }): use --tz ou defina TZ
cli-unknown-system-zone = o fuso do sistema “{ $name }” é desconhecido: use --tz ou defina TZ
cli-series-all-day = { $flag } “{ $text }”: a série é de dia inteiro, então isto deve ser uma data como 1997-09-02
cli-utc-needs-tz = --utc precisa de --tz: um horário flutuante não é um instante
cli-to-before-from = --to { $to } é anterior a --from { $from }
cli-to-before-from-plain = --to é anterior a --from
cli-rule-has-no-end = a regra não tem fim; as primeiras { $count } foram mostradas (use --limit ou --to para mais)
cli-rule-exhausted = a regra não pode gerar mais ocorrências
cli-expected-date = { $flag } “{ $text }”: esperava-se uma data como 2026-11-23
cli-occurrence-needs-scope = --occurrence acompanha --scope this ou --scope following
cli-scope-needs-occurrence = --scope this e following precisam de --occurrence RID (veja agenda --json)
cli-all-day-no-zone = --tz: um evento de dia inteiro não tem fuso horário
cli-nothing-to-change = nada a alterar: dê --title, --start, --end, --duration, --tz, --rrule, --no-repeat, --location, --notes, --remind ou --calendar
cli-empty-calendar-name = --calendar: o nome da agenda está vazio
cli-no-state-dir = nenhuma pasta de estado para o registro: use --log ARQUIVO
cli-subscribe-failed = { $name }: { $reason }; nada foi adicionado

date-goto-month = %B
remind-cannot-lock = não é possível bloquear { $path }: { $reason }
remind-cannot-start-sync = não é possível iniciar a sincronização em segundo plano: { $reason }
remind-cannot-watch = não é possível observar as mudanças em { $path }: { $reason }

window-tightened = { $path } podia ser lido por outros usuários (modo { $was }); agora só o dono o lê ({ $now })
editor-date-placeholder = AAAA-MM-DD
editor-floating-keyword = flutuante

cli-preference-unknown = nenhuma preferência se chama "{ $key }"; as preferências são { $keys }
cli-preference-one-value = { $key } aceita um só valor, não { $count }
cli-preference-not-language = não é um idioma que o Kairos tem ({ $languages }), nem system
cli-preference-not-weekday = não é um dia da semana (Mon a Sun), nem locale
cli-preference-not-zone = não é um fuso horário (um nome IANA como America/Sao_Paulo), nem system
cli-preference-not-minutes = não é um número inteiro de minutos de { $min } a { $max }
cli-preference-not-reminder = não é um número inteiro de minutos, nem none
cli-preference-not-all-day-reminder = nem D@HH:MM (dias antes do dia, de 0 a 7, e uma hora) nem none
cli-preference-not-seconds = não é um número inteiro de segundos de 1 a { $max }
cli-preference-not-one-of = não é nenhum de { $words }
cli-preference-not-size = não é um tamanho LARGURAxALTURA de { $min } a { $max }
cli-preference-not-place = não é uma posição X,Y com cada valor de no mínimo { $min } e abaixo de { $max }, nem none
cli-preference-saved-as = (o arquivo diz "{ $text }", lido como { $value })
cli-preference-about-language = Idioma (system: o do ambiente)
cli-preference-about-first-weekday = Primeiro dia da semana (locale: o da localidade)
cli-preference-about-clock = Relógio de 12 ou 24 horas (locale: o da localidade)
cli-preference-about-zone = Fuso horário em que as horas são mostradas (system: o do sistema)
cli-preference-about-event-minutes = Quanto dura um novo evento, em minutos
cli-preference-about-new-calendar-reminder = Minutos antes do início com que uma nova agenda lembra (none: sem lembrete)
cli-preference-about-new-calendar-all-day-reminder = Quando um calendário novo lembra eventos de dia inteiro: D@HH:MM, D dias antes do dia (0: no dia) às HH:MM (none: sem lembrete)
cli-preference-about-week-numbers = Números das semanas ao lado do mês e no título da semana
cli-preference-about-sync-interval = Segundos entre sincronizações em segundo plano
cli-preference-about-my-addresses = Quem você é nas reuniões de agendas locais e de servidores que não informam
cli-preference-about-start-view = A visualização em que a janela abre (last: a última usada)
cli-preference-about-theme = Claro ou escuro (system: o da área de trabalho)
cli-preference-about-view = A visualização que a janela mostrou por último
cli-preference-about-window-size = O último tamanho da janela, em pixels
cli-preference-about-window-position = Onde a janela estava por último (none: onde o gerenciador de janelas a coloca)

## O que o relatório de um arquivo .ics diz sobre uma linha ignorada ou lida de
## outra forma do que está escrita. Os valores citados ($text, $value, $tzid)
## vêm entre aspas; $error e $why são outras mensagens deste grupo (ou das regras
## de repetição).

ical-not-a-time-type = VALUE={ $value_type } não é uma data nem uma data e hora
ical-not-a-date-time = { $text } não é uma data e hora como 19970714T173000
ical-not-a-date-like = { $text } não é uma data como 19970714
ical-not-a-date = { $text } não é uma data
ical-not-a-duration = { $text } não é uma duração como PT1H30M
ical-too-long = { $text } passa de { $days } dias, o máximo que o Kairos guarda
ical-not-a-period = { $text } não é um período como 19970101T180000Z/PT5H30M
ical-period-kinds = { $text }: início e fim são de tipos diferentes
ical-period-too-long = { $text }: o período passa de { $days } dias, o máximo que o Kairos guarda
ical-period-backwards = { $text }: o período termina antes de começar
ical-mixed-kinds = uma data e uma data e hora misturadas
ical-zone-unknown = fuso horário desconhecido { $tzid } (não é um nome IANA nem do Windows, e o arquivo não o define)
ical-zone-unreadable = fuso horário { $tzid }: { $error }
ical-zone-no-match = fuso horário { $tzid }: suas regras não correspondem a nenhum fuso conhecido por volta de { $near }
ical-observance-missing = { $observance } sem { $property }
ical-bad-offset = { $property } inválido
ical-observance-rule = RRULE em STANDARD ou DAYLIGHT: { $error }
ical-no-observance = um VTIMEZONE sem STANDARD nem DAYLIGHT
ical-alarm-no-trigger = sem TRIGGER
ical-alarm-absolute-not-utc = um TRIGGER absoluto deve estar em UTC
ical-alarm-snooze-not-utc = o TRIGGER de um lembrete adiado deve ser um horário UTC
ical-alarm-repeat-not-count = REPEAT { $value } não é um número de vezes
ical-alarm-step-not-positive = DURATION { $value } entre as repetições não é positiva
ical-no-value = { $text } não tem ':' nem valor
ical-no-property-name = { $text } não tem nome de propriedade
ical-bad-parameter = { $name }: um parâmetro malformado em { $text }
ical-no-colon = { $name }: esperava-se ':' antes do valor em { $text }
ical-control-characters = { $name }: o valor contém caracteres de controle
ical-orphan-continuation = uma linha de continuação sem nada para continuar
ical-line-too-long = uma linha com mais de { $mib } MiB: ignorada
ical-bare-line = uma linha sem nome de propriedade, lida como parte de { $property } (linha { $line })
ical-windows-1252 = não é UTF-8; lido como Windows-1252 ({ $count ->
        [one] linha
       *[other] linhas
    } { $lines })
ical-utf16 = o arquivo é UTF-16 (começa com uma marca de ordem de bytes); lido como tal
ical-never-ended-closed-by = { $component } nunca é encerrado (END:{ $by } o fecha)
ical-never-ended = { $component } iniciado na linha { $begun } nunca é encerrado
ical-end-without-begin = END:{ $name } sem BEGIN:{ $name }
ical-outside-component = { $name } fora de qualquer componente
ical-too-big = { $component } tem mais de { $mib } MiB: ignorado
ical-not-icalendar = não é um arquivo iCalendar: não há BEGIN:VCALENDAR nem BEGIN:VEVENT
ical-too-many-zones = mais de { $max } VTIMEZONEs: o resto foi ignorado
ical-second-master = um segundo VEVENT com UID { $uid } e sem RECURRENCE-ID: ignorado
ical-second-override = uma segunda modificação da ocorrência { $id }: ignorada
ical-this-and-future = RANGE=THISANDFUTURE: { $error }
ical-cut-off = o VEVENT é interrompido antes do seu END
ical-no-start = VEVENT sem DTSTART
ical-cancel-without-uid = um cancelamento (METHOD:CANCEL) sem UID: não indica nenhuma reunião
ical-value = { $property }: { $error }
ical-rule = RRULE: { $error }
ical-rule-unsupported = RRULE: { $error }: só a primeira ocorrência, no DTSTART, é mantida
ical-rule-before-start = RRULE: { $error }: o evento acontece uma vez só, no seu DTSTART
ical-more-than-one-rule = mais de uma RRULE: só a primeira é usada
ical-date-left-out = { $property } { $value } ignorado: { $error }
ical-sequence-not-number = SEQUENCE { $value } não é um número: considerado 0
ical-status-unknown = STATUS { $value } não é um status de evento: ignorado
ical-snooze-left-out = lembrete adiado ignorado: { $error }
ical-alarm-left-out = VALARM ignorado: { $error }
ical-inside-event = { $component } dentro de um VEVENT ignorado
ical-unknown-zone = { $property }: fuso horário desconhecido { $tzid }: lido como horário flutuante (o mesmo horário onde quer que você esteja)
ical-end-before-start = DTEND é anterior a DTSTART: lido como terminando quando começa
ical-end-kinds = DTEND e DTSTART não são ambos datas nem ambos datas e horas
ical-end-too-long = DTEND fica mais de { $days } dias após DTSTART, o máximo que o Kairos guarda
ical-duration-negative = DURATION é negativa
ical-repeat-without-duration = REPEAT e DURATION andam juntos num VALARM; o lembrete é mantido uma vez só
ical-repeats-kept = REPEAT:{ $count }: as primeiras { $max } repetições são mantidas
ical-acknowledged-not-utc = ACKNOWLEDGED { $value } não é um horário UTC: ignorado
ical-trigger-read-as = TRIGGER { $written } lido como { $read }
ical-zone-defined-from = o fuso horário { $tzid } define seus deslocamentos só a partir de { $day }; { $zone } corresponde a eles e é usado também para os horários anteriores
ical-zone-by-location = { $why }; usando { $zone }, que o VTIMEZONE indica como sua localização
ical-own-zone = { $why }; mantido como fuso horário próprio do arquivo
ical-cannot-read = não é possível ler o arquivo: { $error }

## The file's health and its backups (store/health.rs, store/backup.rs, cli/backup.rs)

error-damaged = { $path } está danificado ({ $problem }): o Kairos não grava nada nele até que um backup seja restaurado
error-damaged-this-file = o arquivo do calendário
error-damaged-found = uma verificação o encontrou danificado
error-damaged-backup = o backup mais recente é { $backup } (feche o Kairos e execute: kairos backup restore latest)
error-damaged-no-backup = não há nenhum backup dele: copie o arquivo para um lugar seguro antes de tudo
error-backup-failed = o backup { $path } não pôde ser criado ou falhou na verificação ({ $reason }); nada foi alterado
error-in-use = { $path } está aberto em { $by }: feche-o (a janela; o serviço com: systemctl --user stop kairos-daemon) e tente de novo
cli-check-no-file = { $path } não existe
cli-check-sound = { $path } está íntegro: a verificação de integridade completa do SQLite não encontrou nada de errado
cli-check-sound-quick = { $path } está íntegro: a verificação rápida do SQLite não encontrou nada de errado (kairos check sem --quick verifica também cada índice)
cli-backup-none = Ainda não há backups de { $path } (kairos backup now cria um).
cli-backup-regular = backup
cli-backup-before-upgrade = antes de atualizar o esquema { $version }
cli-backup-made = { $path } copiado para { $backup } (verificado: íntegro)
cli-backup-no-such = nenhum backup de { $path } corresponde a “{ $when }” (kairos backup list os mostra)
cli-backup-in-use-notifier = outro processo do Kairos (a janela ou o serviço)
cli-backup-in-use-sync = um kairos sync em andamento
cli-backup-restored = { $backup } restaurado; o arquivo substituído foi guardado como { $aside }
cli-backup-compare = { $count ->
    [one] O calendário sincronizado será comparado por inteiro com seu servidor na próxima sincronização.
   *[other] { $count } calendários sincronizados serão comparados por inteiro com seus servidores na próxima sincronização.
}
remind-damaged-summary = O arquivo do seu calendário está danificado
remind-damaged-body = O Kairos parou de gravar em { $path } e não mostra lembretes dele ({ $problem }). O backup mais recente é { $backup }: feche o Kairos e execute “kairos backup restore latest”.
remind-damaged-body-no-backup = O Kairos parou de gravar em { $path } e não mostra lembretes dele ({ $problem }). Não há nenhum backup dele: copie o arquivo para um lugar seguro antes de tudo.
cli-backup-restore-failed = O backup não foi restaurado
prefs-backups = Backups
prefs-backup-none = Nenhum ainda: o Kairos faz um por dia enquanto está aberto
prefs-backup-last = Último: { $when }
prefs-backup-restore = Restaurar…
prefs-backup-what-happens = O Kairos fecha, coloca o backup de { $when } no lugar do seu arquivo de calendário (o arquivo é guardado ao lado) e abre de novo. As alterações feitas desde então se perdem aqui; os calendários sincronizados as recebem de volta dos seus servidores. Backup: { $file }
prefs-backup-restore-now = Restaurar e reabrir
app-cannot-restore = não é possível iniciar a restauração: { $reason }

## Sync: talking to a CalDAV server. $url is an address (never with a
## password in it); $reason what the system, a library or another message
## of this group says went wrong (the system's may be English); $status an
## HTTP status (404).

dav-unreachable = não é possível acessar { $url }: { $reason }
dav-timeout = { $url } não respondeu a tempo
dav-tls = o TLS com { $url } falhou: { $reason } (é possível confiar no certificado de um servidor próprio, ou na CA dele, com --ca-cert)
dav-unauthorized = { $url } recusou o login (HTTP { $status }): verifique o nome de usuário e a senha
dav-status-missing = { $url } falhou: o servidor não tem nada neste endereço (HTTP { $status } para { $method }); verifique o endereço da conta
dav-status-forbidden = { $url } falhou: o servidor proíbe isso (HTTP { $status } para { $method }); verifique se este login pode alterar esta agenda
dav-status-unsupported = { $url } falhou: o servidor não faz isso (o endereço é uma agenda CalDAV?) (HTTP { $status } para { $method }); verifique o endereço da conta
dav-status-too-large = { $url } falhou: o servidor acha isso grande demais (HTTP { $status } para { $method }); nada se perdeu aqui; se continuar, avise o administrador do servidor
dav-status-too-many = { $url } falhou: o servidor pede para ser consultado com menos frequência (HTTP { $status } para { $method }); nada se perdeu aqui; se continuar, avise o administrador do servidor
dav-status-internal = { $url } falhou: o servidor teve um erro interno (HTTP { $status } para { $method }); tente de novo mais tarde; nada se perdeu aqui
dav-status-down = { $url } falhou: o servidor, ou um proxy na frente dele, está fora do ar ou sobrecarregado (HTTP { $status } para { $method }); tente de novo mais tarde; nada se perdeu aqui
dav-status-no-space = { $url } falhou: o servidor está sem espaço (HTTP { $status } para { $method }); libere espaço no servidor; nada se perdeu aqui
dav-status-refused = { $url } falhou: o servidor recusou a requisição (HTTP { $status } para { $method }); nada se perdeu aqui; se continuar, avise o administrador do servidor
dav-status-failed = { $url } falhou: o servidor falhou (HTTP { $status } para { $method }); tente de novo mais tarde; nada se perdeu aqui
dav-precondition = { $url } mudou no servidor nesse meio-tempo (HTTP { $status })
dav-too-large = { $url } enviou mais de { $mib } MiB
dav-bad = { $url } enviou algo que o CalDAV não permite: { $reason }
dav-no-calendar-home = { $url } não é um endereço CalDAV: nenhuma agenda foi encontrada ali, nem no /.well-known/caldav dele (informe o endereço que o seu provedor de agenda indica para CalDAV)
dav-calendar-refused = { $url } recusou o acesso a esta agenda (HTTP { $status }): este login não pode lê-la; verifique o endereço (nada foi adicionado)
dav-no-calendar-there = { $url } não tem nenhuma agenda neste endereço (HTTP { $status }): verifique o endereço (nada foi adicionado)
dav-ca-cert = não é possível ler o certificado de CA { $path }: { $reason }
dav-ca-no-pem = não há nenhum certificado PEM nele
dav-redirected = { $url } redirecionou para { $to }, outro esquema, host ou porta: o login não é enviado para lá (adicione a conta com esse endereço se for o servidor certo)
dav-too-many-calendars = { $url } lista { $count } agendas, mais do que as { $max } que uma conta pode ter: nada foi alterado
dav-host-not-found = host não encontrado
dav-connection-failed = a conexão falhou
dav-token-refused = { $url } recusou um novo token de acesso
dav-answer-not-utf8 = a resposta não está em UTF-8
dav-answer-too-many-nodes = a resposta tem mais de { $max } nós XML
dav-answer-not-xml = a resposta não é XML ({ $error })
dav-answer-not-multistatus = era esperado um multistatus DAV, veio <{ $element }>
dav-answer-no-href = uma resposta sem href
dav-answer-bad-url = uma URL inválida { $href }
dav-answer-bad-href = um href inválido { $href }
dav-url-without-host = uma URL sem host
dav-no-sync-token = um relatório de sincronização sem sync-token
dav-sync-never-ends = o relatório de sincronização nunca termina
dav-too-many-redirects = redirecionamentos demais
dav-bad-method = método { $method }
dav-calendar-unnamed = Agenda

## Sync: why a server's certificate was not trusted (the $reason of
## dav-tls). $whose is "server" (the certificate the server showed) or
## "pinned" (that certificate, found in the file $file given with
## --ca-cert).

tls-untrusted = { $whose ->
    [pinned] o certificado em { $file } não é assinado por uma CA confiável
   *[server] o certificado do servidor não é assinado por uma CA confiável
}
tls-not-pinned = o certificado do servidor não é o que está em { $file } e nenhuma CA confiável o assinou
tls-other-name-unknown = { $whose ->
    [pinned] o certificado em { $file } é para um nome diferente de { $host }
   *[server] o certificado do servidor é para um nome diferente de { $host }
}
tls-other-name = { $whose ->
    [pinned] o certificado em { $file } é para outro nome: { $names }, não { $host }
   *[server] o certificado do servidor é para outro nome: { $names }, não { $host }
}
tls-expired-on = { $whose ->
    [pinned] o certificado em { $file } expirou em { $date }
   *[server] o certificado do servidor expirou em { $date }
}
tls-expired = { $whose ->
    [pinned] o certificado em { $file } expirou
   *[server] o certificado do servidor expirou
}
tls-not-valid-before = { $whose ->
    [pinned] o certificado em { $file } não é válido antes de { $date }
   *[server] o certificado do servidor não é válido antes de { $date }
}
tls-not-valid-yet = { $whose ->
    [pinned] o certificado em { $file } ainda não é válido
   *[server] o certificado do servidor ainda não é válido
}
tls-revoked = { $whose ->
    [pinned] o certificado em { $file } foi revogado
   *[server] o certificado do servidor foi revogado
}
tls-not-for-servers = { $whose ->
    [pinned] o certificado em { $file } não é para um servidor TLS
   *[server] o certificado do servidor não é para um servidor TLS
}
tls-unreadable = { $whose ->
    [pinned] o certificado em { $file } não pode ser lido
   *[server] o certificado do servidor não pode ser lido
}
tls-refused = { $whose ->
    [pinned] o certificado em { $file } foi recusado: { $reason }
   *[server] o certificado do servidor foi recusado: { $reason }
}
tls-date-seconds = { $seconds } s após 1970
tls-host-not-a-name = o host não é um nome para o qual possa existir um certificado

## Sync: signing in through the browser (OAuth 2.0, OpenID Connect).
## Addresses in quotes ($url) come with their quotes; $reason is what the
## sign-in server, the system or another message of this group says.

oauth-insecure = { $url } não é um endereço https (http só neste computador, para testes)
oauth-bad-url = { $url } não é um endereço
oauth-no-client-id = nenhum ID de cliente para { $provider }: informe um com --client-id (veja o README, “Google Calendar”)
oauth-listen = não é possível esperar a resposta do navegador neste computador: { $reason }
oauth-browser = nenhum navegador pôde ser aberto ({ $reason }); defina $BROWSER, ou adicione a conta com `kairos accounts add`, que mostra o endereço
oauth-browser-empty = $BROWSER está vazio
oauth-timed-out = nenhuma resposta do navegador chegou a tempo ({ $seconds } s): nada foi guardado
oauth-cancelled = o login foi cancelado: nada foi guardado
oauth-declined = o login foi recusado ({ $reason }): nada foi guardado
oauth-state-mismatch = a resposta do navegador não era para este login (state não confere): nada foi guardado
oauth-refused = o servidor de login recusou: { $reason }
oauth-no-refresh-token = o servidor de login não deu um token de atualização, então o Kairos não pôde continuar conectado
oauth-discovery = { $issuer } não é um emissor OpenID Connect: { $reason }
oauth-issuer-mismatch = a resposta do navegador veio de { $named }, não de { $expected } (RFC 9207): nada foi guardado
oauth-issuer-unnamed = a resposta do navegador veio de um servidor de login sem nome, não de { $expected } (RFC 9207): nada foi guardado
oauth-bad-id-token = o token de ID do servidor de login não é para este login ({ $reason }): nada foi guardado
oauth-not-you = o login foi feito como { $vouched }, não como { $given }: o login foi revogado e nada foi guardado
oauth-no-identity = o servidor de login não disse quem entrou (nenhum endereço de e-mail em um token de ID, no endpoint userinfo dele ou no principal CalDAV), então o Kairos não tem como saber se o login é seu: nada foi guardado (peça os escopos `openid email`)
oauth-discovery-status = HTTP { $status } para o documento de descoberta dele
oauth-discovery-missing = sem { $name }
oauth-no-issuer = sem emissor
oauth-discovery-other-issuer = o documento dele indica { $named }
oauth-id-token-too-large = ele é grande demais
oauth-id-token-not-jwt = não é um JWT
oauth-id-token-not-base64 = as claims dele não estão em base64url
oauth-id-token-not-json = as claims dele não são JSON
oauth-id-token-other-issuer = emitido por { $issuer }, não por { $expected }
oauth-id-token-other-client = emitido para outro cliente
oauth-id-token-expired = expirado
oauth-id-token-no-expiry = sem expiração
oauth-userinfo-status = HTTP { $status } do endpoint userinfo dele
oauth-userinfo-too-large = a resposta userinfo dele é grande demais
oauth-userinfo-not-json = a resposta userinfo dele não é JSON
oauth-not-a-token = uma resposta que não é um token ({ $error })
oauth-no-code = a resposta não trazia nenhum código
oauth-revoke-status = HTTP { $status } de { $url }
oauth-bad-status = status HTTP { $status }
oauth-body-not-text = um corpo de requisição que não é texto
oauth-token-not-text = o servidor de login deu um token de acesso que não é texto
oauth-sign-in-expired = o login de { $account } foi revogado ou expirou ({ $error }): entre novamente
oauth-new-sign-in-refused = o servidor recusou o novo login (o escopo está certo para ele?)
oauth-password-account = { $account } entra com senha, não pelo navegador
oauth-page-done = O Kairos está conectado. Você pode fechar esta aba.
oauth-page-declined = O login foi recusado; o Kairos não guardou nada. Você pode fechar esta aba.
oauth-page-mismatch = Esta resposta não era para o login do Kairos; nada foi guardado.
oauth-page-not-here = Nada aqui.

## Sync: accounts' addresses and what a server lists. Addresses in quotes
## ($url) come with their quotes.

sync-bad-url = { $url } não é uma URL http(s)
sync-user-in-url = coloque o nome de usuário em --user, não na URL
sync-empty-listing = { $synced ->
    [one] o servidor não lista nenhum evento em { $calendar }, embora 1 tenha sido sincronizado: nada foi alterado (sincronize com --allow-empty se ela foi esvaziada de propósito)
   *[other] o servidor não lista nenhum evento em { $calendar }, embora { $synced } tenham sido sincronizados: nada foi alterado (sincronize com --allow-empty se ela foi esvaziada de propósito)
}
sync-no-calendars = o servidor não lista mais nenhuma agenda para esta conta: nada foi alterado
sync-internal-error = O Kairos parou por um erro interno ({ $reason }); nada se perdeu, a próxima sincronização tenta de novo
sync-internal-error-unknown = O Kairos parou por um erro interno (desconhecido); nada se perdeu, a próxima sincronização tenta de novo
sync-resource-too-large = maior que { $mib } MiB
sync-resource-not-icalendar = não é iCalendar (linha { $line }: { $problem })
sync-resource-no-event = nenhum evento ({ $problems })
sync-resource-not-events = nenhum evento, só { $kinds }
sync-resource-many-events = { $count } eventos em um só recurso

## Sync: subscribed calendars (feeds). Addresses in quotes ($url) come
## with their quotes.

feed-insecure = { $url }: uma agenda assinada é lida por https:// (ou webcal://); http:// só a partir deste computador
feed-bad = { $url } não é uma agenda que se possa assinar: { $reason }
feed-bad-line = linha { $line }: { $problem }
feed-status = o servidor respondeu { $status }

## What a screen reader hears (the accessibility tree).

a11y-window = Kairos — { $period }
date-a11y-day = %A, %-d de %B
a11y-day = { $date }, { $count ->
    [0] nenhum evento
    [one] um evento
   *[other] { $count } eventos
}
a11y-today = Hoje, { $day }
a11y-all-day = o dia todo
a11y-all-day-days = de { $first } a { $last }, o dia todo
a11y-time-range = das { $start } às { $end }
a11y-repeats = repete
a11y-cancelled = cancelado pelo organizador
a11y-not-answered = convite não respondido
a11y-tentative = respondido talvez
a11y-declined = recusado
a11y-accepted = aceito
a11y-conflict = cópia em conflito
a11y-month = Mês
a11y-week = Semana
a11y-agenda = Agenda
a11y-search-results = Resultados da busca
a11y-toolbar = Barra de ferramentas
a11y-views = Visualização
a11y-previous = Anterior
a11y-next = Próximo
a11y-go-to = { $period }, ir para uma data
a11y-undo-what = Desfazer { $what }
a11y-redo-what = Refazer { $what }
a11y-sidebar = Barra lateral
a11y-mini-month = Escolher um dia
a11y-details = Detalhes
a11y-add-calendar = Adicionar uma agenda
a11y-account-settings = Conta { $account }
a11y-calendar-settings = Calendário { $calendar }
a11y-all-day-of = Dia inteiro, { $day }
a11y-add-reminder = Adicionar este lembrete
a11y-restore = Restaurar { $date }
a11y-remove = Remover { $what }
a11y-add = Adicionar { $what }
a11y-invite = Convidar { $who }
a11y-uninvite = Não convidar mais { $who }
date-a11y-weekday = %A
a11y-free-hour = das { $start } às { $end }, livre
a11y-year-earlier = Ano anterior, { $year }
a11y-year-later = Próximo ano, { $year }
a11y-file = Arquivo
