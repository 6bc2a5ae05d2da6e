# gpucase desktop UI, English. Every visible string of the UI comes from here; de, nl and fr
# hold the same ids with the same variables (ui/src/lib/i18n.test.ts checks both).

## Language
# Each language names itself: the picker shows every language in its own words.
language-name = English
language-picker = Language

## Library
library-title = Case library
library-tagline = Rent or buy GPU capacity for steady inference: every option per productive GPU-hour.
library-new-example = New case from the example
library-new-blank = New blank case
library-new-case = New case…
new-case-title = New case
new-case-id = Id (letters, digits, -, _ and .)
new-case-name = Name
new-case-currency = Currency of the results
new-case-horizon = Years to compare the options over
new-case-template = Workload to start from
new-case-template-office-hours = Office hours: workdays 08:00–18:00
new-case-template-around-the-clock = Around the clock: every day, all day
new-case-template-office-and-nightly-batch = Office hours and a nightly batch: workdays 08:00–18:00 and 01:00–05:00
new-case-gpus = GPUs the workload keeps busy
new-case-create = Create the case
new-case-cancel = Cancel
library-open-file = Open a .gpucase file…
library-drop-hint = Or drop a .gpucase file anywhere in this window.
library-recent = Recent cases
library-empty = No saved cases yet. Start from the example or open a file.
library-case-meta = version { $version }, saved { $updated } UTC
file-filter = gpucase case
csv-filter = CSV file

## Workspace
workflow = Workflow
section-workload = Workload
section-offers = Offers
section-metrics = Metrics
section-tco = TCO
section-checklist = Checklist
section-decision = Decision
section-report = Report
save = Save
save-as = Save as…
history = History
shortcut-save = Save (Ctrl+S)
state-computing = Computing…
state-unsaved = Unsaved changes
state-saved = Saved as version { $version }
state-not-stored = Not saved in the library yet
dismiss = Dismiss
remove = Remove
notice-error = Could not do that: { $message }
notice-saved = Saved as version { $version }.
notice-written = Written to { $path }.
history-empty = This case has no saved versions yet.
history-version = Version
history-saved-at = Saved (UTC)
history-saved-by = By
history-unknown-author = unknown
history-open = Open
library-location-local = Local library: { $path }
library-location-team = Team library: { $url } (role { $role })
library-use-local = Use local library
library-use-team = Use team library
team-connect = Connect to a team library
team-url = Server URL
team-url-hint = postgres://USER@HOST:5432/DATABASE, without the password. Add ?sslmode=verify-full to require TLS with a checked certificate.
team-password = Password
team-local-catalog = Keep the offers catalog in the local library
team-connect-go = Connect
team-connect-cancel = Cancel
team-password-not-kept = Connected. The OS keyring could not keep the password, so it will be asked for again: { $reason }
library-copy-to-local = Copy to local library
library-copy-to-team = Copy to team library
library-copied-to-local = “{ $name }” was copied with every version to the local library.
library-copied-to-team = “{ $name }” was copied with every version to the team library.
history-role = Role
history-approval = Approval
history-approved = Approved by { $who } at { $when } UTC
history-approve = Approve
history-approve-version = Approve version { $version }
stale-hint = Nothing was saved. Compare your unsaved changes with your colleague’s version, or save them as a new version on top.
stale-compare = Compare
stale-save-on-top = Save on top

