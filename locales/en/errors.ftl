# The texts of gpucase's errors, English (the source language). Each id is one error
# variant of a library crate (or one validation problem of the core); gpucase-app's
# error_text renders an error through these. Variables named $detail hold text from a
# third-party parser or the operating system (serde_json, sqlx, jiff, io): it cannot be
# translated and is shown verbatim.

## Application (gpucase-app AppError)
error-io = { $path }: { $detail }
error-too-large = { $path }: { $size } bytes is more than { $kind ->
    [csv] a CSV file
    [probe] a probe's output
    [options] an options file
   *[case] a case file
} can be ({ $limit } bytes at most)
error-not-utf8 = { $path }: not UTF-8 text (invalid byte at offset { $offset }); { $kind ->
    [csv] a CSV file is UTF-8 text
    [probe] a probe's output is UTF-8 text
    [options] an options file is TOML or JSON
   *[case] a case file is JSON
}
error-not-a-file = { $path }: not a regular file (a device, a pipe or a directory); name a file
error-in-file = { $path }: { $reason }
error-case-input = { $path }: { $reason }
error-no-data-dir = no data directory on this platform: pass --store PATH or set GPUCASE_STORE
error-report = cannot render the report: { $reason }
error-quotes-invalid = { $path }: the case with these quotes is not valid: { $field }: { $reason }
error-row-in-file = { $path }: line { $line }, column { $column }: { $reason }
error-row-in-file-whole = { $path }: line { $line }: { $reason }
error-row-entered = the entered offer, column { $column }: { $reason }
error-row-entered-whole = the entered offer: { $reason }

## Case files (gpucase-core casefile)
error-case-syntax = line { $line }, column { $column }: { $detail }
error-case-field = { $field } (line { $line }, column { $column }): { $detail }
error-case-invalid = { $field } (line { $line }, column { $column }): { $reason }
error-case-invalid-unplaced = { $field }: { $reason }