## Workload
workload-case = Case and workload
workload-windows = Productive windows
workload-add-window = Add a window
workload-new-window = New window
workload-profile = Profile of the period
field-case-name = Case name
field-fleet-gpus = GPUs at peak
field-period = Period
period-generic-month = Average month (730 h)
period-calendar-month = Calendar month in a time zone
field-period-hours = Hours in the period
field-workdays = Workdays
field-month = Month (YYYY-MM)
field-time-zone = Time zone (IANA)
field-storage-gb = Persistent storage (GB)
field-egress-gb = Egress per month (GB)
window-name = Name
window-kind = Kind
window-kind-interactive = Interactive
window-kind-batch = Batch
window-days = Days
days-workdays = Workdays
days-weekends = Weekends
days-every-day = Every day
window-start = Start
window-end = End
window-gpus = GPUs
window-remove = Remove window
figure-hours-in-period = Hours in the period
figure-productive-hours = Productive hours
figure-productive-gpu-hours = Productive GPU-hours
figure-productive-share = Productive share
week-title = Productive GPUs over the week
week-cell = { $day } { $hour }:00, { $gpus ->
    [one] { $gpus } GPU
   *[other] { $gpus } GPUs
}
day-mon = Mon
day-tue = Tue
day-wed = Wed
day-thu = Thu
day-fri = Fri
day-sat = Sat
day-sun = Sun

## TCO inputs
settings-title = Comparison
field-currency = Currency of the results
field-horizon-years = Horizon (years)
field-exchange-rate = Rate { $from } → { $to }
field-exchange-rate-year = Rate { $from } → { $to }, year { $year }
field-rate-source = Source of the rate
button-add-year-rate = Add a rate { $from } → { $to } for a later year
button-remove-year-rate = Remove the rate of year { $year }
field-rate-date = Rate date
field-hybrid = Hybrid
hybrid-none = No hybrid
own-quote = Own
own-new-label = New own quote
add-own-quote = Add an own quote
import-own-quotes = Import own-server quotes (CSV)…
tco-export-xlsx = Export to Excel (XLSX)…
tco-xlsx-filter = Excel workbook
field-label = Label
field-gpus = GPUs
field-purchase = Purchase price
field-licences-per-year = Licences per year
field-power-kw = Average power (kW)
field-pue = PUE
field-kwh-price = Price per kWh
field-colocation-per-month = Colocation per month
field-support-per-year = Support per year
field-operating-hours = Staff hours per month
field-operating-rate = Staff hour rate
field-service-life = Service life (years)
field-residual-value = Residual value
field-value-at-horizon = Value at the horizon's end
value-basis-book = Book value over the service life
value-basis-depreciation = Book value over a depreciation period
value-basis-resale = Resale estimate
field-depreciation-years = Depreciation period (years)
field-resale-share = Resale, share of the purchase price (0.30 = 30 %)
field-source = Source of the figures
field-gpu-memory = Memory per GPU (GB)
field-bandwidth-per-month = IP transit or uplink per server per month ({ $currency })
field-billed-in-advance = Billed at the start of each month (in advance), not at its end
unknown-placeholder = not stated
field-interconnect = GPU interconnect
field-domain-gpus = GPUs in one NVLink domain
interconnect-unknown = not stated
interconnect-sxm = SXM with NVSwitch
interconnect-nvl = NVL bridges (PCIe cards)
interconnect-pcie = PCIe without NVLink
field-free-slots = The server has free GPU slots
field-slots = GPU slots per server
field-card-price = Price of one more card
field-card-power = Power of one more card (kW)
field-card-residual = Residual value of one more card
stage-title = Stage { $stage }: bought later
field-stage-month = Month of the horizon
field-stage-cards = Cards added
field-stage-servers = Servers added
field-stage-purchase = Price paid
add-stage = Add a later purchase
field-discount-rate = Discount rate per year (%)
discount-none = none: nominal figures
field-tax-rate = Tax on profits (%)
field-tax-depreciation-years = Tax depreciation of own servers (years)
tax-none = none: present values before tax
field-rent-change = Rented rates change per year (%)
field-electricity-change = Electricity price change per year (%)
field-rent-staff-hours = Staff hours a month per rented instance
field-second-stack-hours = Staff hours a month to run two stacks (hybrid)
field-staff-hour-rate = Rate of an hour of that staff time ({ $currency })
staff-none = none
price-change-none = none: today's prices
field-demand-growth = Demand grows per year (%)
demand-growth-none = none: the same demand every year
rent-offer = Rent
rent-new-label = New rent offer
add-rent-offer = Add a rent offer
field-provider = Provider
field-gpus-per-instance = GPUs per instance
field-on-demand-rate = On-demand per instance-hour
field-boot-minutes = Boot (minutes)
field-model-load-minutes = Model load (minutes)
charges = Charges outside the hourly price
field-storage-per-gb-month = Storage per GB-month
field-ipv4-per-month = IPv4 per month
field-setup-fee = Setup fee
field-support-per-month = Support plan per month
field-support-share = Support share of compute
field-egress-tier = Egress per GB up to { $gb } GB
field-egress-tier-rest = Egress per GB beyond
pricing-models = Pricing models
add-pricing-model = Add a pricing model
model-on_demand_always = On-demand, allocated every hour
model-on_demand_stopped = On-demand, stopped when idle
model-savings_plan = Savings plan
model-capacity_reservation = Capacity reservation
model-capacity_block = Capacity blocks
model-spot_batch = Spot for batch, on-demand for interactive
model-reserved = Reserved instances, effective rate
model-monthly_billed = Billed per month
field-term-years = Term (years)
field-plan-rate = Plan rate per instance-hour
field-reserved-rate = Rate per reserved instance-hour
field-upfront = Upfront payment per instance and term
field-monthly-price = Price per instance and month
rent-from-offers = Prices read from
rent-assumed = Assumed: no offer states it; set it to make it yours
rent-withdrawn = withdrawn from the catalog
rent-departed = The case uses { $amount } instead: changed by you
field-commitment = Commitment per hour
field-payment = Payment
payment-no_upfront = No upfront: the commitment monthly
payment-partial_upfront = Partial upfront: half of each term's commitment at its start
payment-all_upfront = All upfront: each term's commitment at its start
field-reserved-instances = Reserved instances
field-block-days = Block length (days)
field-block-rate = Block rate per instance-hour
field-spot-rate = Spot rate per instance-hour
field-interruption-overhead = Interruption overhead (share)

## TCO results
results-title = Comparison over { $years ->
    [one] { $years } year
   *[other] { $years } years
}
results-recommendation = Cheapest per productive GPU-hour: { $option }, at { $cost } per productive GPU-hour and { $total } in total.
results-not-eligible = not eligible
results-nothing-to-compare = Add an own quote or a rent offer to compare.
column-option = Option
column-total = Total
column-present-value = Present value at { $rate } a year
column-present-value-after-tax = Present value at { $rate } a year after tax
column-billed = Billed GPU-h / period
column-productive = Productive GPU-h / period
column-per-productive-hour = Per productive GPU-h
column-pv-per-productive-hour = Present value per productive GPU-h
results-ranked-present-value = Ranked by present value per productive GPU-hour at the discount rate of { $rate }.
results-ranked-nominal = Ranked by cost per productive GPU-hour; the case gives no discount rate.
column-actions = Actions
cheapest = cheapest

break-even-title = Break-even against owning
break-even-below = { $option } is cheaper than { $own } below a productive share of { $share }.
break-even-own-always = { $own } is cheaper than { $option } at any productive share.
break-even-rent-always = { $option } is cheaper than { $own } at any productive share.
break-even-cancels = { $option } stays allocated every hour, so the productive share cancels: owning costs { $own } per GPU-hour of service life, renting { $rent } per billed GPU-hour.
chart-title = Cost per productive GPU-hour against productive share
chart-caption = Fixed costs stay, usage costs follow the share; today's share is { $share }. Crosses mark the break-even points on the own line.
chart-share = Productive share
chart-cost = { $currency } per productive GPU-hour (log scale)
chart-break-even = Break-even with owning

## Theme
theme-toggle = Switch between light and dark
theme-dark = Dark theme
theme-light = Light theme