## Problems of one field (gpucase-core problem)
problem-detail = { $detail }
problem-not-empty = must not be empty
problem-count-expected = expected a whole number, 0 or more, found { $found }
problem-date-expected = "{ $found }" is not a date: write it as YYYY-MM-DD, a day of the calendar such as 2027-04-01
problem-amount-without-currency = "{ $found }" has no currency: write it with one, as "{ $found } EUR"
problem-offer-key-expected = "{ $found }" is not an offer's key: expected PROVIDER/OFFER_ID, as `gpucase offers list` prints it
problem-unknown-template = "{ $found }" is not a workload template: expected office-hours, around-the-clock or office-and-nightly-batch
problem-flag-needed = { $flag } is needed: give it, or run the command on a terminal to be asked for it
problem-at-least = must be at least { $min }
problem-between = must be between { $min } and { $max }
problem-growth-beyond-fleet = year { $year } would need { $gpus } GPUs at this growth, more than the 100000 a workload may have; expected a smaller growth or a shorter horizon
problem-above-zero = must be above zero
problem-range = must be from { $min } to { $max }
problem-rate-given-twice = gives a rate between { $from } and { $to } again: give each pair of currencies once
problem-year-rate-twice = gives a rate for { $from } in year { $year } again: give each currency's rate once per year
problem-year-rate-without-today = is a rate between { $from } and { $to } for a later year, but today's rate between them is missing: add one without a year
problem-value-given-twice = is given beside { $other }: the value at the horizon's end is a book value or a resale estimate; leave one empty
problem-pue-below-one = must be 1.0 or more
problem-residual-above-purchase = must not exceed the purchase price
problem-stage-month = must be a month after month { $after } and no later than the horizon's last, month { $last }
problem-stage-buys-nothing = a stage must add cards or servers
problem-stage-no-free-slots = the quote states no free slots (cards.slots): add servers, or state the slots and the card's price
problem-stage-cards-above-slots = only { $free } slots are free by then: add servers for more cards
problem-support-share = must be a share between 0 and 1 (0.10 = 10 %)
problem-not-in-shortlist = { $offer } is not in the shortlist
problem-checklist-order = must answer the five questions once each, in order: { $order }
problem-no-exchange-rate = no exchange rate from { $from } to the case currency { $to }: add one (gpucase case rate ID { $from } { $to } RATE --date YYYY-MM-DD, or the desktop's exchange rates)
problem-used-twice = "{ $id }" is used twice
problem-bad-id = expected 1 to 64 letters, digits, '-', '_' or '.', found "{ $found }"
problem-tier-unbounded-not-last = only the last tier may be unbounded (null)
problem-last-tier-bounded = the last tier must be unbounded (null) so that every GB has a price
problem-tiers-not-ascending = tiers must be in ascending order of up_to_gb
problem-term-years = must be 1 or 3
problem-block-days = { $days } days cannot be booked: blocks are 1-14 days in 1-day steps or 7-182 days in 7-day steps
problem-no-own-quote = no own quote has the id "{ $id }"
problem-no-rent-offer = no rent offer has the id "{ $id }"
problem-no-offers = name at least one offer
problem-offers-not-one-instance = is not the same instance as { $first } (provider, GPU model and count, region): add it as an option of its own
problem-offer-price-not-costable = a { $model } price per { $period } cannot be costed from what the offer states: enter this pricing model by hand
problem-offer-term = a reservation's term must be 12 or 36 months, found { $months }
problem-offer-currencies = the upfront payment is in { $charge }, the price in { $price }: both must be in one currency
problem-spot-needs-on-demand = spot capacity takes the batch hours only; add the instance's on-demand offer for the interactive hours
problem-offer-not-in-catalog = no offer { $offer } in the catalog: run `gpucase offers refresh`, or look the id up with `gpucase offers list`
problem-no-window = the workload has no window named "{ $name }"; its windows are { $windows }
problem-offer-withdrawn = the offer { $offer } was withdrawn from the catalog: choose a current offer
problem-provider-missing = must name the provider
problem-term-ends-before-start = the term ends on { $end }, before it starts on { $start }
problem-early-termination-missing = state the contract's early-termination terms, or that it states none
problem-egress-twice = "{ $provider }" has egress tiers twice
problem-no-tiers = needs at least one tier; the last one unbounded (null)
problem-no-egress-for = no egress tiers for "{ $provider }": add the provider's tiers to switching.egress
problem-data-twice = { $class } from "{ $provider }" is listed twice: give one volume per class and provider
problem-share-range = share { $share } must be above 0 and at most 1
problem-source-missing = must say where the offer comes from (a URL or the quote's reference)
problem-not-https = must be an https URL
problem-fetched-at-format = must be an RFC 3339 time, e.g. 2026-11-20T10:00:00Z
problem-unknown-needs-reason = an unknown needs its reason
problem-country-code = expected an ISO 3166-1 alpha-2 code like "DE", found "{ $found }"
problem-kind-expected = "{ $found }" is not one of { $expected }
problem-reserved-needs-term = a reserved price needs its term
problem-window-gpus = must be between 1 and the workload's { $gpus } GPUs
problem-window-start = the window must start before 24:00 and differ from its end
problem-period-hours = must be between 1 and 744 (a period is at most a month)
problem-workdays-do-not-fit = { $workdays } workdays do not fit: a period of { $hours } h starting on a Monday has { $weekdays } weekdays
problem-month-format = expected a month like "2026-03", found "{ $found }"
problem-unknown-time-zone = unknown IANA time zone "{ $found }", expected e.g. "Europe/Berlin"
problem-holiday-outside-month = { $day } is not in { $month }
problem-no-hours = holds no hour
problem-more-than-twenty-years = { $hours } hours is more than 20 years
problem-length-mismatch = has { $len } hours, productive_gpus has { $hours }
problem-batch-above-productive = { $batch } batch GPUs but only { $productive } productive
problem-above-fleet = { $productive } productive and { $no_data } without data exceed the fleet of { $fleet }
problem-hour-format = expected an RFC 3339 time like "2026-10-01T00:00:00Z", found "{ $found }"
problem-bill-period = the bills' period must end after it starts: from { $start } to { $end }
problem-gpu-count-item = --gpus { $item }: expected INSTANCE_OR_SKU=GPUS, e.g. BoxUsage:p5e.48xlarge=8
problem-window-item = --window { $item }: expected NAME;interactive|batch;workdays|weekends|every_day;HH:00-HH:00;GPUS, e.g. "Chat;interactive;workdays;08:00-18:00;8"
problem-unknown-option = "{ $id }": not an option of the case; its options are { $known }
problem-option-in-hybrid = "{ $id }": part of the hybrid option: remove "hybrid" with it, or keep it
problem-no-option-left = that would leave the case without an option to compare
problem-no-billed-lines = the bills have no line billed by the hour with a GPU count: give each GPU instance's GPUs with --gpus INSTANCE_OR_SKU=GPUS
problem-not-on-the-hour = must be on the hour
problem-date-or-time = "{ $found }": expected a date (2026-10-01) or an RFC 3339 time
problem-report-date = "{ $found }": expected a date such as 2026-12-01 ({ $detail })
problem-note-missing = say who stated it or where it is written
problem-unknown-column = unknown column; the columns are: { $columns }
problem-column-required = this column is required
problem-column-twice = this column is in the header twice (columns { $first } and { $second }); keep one
problem-no-rows = the file has a header but no rows
problem-not-plain-decimal = "{ $found }" is not a plain decimal number (digits and one decimal point, no thousands separators)
problem-not-plain-decimal-comma = "{ $found }" is not a plain decimal number (digits and one decimal comma or point, no thousands separators)
problem-no-currency = "{ $found }" has no currency: write e.g. "{ $found } EUR" or add a currency column
problem-not-whole-number = "{ $found }" is not a whole number
problem-not-quote-date = "{ $found }" is not a date (2026-11-20) or an RFC 3339 time
problem-no-offer = the row gave no offer
problem-already-on-line = "{ $id }" is already on line { $line }
problem-unknown-field = unknown field
problem-appears-twice = "{ $id }" appears twice
problem-not-in-case-shortlist = { $offer } is not in the case's shortlist
problem-measured-stays = the probe run of { $probed_at } measured { $offer } delivering less than it offers (another isolation, GPU, allocation or GPU count): a note cannot lift what was measured; record a probe run on a replacement machine
problem-unknown-credential = { $name } is not a credential any plugin or the metrics fetch declares
problem-empty-credential = { $name }: the value is empty
problem-no-manual-offer = no manual offer "{ $id }" in the catalog
problem-no-such-plugin = --plugin { $id }: no such plugin in { $folder }
problem-unknown-metrics-format = --format { $found }: expected promjson, vmjsonl, openmetrics, promtext or csv
problem-threshold-unusable = sm_active_threshold: not a number the import can use
problem-import-cancelled = the import was cancelled
problem-scenario-not-object = expected a JSON object with "format": "gpucase/3"
problem-format-newer = the file is format { $found }, newer than this gpucase reads ({ $known }): update gpucase to open it
problem-format-unknown = expected "{ $expected }" (or the older "{ $older }"), found { $found }
problem-format-missing = expected "{ $expected }" (or the older "{ $older }"), found no format field
problem-integer-out-of-range = the integer { $value } is outside ±2^53, which JSON numbers hold exactly
problem-not-finite = not a finite number
problem-string-too-long = a string of { $len } bytes; at most { $max } are allowed
problem-too-deep = nested more than { $max } levels deep; a case nests far less
problem-array-too-long = an array of more than { $max } items
problem-version-number = version "{ $found }": expected ID@VERSION with a version number from 1
problem-not-file-nor-case-id = no such file, and not a case id (letters, digits, - and _, with an optional @VERSION)
problem-stored-needs-store = { $id }: a stored case needs the case store
problem-output-is-store = { $path }: this is the case store gpucase has open (or its -wal or -shm file); writing over it would destroy the library; choose another file
problem-output-is-input = { $path }: this command reads this file; writing its output over it would lose the input; choose another file
problem-output-written-twice = { $path }: this command already wrote another of its outputs to this file; choose another file for each output
problem-import-unsigned = { $path }: not imported: the file is not signed, and a trusted signature was asked for; import it without --trust, or with --accept-untrusted, only if you know where it comes from
problem-import-not-trusted = { $path }: not imported: the signature is intact but not trusted ({ $reason }); import it with --accept-untrusted only if you know the signer
problem-no-free-copy-name = no free name for the copy of the store
problem-no-team-library = no team library is connected: connect to one first (postgres://USER@HOST/DATABASE)

## Money, quantities, languages (gpucase-core)
error-money-malformed = expected an amount like "1234.56 EUR", found "{ $found }"
error-money-unknown-currency = unknown currency "{ $found }": expected one of EUR, USD, GBP, CHF
error-money-negative = amount { $amount } must not be negative
error-money-too-large = amount { $amount } is larger than the limit of { $limit }
error-money-currency-mismatch = cannot combine { $first } with { $second }: convert with an exchange rate first
error-quantity-malformed = expected a decimal number in a string like "1.25", found "{ $found }"
error-quantity-negative = { $value } must not be negative
error-quantity-too-large = { $value } is larger than the limit of { $limit }
error-unknown-language = unknown language "{ $found }": expected one of en, de, nl, fr
error-tco-empty-profile = the workload profile has no hours
error-notes-date = { $field }: { $detail }

## Case store (gpucase-store)
error-store-open = cannot open the case store { $path }: { $detail }
error-store-migrate = cannot upgrade the case store: { $detail }
error-store-query = case store query failed: { $detail }
error-store-not-found = no case "{ $case }" in the store
error-store-not-found-similar = no case "{ $case }" in the store; did you mean "{ $similar }"?
error-store-version-not-found = no case "{ $case }" with version { $version } in the store
error-offer-not-found = no offer "{ $offer }" in the catalog
error-offer-not-found-similar = no offer "{ $offer }" in the catalog; did you mean "{ $similar }"?

## Report (gpucase-report)
error-report-date = the report date cannot be used as the PDF date: { $detail }
error-report-pdf = the PDF could not be written: { $detail }
error-report-missing-glyph = the report's font has no glyph for '{ $character }' (U+{ $code }) in "{ $text }"
error-report-messages = the report's messages are incomplete: { $detail }
error-report-switching = the switching notes could not be written: { $detail }

## Plugins (gpucase-plugins)
error-plugin-io = { $path }: { $detail }
error-plugin-manifest = { $path }: { $detail }
error-plugin-fixture = { $path }: { $detail }
error-plugin-script = plugin { $plugin }: { $detail }
error-plugin-shape = plugin { $plugin }: offers() must return an array of offer maps, it returned { $found }
error-plugin-stopped = plugin { $plugin }: stopped: { $limit }
error-plugin-stopped-at = plugin { $plugin }: stopped at main.rhai line { $line }: { $limit }
error-plugin-limit-operations = it ran more than { $value } operations, the limit of a run (an endless loop?)
error-plugin-limit-wall-time = it ran longer than { $value } s, the wall time of a run
error-plugin-limit-script-time = it computed longer than { $value } s, the script time of a run (its requests left out)
error-plugin-limit-call-depth = its calls nested deeper than { $value } levels, the limit of a run (runaway recursion?)
error-plugin-limit-string-bytes = a string grew past { $value } bytes, the limit of one string or of the strings in one array or map
error-plugin-limit-array-items = an array grew past { $value } items, the limit of one array (nested items counted in)
error-plugin-limit-map-entries = a map grew past { $value } entries, the limit of one map (nested entries counted in)
error-plugin-limit-heap-bytes = it held more than { $value } bytes of memory, the limit of a run (all its values together)
error-plugin-limit-offers = it gave more than { $value } offers, the limit of a run
error-plugin-duplicate-offer = plugin { $plugin }: offers { $first } and { $second } both have the id { $id }; an id must be unique in a run, so the refresh of this plugin is refused
error-offer-refused = plugin { $plugin }: offer { $index }: { $field }: { $reason }
error-plugin-fixture-not-plain = { $path }: file = { $file }: expected a plain file (not a device, FIFO or folder)
error-plugin-fixture-too-large = { $path }: file = { $file } holds { $size } bytes; a fixture may hold at most { $max } bytes

## Signing and verifying (gpucase-app signing, gpucase-sign)
error-signing-read = { $path }: { $detail }
error-signing-too-large = { $path }: { $size } bytes is more than a { $what } can be ({ $limit } bytes at most)
error-signing-password-unset = the password variable { $name } is not set: export { $name }=... in the environment (gpucase never takes a password as an argument)
error-signing-key = { $path }: { $reason }
error-signing-sign = cannot sign the report: { $reason }
error-signing-verify = { $path }: { $reason }
error-key-wrong-password = wrong password: { $what } could not be opened with it
error-key-password-needed = the private key is encrypted: give its password
error-key-no-key = no private key in { $what }
error-key-no-certificate = no certificate in { $what }: the signer's certificate is needed to sign
error-key-mismatch = the private key does not match the certificate "{ $subject }" (nor any other certificate given)
error-key-unsupported = unsupported key type: { $found }; gpucase signs with RSA keys of 2048 bits or more and ECDSA keys on P-256 (prime256v1)
error-key-unsupported-protection = unsupported protection { $algorithm } in { $what }; re-export it with AES-256 (`openssl pkcs12 -export`)
error-key-malformed = { $what } is malformed: { $detail }
error-sign-pdf = cannot read the PDF to sign: { $detail }
error-sign-encrypted = the PDF is encrypted; gpucase signs only unencrypted PDFs
error-sign-no-page = the PDF has no page to put the signature on
error-sign-cms = cannot build the signature: { $detail }
error-verify-not-pdf = not a PDF: no %PDF- header in the first 1024 bytes
error-verify-trust-anchor = trust anchor: { $detail }
error-verify-too-many-signatures = not verified: the file holds { $found } signature dictionaries with a readable /ByteRange, where a signed document has a handful; gpucase checks at most { $limit }
error-internal = gpucase could not finish a step that does not fail on sound input (a bug: please report it): { $detail }
error-catalog-offer-unreadable = catalog offer { $offer } cannot be read: { $detail }
error-catalog-observation-unreadable = catalog offer { $offer } as observed at { $at } cannot be read: { $detail }
error-options-file = { $path }: cannot be read as TOML or JSON: { $detail }
error-catalog-env = GPUCASE_CATALOG={ $found }: expected local (the offers catalog in the local library) or team (the team library's, shared)

## Secrets (gpucase-secrets)
error-secret-invalid-name = invalid secret name "{ $name }": { $detail }
error-secret-not-unicode = environment variable { $name } is set but its value is not valid UTF-8
error-secret-keyring = OS keyring (service "gpucase", account { $name }) failed to { $action }: { $detail }

## Metrics import (gpucase-metrics)
error-metrics-position = line { $line }, column { $column } (byte { $offset })
error-metrics-io = { $file }: cannot read: { $detail }
error-metrics-syntax = { $file }: { $at }: expected { $expected }, found { $found }
error-metrics-unsupported = { $file }: { $at }: { $detail }
error-metrics-query-failed = { $file }: Prometheus reported an error ({ $type }): { $detail }
error-metrics-http = { $url }: { $detail }
error-metrics-cancelled = { $url }: cancelled after { $done } of { $total } requests
error-metrics-unknown-format = { $file }: unknown format (starts with "{ $start }"); expected Prometheus query_range JSON, VictoriaMetrics export JSON lines, OpenMetrics or Prometheus text, or a Grafana CSV
error-metrics-no-samples = no samples of DCGM_FI_PROF_SM_ACTIVE or vllm:num_requests_running with a gpu or instance label in the inputs ({ $ignored })
error-metrics-invalid-option = summary option { $option }: { $detail }
error-metrics-timestamp-out-of-range = a sample at { $ms } ms since 1970-01-01 lies outside the years -9999 to 9999: check the timestamp unit of the inputs
error-metrics-period-too-long = samples span { $hours } hours (from { $first } to { $last }); at most { $max } hours can be summarised: check the timestamp unit of the inputs
error-metrics-too-many-series = { $file }: more than { $max } series of DCGM_FI_PROF_SM_ACTIVE, DCGM_FI_DEV_GPU_UTIL and vllm:num_requests_running/waiting; summarise the fleet in parts (by host)
error-metrics-too-many-hours = { $file }: more than { $max } hours over all series of DCGM_FI_PROF_SM_ACTIVE, DCGM_FI_DEV_GPU_UTIL and vllm:num_requests_running/waiting, more than an import keeps in memory; summarise the fleet in parts (by host) or a shorter period
error-metrics-too-long = { $file }: { $what } has { $bytes } bytes, at most { $max } are read (it starts "{ $start }")
error-metrics-too-many-gpu-hours = { $gpus } GPUs over { $hours } hours are { $gpuhours } GPU-hours; at most { $max } GPU-hours can be summarised: summarise the fleet in parts (by host or by period)

## Probe output (gpucase-probe)
error-probe-in-file = { $path }: { $reason }
error-probe-pasted = the pasted output: { $reason }
error-probe-too-large = the probe output is { $size } bytes, more than the { $limit } bytes accepted; expected the output of `gpucase probe script` (a few hundred kilobytes at most)
error-probe-binary = the input is binary ({ $reason } at byte { $offset }); expected the text output of `gpucase probe script`
error-probe-no-header = no probe header found: expected a line starting with `@@gpucase-probe 1 probe version=` (the first line the probe script prints){ $hint }
error-probe-unsupported-frame = line { $line }: frame format { $found } is not supported; this version reads frame format { $supported } (run the script of this gpucase version)
error-probe-two-runs = the output holds two probe runs (header lines { $first } and { $second }); analyse each run on its own

## Merged with the library, the workbook and scenario files (gpucase-app, -xlsx, -store, -sign)
error-report-not-recorded = { $path }: the report was written, but the case store could not record it: { $reason }
error-workbook = cannot write the workbook: { $reason }
error-xlsx-write = writing the workbook failed: { $detail }
error-xlsx-mismatch = the comparison does not belong to case "{ $case }": expected { $expected } options, found { $found }
error-xlsx-no-rate = field { $field }: no exchange rate from { $from } into the case currency { $to }
error-store-exists = a case "{ $case }" is already in the store
error-store-tag = tag "{ $tag }": { $reason }
error-store-not-a-store = { $path }: not a gpucase case store: { $reason }; the current store is unchanged
error-store-file = { $path }: { $detail }
error-store-in-memory = a store in memory has no file to back up or keep
error-tag-empty = expected a word or two, found nothing
error-tag-too-long = expected at most { $max } characters
error-tag-control = expected text without control characters
error-not-a-store-no-file = no such file
error-not-a-store-unreadable = { $detail }
error-not-a-store-integrity = the integrity check failed: { $detail }
error-not-a-store-broken-references = table { $table }: { $rows } row(s) refer to rows that are missing
error-not-a-store-no-migrations = it has no gpucase migrations table (_sqlx_migrations)
error-not-a-store-no-first-migration = it lacks the first gpucase migration
error-not-a-store-newer = it was written by a newer gpucase (migration { $version } is unknown here)
error-not-a-store-migration-differs = its migration { $version } differs from this gpucase's
error-not-a-store-hash-mismatch = case "{ $case }" version { $version }: the document does not match the hash saved with it (edited after it was saved); nothing was restored
error-not-a-store-invalid-document = case "{ $case }" version { $version }: the document is not a valid case ({ $detail }); nothing was restored
error-sign-font = cannot embed the signature block's font: { $reason }
error-sign-font-file = cannot embed the signature block's font: the block's font: { $reason }
error-font-parse = the font file cannot be read as TrueType/OpenType: { $detail }
error-font-subset = the font { $font } could not be subset: { $detail }
error-scenario-not-base64 = { $path }: signature.cms is not base64: { $detail }
error-scenario-signature-broken = { $path }: the signature does not match the content ({ $finding }); nothing was imported
error-integrity-intact = intact
error-integrity-digest-mismatch = the content changed after it was signed
error-integrity-signature-invalid = the signature is not the certificate key's
error-integrity-unreadable = unreadable: { $detail }

## The outcome of one plugin's refresh (progress lines, the refresh summary).
refresh-done = { $plugin }: { $added } new, { $changed } changed, { $unchanged } unchanged, { $withdrawn } withdrawn{ $refused ->
        [0] {""}
       *[other] , { $refused } refused
    }
refresh-skipped = { $count } { $count ->
        [one] item
       *[other] items
    } skipped: { $reasons }
refresh-skip-reason = { $count } × { $reason }
refresh-skipped-item = skipped ({ $reason }): { $item }
refresh-skipped-more = and { $more } more skipped ({ $reason })
refresh-part-failed = not read: { $part }: { $message }; its offers are kept as they were, none withdrawn
refresh-failed = { $plugin }: failed, last snapshot kept: { $reason }
refresh-not-run = not run: the refresh was cancelled
refresh-cancelled = cancelled: the last snapshot was kept

error-store-connect = cannot connect to the team library { $location }: { $detail }
error-store-newer-server = the team library { $location } was upgraded by a newer gpucase (its migration { $version } is unknown here); nothing was changed: install the gpucase version the team uses
error-store-cannot-create-roles = the team library { $location } is new and its first connection creates gpucase's roles, but role "{ $role }" may not create roles; nothing was changed: the server's administrator runs scripts/team-library-admin.sql once (or ALTER ROLE { $role } CREATEROLE), see docs/team-library.md
error-team-url = { $found }: expected a team library URL postgres://USER@HOST:PORT/DATABASE
error-team-url-unreadable = { $url }: { $detail }
error-team-url-password = { $url }: the URL holds a password; give it in GPUCASE_STORE_PASSWORD or the OS keyring instead, never in a URL
error-store-stale = case "{ $case }" was saved meanwhile as version { $latest } by { $who } at { $at }; your changes were made on version { $base } and were not saved: compare them with version { $latest }, or save them as version { $next } on top
error-store-stale-new = case "{ $case }" was created meanwhile by { $who } at { $at } (version { $latest }); yours was not saved: compare it with version { $latest }, or save it as version { $next } on top
error-store-stale-gone = case "{ $case }" is no longer in the library; your changes were not saved
error-store-who-role = { $by } (role { $role })
error-store-approved = case "{ $case }" version { $version } was approved by { $who } at { $at }: an approved version cannot be changed or removed, only superseded by a new version
error-store-denied = the team library refused this for role "{ $role }": { $detail }
error-store-local-only = backups and restores work on a local library; a team library is backed up with its server's own tools (pg_dump)

## Importing bills (crates/bills).
error-bills-io = { $file }: cannot be read: { $detail }
error-bills-empty = { $file }: the file is empty; expected a FOCUS CSV export with a header line
error-bills-missing-columns = { $file }: row 1: no column { $missing } (a FOCUS export has them; for another CSV, name yours with --map FOCUS_COLUMN=YOUR_HEADER); the header starts { $found }
error-bills-bad-decimal = { $file }: row { $row }, column { $column }: { $found } is not a decimal number
error-bills-bad-currency = { $file }: row { $row }, column { $column }: { $found } is not a currency gpucase converts (EUR, USD, GBP or CHF)
error-bills-bad-time = { $file }: row { $row }, column { $column }: { $found } is not a date and time (RFC 3339, e.g. 2024-09-01T00:00:00Z)
error-bills-mixed-currency = { $file }: row { $row }, column { $column }: { $found } after { $first } in the rows before: a bill is imported in one currency; import each currency's rows apart
error-bills-field-count = { $file }: row { $row }: { $found } fields where the header has { $expected }
error-bills-bad-row = { $file }: row { $row }: { $detail }
error-bills-too-many-groups = { $file }: row { $row }: more than { $max } different provider, service, SKU, instance and region groups: split the export, or import a month at a time
error-bills-bomb = { $file }: decompresses to more than { $ratio } times its size: refused as a gzip bomb, not a bill
error-bills-parquet = { $file }: not a Parquet bill gpucase can read: { $why }
error-bills-row-group = { $file }: row group { $group } holds { $bytes } bytes uncompressed, more than the { $max } read at once: export with smaller row groups
error-bills-mapping-syntax = --map { $item }: expected FOCUS_COLUMN=YOUR_HEADER, e.g. BilledCost=Amount
error-bills-mapping-column = --map { $item }: { $column } is not a column the import reads; it reads { $known }
bills-not-taken-no-gpus = not taken: { $name }: its GPUs per billed hour are not known; if it is a GPU instance, give them ({ $name }=GPUS: --gpus on the command line, the GPUs field of the desktop)
bills-not-taken-negative = not taken: { $name }: it cost less than nothing as paid (a credit larger than its use)
bills-not-taken-no-hours = not taken: { $name }: its hours are beyond what a case holds
bills-from-catalog = { $name }: { $gpus } GPUs per billed hour, as the catalog's offer { $offer } of that product has

## Why a signer's certificate does not chain to a trust anchor (the first reason on the
## path). Certificate names are their subjects; the detail is the certificate library's.
trust-reason-unreadable = the signature could not be read
trust-reason-no-signing-time = the signature claims no signing time (/M) to check the certificates at
trust-reason-no-path = no path to a trust anchor: the issuer "{ $issuer }" of "{ $certificate }" is neither a trust anchor nor in the signature
trust-reason-path-too-long = no trust anchor within { $max } certificates
trust-reason-not-valid-at = the certificate "{ $certificate }" was not valid at the signing time { $at }: valid from { $from } to { $to }
trust-reason-may-not-sign-documents = the certificate "{ $certificate }" may not sign documents: its key usage names neither digital signature nor non-repudiation
trust-reason-not-ca = the certificate "{ $certificate }" is not a CA certificate, so it cannot issue others
trust-reason-path-length = the certificate "{ $certificate }" allows { $limit } CA { $limit ->
        [one] certificate
       *[other] certificates
    } below it, the path has { $below }
trust-reason-may-not-sign-certificates = the certificate "{ $certificate }" may not sign certificates: its key usage lacks certificate signing
trust-reason-signature-invalid = the signature of "{ $certificate }" by "{ $issuer }" does not verify
trust-reason-unsupported = the certificate "{ $certificate }" cannot be checked: { $detail }