## Offers
offers-refresh-offline = Refresh from recorded responses
offers-refresh-live = Refresh live
offers-refreshing = Running the provider plugins…
offers-refreshing-step = { $done } of { $total } plugins · { $step }
offers-cancel = Cancel
offers-import-csv = Import offers (CSV)…
offers-enter = Enter an offer
offers-remove = Remove
entry-offer_id = Offer id
entry-source = Source (URL or quote reference)
entry-quoted_on = Quoted on
entry-gpu = GPU as quoted
entry-gpus = GPUs
entry-vram_gb = GB per GPU
entry-country = Country (ISO code)
entry-price = Price
entry-currency = Currency
entry-period = Per
entry-period-hour = hour
entry-period-month = month
entry-pricing_model = Pricing model
entry-allocation_share = Share of the GPU (0–1)
entry-not-stated = Not stated (unknown)
entry-add = Add to the catalog
entry-cancel = Cancel
offers-cancelling = Cancelling…
offers-count = { $count ->
    [one] { $count } offer
   *[other] { $count } offers
}, { $shortlisted } shortlisted in this case
offers-refresh-skipped-items = Show the items skipped
offers-refresh-done = { $plugin }: { $added } new, { $changed } changed, { $unchanged } unchanged, { $withdrawn } withdrawn, { $refused } refused
offers-refresh-failed = { $plugin }: failed, its last offers are kept: { $error }
offers-filter-gpu = GPU model
offers-filter-vram = Min. GB per GPU
offers-filter-isolation = Isolation
offers-filter-allocation = GPU allocation
offers-filter-max-hourly = Max. per hour
offers-filter-eu = EU/EEA only
offers-filter-verified = Verified or provider-owned only
offers-any = any
offers-col-provider = Provider / offer
offers-col-gpu = GPUs
offers-col-isolation = Isolation
offers-col-allocation = Allocation
offers-col-host = Host
offers-col-location = Location
offers-col-hourly = Per hour
offers-col-monthly = Per month with extras
offers-monthly-hint = One instance held every hour of an average month (730 h), with the storage and traffic above, costed as the TCO does: a reservation's upfront payment spread over its term, setup fees left out.
offers-col-age = Price age
offers-age-today = today
offers-age-days = { $days ->
    [one] { $days } day old
   *[other] { $days } days old
}
offers-commitment-only = sold only under a commitment: no on-demand or spot price
offers-available = available on { $date }
offers-available-count = { $count } free on { $date }
offers-available-level = stock “{ $level }” on { $date }
offers-unavailable = none free on { $date }
offers-second-agrees = { $source } gives the same price
offers-second-differs = ≠ { $source }: { $price } (read { $date })
offers-add-to-case = Add to case
offers-shortlisted = shortlisted
offers-derived-hint = * derived from a monthly price (price / 730 h): it does not mean the offer can be stopped after an hour. "Per month with extras" adds the case's storage, egress and monthly charges, and spreads a reservation's upfront fee over its term; setup fees are not included.
offers-upfront-hint = The effective rate: the upfront payment spread over the hours of the term, added to the hourly price
isolation-bare_metal = bare metal
isolation-vm = VM
isolation-container = container
isolation-unknown = unknown
allocation-passthrough = passthrough
allocation-bare_metal = bare metal
allocation-sriov_vf = SR-IOV VF
allocation-vgpu = vGPU
allocation-mig = MIG
allocation-time_slicing = time-slicing
allocation-unknown = unknown
host-provider_owned = provider's own
host-verified = verified
host-unverified = unverified
host-revoked = verification revoked
host-unknown = unknown
offers-col-pricing = Pricing
offers-term = { $months ->
    [one] { $months } month
   *[other] { $months } months
}
price-on_demand = on-demand
price-spot = spot
price-interruptible = interruptible
price-reserved = reserved
price-savings_plan = savings plan
price-capacity_block = capacity block

## Price history of an offer (components/PriceHistory.svelte)
offers-history = Price history
offers-history-hide = Hide history
offer-history-title = Price history of { $offer }
offer-history-loading = Reading the history…
offer-history-latest = The latest { $count } of { $total } observations.
offer-history-chart-label = Price of { $offer } over { $count ->
    [one] { $count } observation
   *[other] { $count } observations
}: { $first } on { $firstDate }, { $last } on { $lastDate }
offer-history-unit-hour = Price per hour as the offer states it; each price holds until the next observation.
offer-history-unit-month = Price per month as the offer states it; each price holds until the next observation.
offer-history-left-out = { $count ->
    [one] { $count } observation in another currency or period is listed, not drawn
   *[other] { $count } observations in another currency or period are listed, not drawn
}
offer-history-caption = Every change the catalog observed, oldest first
offer-history-col-observed = Observed (UTC)
offer-history-col-price = Price
offer-history-col-billing = Billing
offer-history-col-changes = What changed
offer-history-period-hour = per hour
offer-history-period-month = per month
offer-history-first = first observation
offer-history-oldest-shown = oldest observation shown
offer-history-again = offered again, unchanged
offer-history-change-price = price { $before } → { $after }
offer-history-change = { $field }: { $before } → { $after }
offer-history-none = none
offer-history-withdrawn = Withdrawn from the catalog on { $date } (UTC).

## Metrics
metrics-time-zone = Site time zone (IANA)
metrics-threshold = SM activity threshold
metrics-import = Import metrics files…
metrics-rules-filter = Rules (TOML or JSON)
metrics-mapping = Server-to-GPU rules…
metrics-mapping-set = Servers: { $file }
metrics-schedule = Batch schedule…
metrics-schedule-set = Batch: { $file }
metrics-file-filter = Metrics exports
metrics-starting = Opening the files…
metrics-reading = Read { $done } of { $total } MB
metrics-requests = { $done } of { $total } requests
metrics-server-url = Prometheus, Thanos, Mimir or VictoriaMetrics URL
metrics-server-from = From (UTC)
metrics-server-to = To (UTC)
metrics-server-step = Scrape interval (s)
metrics-server-mode = Samples
metrics-mode-auto = By size of the fleet
metrics-mode-raw = Raw, at the scrape interval
metrics-mode-server_side = Hourly, computed by the server
metrics-fetch = Fetch from the server
metrics-server-auth = Credentials: GPUCASE_PROMETHEUS_TOKEN, or _USER and _PASSWORD (Credentials…).
metrics-drop-hint = Or drop Prometheus, VictoriaMetrics, OpenMetrics or Grafana CSV exports here.
metrics-none = No metrics imported: the workload comes from the schedule. Import a month or a year of vLLM and DCGM series to measure the productive share instead of assuming it.
metrics-share-title = Productive share (measured)
metrics-share-detail = { $productive } of { $total } GPU-hours were productive.
metrics-no-data = { $hours ->
    [0] Every GPU-hour has data.
    [one] 1 GPU-hour has no data: counted apart, never as idle.
   *[other] { $hours } GPU-hours have no data: counted apart, never as idle.
}
metrics-period = From { $first } UTC, { $hours } hours, { $gpus } GPUs, local time { $zone }
metrics-use-as-profile = Use as the workload profile (the TCO costs these hours)
metrics-remove = Remove the metrics
metrics-sm-title = SM activity in productive hours
metrics-sm-mean = Mean
metrics-sm-median = Median
metrics-sm-p95 = 95th percentile
metrics-sm-high = At 0.8 or more
metrics-queue-hours = Hours with waiting requests
metrics-queue-peak = Most requests waiting
metrics-queue-gpu-hours = GPU-hours of waiting demand
metrics-quality-title = Data quality
metrics-q-series = Series read
metrics-q-samples = Samples
metrics-q-nan = NaN or infinite, dropped
metrics-q-duplicates = Duplicates, dropped
metrics-q-out-of-order = Out of order
metrics-q-gaps = Gaps of missed samples
metrics-q-mixed = Series with mixed steps
metrics-q-ignored = Other series, skipped
metrics-calendar-title = The period day by day
metrics-day = { $date }: { $productive } of { $total } GPU-hours productive, { $nodata } without data ({ $hours } h)
metrics-gpus-title = Per GPU
metrics-col-gpu = GPU
metrics-col-model = Model
metrics-col-servers = vLLM servers
metrics-col-productive = Productive h
metrics-col-no-data = No data h
metrics-col-share = Share
metrics-col-sm = Mean SM

## Credentials
credentials-button = Credentials…
credentials-title = Credentials
credentials-hint = API keys and passwords for the provider plugins and the metrics server. An environment variable of the same name wins; otherwise gpucase reads the OS keyring. Values are stored in the keyring only, never in a case file, and never shown again.
credentials-name = Name
credentials-used-by = Used by
credentials-set = Set in
credentials-from-environment = the environment
credentials-from-keyring = the OS keyring
credentials-keyring-unavailable = not set (the keyring cannot be read)
credentials-not-set = not set
credentials-store = Store in keyring
credentials-delete = Delete

## Probe
probe-title = Verify what was delivered: the in-machine probe
probe-how = Run the probe inside the rented machine (sh probe.sh > out.txt): it is read-only, needs no network and no root, and says what it could not read. Paste its output below.
probe-show-script = Show the probe script
probe-script = The probe script (probe.sh)
probe-offer = Check against
probe-no-offer = No offer (analysis only)
probe-paste = Paste the probe's output here
probe-analyse = Analyse
probe-findings = { $count ->
    [0] Against { $offer }: no difference
    [one] Against { $offer }: 1 finding
   *[other] Against { $offer }: { $count } findings
}
probe-no-findings = What the machine shows agrees with what the offer states.
severity-critical = Critical
severity-warning = Warning
severity-info = Note
probe-record = Record in the offer's checklist
probe-open = Open an output file…
checklist-title = The buyer's checklist
checklist-weighs = What makes isolation, the host's identity and its location weigh more than price in this case:
concern-service_24x7 = The service runs around the clock
concern-gdpr_data = The data falls under the GDPR
checklist-empty = Shortlist offers on the Offers screen: each gets its checklist here.
question-isolation = VM, container or bare metal?
question-gpu_share = Whole GPU or share, which technology, how large?
question-extra_charges = What is billed outside the hourly price?
question-host_and_location = Who owns the machine, and where is it?
question-billing = Hourly or monthly billing?
source-offer = from the offer (read { $date })
source-verified = verified by the probe ({ $date })
source-analyst = stated: { $note }
source-analyst-doc = stated: { $note } ({ $document })
source-unknown = unknown: { $reason }
checklist-contradiction = Contradicted: { $text }
checklist-state = State…
checklist-answer = Answer
checklist-note = Who said so, or where it is written
checklist-document = Document (optional)
checklist-save-answer = Keep the answer

## Report
report-title = Write the report
report-intro = The recommendation as a PDF: the comparison with its assumptions and sources, and every input of this case.
report-language = Language of the report
report-author = Author
report-date = Report date
report-compared = Options compared in tables and charts
report-sign = Sign with my own key
report-key-pkcs12 = PKCS#12 file (.p12, .pfx)
report-key-pem = PEM key and certificate
report-key-choose = Key file…
report-key-chosen = Key: { $file }
report-cert-choose = Certificate…
report-cert-chosen = Certificate: { $file }
report-key-filter = Keys and certificates
report-password = Password of the key
report-password-hint = The password serves this one signature only: it is never stored and never written into the case.
report-reason = Reason
report-reason-default = Recommendation approved
report-write = Write PDF…
report-writing = Writing…
report-pdf-filter = PDF document
report-written = Written to { $path } ({ $kb } KB).
report-signed-by = Signed by { $signer }.
report-unsigned = Not signed.
report-preview-title = Preview
report-preview-loading = Laying out the pages…
report-preview-failed = The preview cannot be shown: { $reason }
report-preview-position = Page { $page } of { $pages }
report-preview-previous = Previous
report-preview-next = Next
report-preview-pages = Pages of the report
report-exports-title = Reports exported from this case
report-exports-loading = Loading the exported reports…
report-exports-none = No report has been exported from this case yet.
report-exports-failed = The exported reports cannot be listed: { $reason }
report-exports-when = Exported (UTC)
report-exports-language = Language
report-exports-date = Report date
report-exports-signer = Signed by
report-exports-hash = SHA-256
report-exports-file = File
report-exports-unsigned = not signed
report-exports-version = from version { $version }
report-exports-unsaved = from unsaved changes
verify-title = Verify a signed PDF
verify-hint = Shows who signed and when, and whether the document is exactly what was signed. With the certificate of a CA you trust, also whether the signer's certificate chains to it.
verify-trust-choose = Trust anchor (optional)…
verify-trust-chosen = Trust anchor: { $file }
verify-trust-filter = PEM certificates
verify-open = Verify a signed PDF…
verify-ok = Verified: the document is exactly what was signed.
verify-ok-trusted = Verified: the document is exactly what was signed, by a trusted signer.
verify-failed = Not verified: see the findings below.
verify-none = { $file } has no signature.
verify-signature = Signature { $index }
verify-signer = Signer
verify-time = Signed (UTC, as the signer claims)
verify-reason = Reason
verify-intact = Intact
verify-whole = Covers the whole document
verify-trusted = Trusted
verify-yes = yes
verify-unknown = unknown
verify-intact-changed = no: the document was changed after signing
verify-intact-invalid = no: the signature does not match its certificate
verify-intact-unreadable = no: the signature cannot be checked: { $reason }
verify-whole-appended = { $bytes ->
    [one] no: { $bytes } byte was added after signing; { $changes }
   *[other] no: { $bytes } bytes were added after signing; { $changes }
}
verify-changes-none = no page changed
verify-changes-pages = changed pages: { $pages }
verify-changes-fields = visible signature fields added or changed on pages { $pages }, drawn over the signed content; nothing else on the pages changed
verify-rewritten = the signature's own details (signer's name, reason, place or time) were replaced after signing; shown is what was signed
verify-changes-unknown = what changed is unknown: { $reason }
verify-trust-yes = yes, the certificate chains to { $anchor }
verify-trust-no = no: { $reason }
verify-trust-unchecked = not checked (no trust anchor given)

## Library: search, tags, duplicate, delete, backup, compare
library-search = Search by name, description, tag or id
library-no-match = No case matches the search.
library-tag-add = Add a tag
library-tag-remove = Remove the tag { $tag }
library-duplicate = Duplicate
library-copy-name = { $name } (copy)
library-delete = Delete
library-deleted = “{ $name }” was deleted.
library-undo = Undo
library-pick = Compare
library-pick-hint = Tick two cases, or two versions in a history, to compare them.
library-compare = Compare the two
library-history-title = Versions of “{ $name }”
library-copied-from = (copied from { $origin })
library-backup = Back up the library…
library-restore = Restore a backup…
library-backup-filter = gpucase library backup
library-backed-up = The whole library was backed up to { $file }.
library-restore-confirm = Replace the whole library with the backup { $file }? The current library is kept beside it.
library-restore-go = Replace
library-restore-cancel = Keep the current library
library-restored = { $cases ->
    [one] Backup restored: { $cases } case.
   *[other] Backup restored: { $cases } cases.
} The library as it was is kept in { $kept }.
compare-title = { $old } compared with { $new }
compare-side = { $name }, version { $version }
compare-inputs = Inputs that differ
compare-no-inputs = No input differs.
compare-input = Input
compare-old = Before
compare-new = After
compare-change = Change
compare-change-added = added
compare-change-removed = removed
compare-change-changed = changed
compare-costs = Cost per productive GPU-hour
compare-currencies = The cases compute in different currencies ({ $old } and { $new }): the costs are shown, not compared.
compare-option = Option
compare-only-old = only in the earlier case
compare-only-new = only in the later case
compare-direction-up = dearer
compare-direction-down = cheaper
compare-direction-same = unchanged
compare-direction-unknown = not comparable
compare-recommendation-changed = Recommendation: { $old } → { $new }
compare-recommendation-same = Recommendation unchanged: { $option }
compare-no-recommendation = none
compare-hybrid = Hybrid: own GPUs for the base load, rented for peaks

## A colleague's scenario file, dropped or opened: what it is before it is stored
library-open-colleague = Open a colleague's file…
scenario-title = Colleague's file: { $name }
scenario-id = Case id
scenario-format = Format
scenario-format-migrated = migrated from { $from }
scenario-signature = Signature
scenario-unsigned = Unsigned: nobody vouches for this file.
scenario-signed = Signed by { $signer } on { $at } UTC
scenario-signed-unnamed = Signed on { $at } UTC by a certificate without a name
scenario-intact = Intact: nothing changed since it was signed.
scenario-trust-not-checked = Trust not checked: no trust anchors are set in this app.
scenario-trusted = Trusted through { $anchor }.
scenario-not-trusted = Not trusted: { $reason }
scenario-results = Results
scenario-results-match = The file's results match what this gpucase computes (file computed by { $by }).
scenario-results-differ = The file's results differ from what this gpucase computes (file computed by { $by }):
scenario-results-none = The file holds no results to check (a case file, or an older format).
scenario-target = On import
scenario-target-new-case = Importing creates a new case.
scenario-target-new-version = Importing stores it as version { $version } of the local case “{ $local }” (now at version { $current }). Nothing is overwritten.
scenario-import = Import
scenario-compare = Compare with the local version
scenario-cancel = Cancel
scenario-close = Close
scenario-imported-new = Imported as a new case “{ $name }”, version { $version }.
scenario-imported-version = Imported as version { $version } of “{ $name }”.

## The Decision view (ui/src/lib/sections/Decision.svelte)

decision-requirements = What the service needs
decision-requirements-help = These decide which options may be recommended: capacity that is restarted or taken from spot cannot promise an answer in a window that must answer without delay; GDPR data and a 24/7 service ask for an EU location, a VM or bare metal and a host the provider owns or verified.
decision-must-answer = “{ $window }” must answer without delay
decision-min-gpu-memory = Memory per GPU the model needs at least (GB)
decision-replica-gpus = GPUs one model replica needs on one machine (on the fleet the workload describes; empty: no requirement)
decision-replica-one-domain = Its GPUs must share one NVLink domain (tensor parallelism)
decision-replica-memory = GPU memory one replica needs in all (GB; empty: GPUs counted as they are)
decision-replica-help = With the replica’s memory, capacity is counted in replicas served: each option runs a replica on as few of its GPUs as hold it (a power of two), so an H100 fleet and an H200 fleet are compared on the same work.
decision-spares = Spare machines beyond the peak (1 is N+1; empty: none)
decision-spares-help = Own options buy the spare servers; rented options that hold capacity every hour hold the spare instances; those that start instances as work comes hold none and say so.
decision-title = Decision
decision-none-stated = No requirements are stated for this case: the recommendation compares on price alone.
decision-stated = Requirements: { $requirements }.
decision-stated-separator = {", "}
decision-recommended = Recommended: { $option }, at { $cost } per productive GPU-hour.
decision-none-eligible = No option meets the requirements, so none is recommended.
decision-eligible = Eligible options
decision-excluded = Not eligible
decision-resolved = Resolved by the analyst
decision-note = note: { $note }
decision-take-back = Take back
decision-resolve-note = Who checked what, and where it is written
decision-resolve = Resolve with this note
decision-open-questions = Questions still open
decision-no-open-questions = Every checklist question of the offers behind the options has an answer.
decision-price-age = Price read
decision-price-typed = typed by hand
bills-import = Import bills (FOCUS)…
bills-gpus = GPUs per billed unit (INSTANCE_OR_SKU=GPUS, comma-separated)
bills-file-filter = FOCUS exports (CSV, gzip CSV, Parquet)
