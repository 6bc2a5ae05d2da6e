# The gpucase CLI's messages, English (the source language): what it prints for a person
# to read. Machine-readable output (JSON, CSV, the tab-separated lists) keeps its fixed
# field names and is not here; neither are the --help texts.

## Errors
cli-error = gpucase: error: { $message }
cli-plugins-check-failed = { $failed } of { $total } plugins failed their check: { $ids }
cli-refresh-failed = { $failed } of { $total } plugins failed; their last good offers stay in the catalog
cli-offer-not-found = --offer { $id }: no such offer in the catalog (gpucase offers list shows them)
cli-offer-ambiguous = --offer { $id }: { $count } offers have that id; give it as provider/offer_id
cli-bad-instant = { $flag } { $value }: expected a date (2026-10-01) or an RFC 3339 time
cli-bad-step = --step { $value }: expected seconds or minutes, e.g. 15s or 1m
cli-bad-aggregate = --aggregate { $value }: expected auto, raw or server
cli-fetch-failed = the fetch from the metrics server stopped unexpectedly

## Counts
cli-cases-listed = { $count ->
    [one] { $count } case
   *[other] { $count } cases
}
cli-check-recorded = responses recorded from the provider (fixtures/recorded): { $count ->
        [one] 1 offer
       *[other] { $count } offers
    }
cli-offers-count = { $count ->
    [one] { $count } offer
   *[other] { $count } offers
}

## Report and demo
cli-report-written = wrote { $path } ({ $bytes ->
    [one] { $bytes } byte
   *[other] { $bytes } bytes
})
cli-demo-report = Report: { $path }
cli-demo-comparison = Comparison: { $path }

## Cost comparison (gpucase tco)
cli-tco-heading = { $name } ({ $currency }), horizon { $years ->
    [one] { $years } year
   *[other] { $years } years
}
cli-workload = Workload: { $productive } of { $hours } hours productive; { $productive_gpu_hours } of { $gpu_hours } GPU-hours ({ $share })
cli-col-option = Option
cli-col-total = Total
cli-col-billed = Billed GPU-h/period
cli-col-productive = Productive GPU-h/period
cli-col-per-productive-hour = Per productive GPU-h
cli-cheapest = cheapest per productive GPU-hour: { $option }
cli-break-even-below = break-even: { $option } is cheaper than { $own } below a productive share of { $share }
cli-break-even-own-always = break-even: { $own } is cheaper than { $option } at any productive share
cli-break-even-rent-always = break-even: { $option } is cheaper than { $own } at any productive share
cli-break-even-cancels = break-even: { $option } stays allocated every hour, so the productive share cancels: own { $own_cost }, rented { $rent_cost } per GPU-hour

## Plugins
cli-plugin-fetch = fetch: { $prefixes }
cli-plugin-secrets = secrets: { $names }
cli-plugin-no-secrets = secrets: none
cli-check-ok = ok
cli-check-problem = problem
cli-check-mismatch = mismatch
cli-check-failed = failed

## Offers
cli-refused = refused: { $problem }
cli-offers-imported = { $file }: { $count ->
    [one] { $count } manual offer read
   *[other] { $count } manual offers read
}: { $added } new, { $changed } changed, { $unchanged } unchanged
cli-offer-withdrawn = manual/{ $id } withdrawn
cli-offer-per-hour = { $price }/h
cli-offer-derived = (monthly / 730)
cli-offer-upfront = (upfront spread over the term)
cli-offer-commitment-only = sold only under a commitment: no on-demand or spot price
cli-offer-available = available on { $date }
cli-offer-available-count = { $count } free on { $date }
cli-offer-available-level = stock “{ $level }” on { $date }
cli-offer-unavailable = none free on { $date }
cli-offer-restates = restates { $product } ({ $provider })
cli-offer-second-agrees = { $source } gives the same price
cli-offer-second-differs = ≠ { $source }: { $price } (read { $date })
cli-offer-age = read { $days ->
    [0] today
    [one] 1 day ago
   *[other] { $days } days ago
}
cli-history-heading = { $offer }: { $count ->
    [one] { $count } observation
   *[other] { $count } observations
}
cli-history-heading-latest = { $offer }: the latest { $count } of { $total } observations
cli-history-when = { $date }, { $time } UTC
cli-history-price = { $amount } { $period ->
    [hour] per hour
   *[month] per month
}, { $model ->
    [on_demand] on demand
    [spot] spot
    [interruptible] interruptible
    [reserved] reserved
    [savings_plan] savings plan
   *[capacity_block] capacity block
}
cli-history-price-term = { $price }, { $months }-month term
cli-history-first = first observation
cli-history-oldest-shown = oldest observation shown
cli-history-again = offered again, unchanged
cli-history-change-price = price { $before } → { $after }
cli-history-change = { $field }: { $before } → { $after }
cli-history-none = (none)
cli-history-withdrawn = withdrawn from the catalog on { $when }

## Cases in the store
cli-case-imported-new = imported { $file }: new case { $id } (version { $version })
cli-case-imported-version = imported { $file }: version { $version } of case { $id }
cli-case-exported = exported { $id } version { $version } to { $file }
cli-case-file-exported = wrote { $id } to { $file }
cli-workbook-exported = wrote the workbook of { $id } to { $file }: { $options ->
    [one] one option
   *[other] { $options } options
} as formulas, { $bytes } bytes
cli-scenario-migrated = read from the older format { $from } through the migration to { $to }
cli-scenario-report = Report: last written by { $author }, dated { $date }, language: { $language ->
    [de] German
    [nl] Dutch
    [fr] French
   *[en] English
}
cli-scenario-unsigned = Signature: unsigned (nobody vouches for this file)
cli-scenario-signed = Signature: signed by { $signer } at { $time } (as the signer claims); nothing changed since signing
cli-scenario-results-match = Results: this gpucase computes the same figures as the file ({ $computed_by })
cli-scenario-results-differ = Warning: this gpucase computes { $count ->
    [one] one figure
   *[other] { $count } figures
} differently from the file ({ $computed_by }):
cli-scenario-results-none = Results: the file carries none to compare (a case file, or an older format)
# One difference between a scenario file's results and this gpucase's. Option ids and the
# file's field names (total_cost, cheapest) are shown as the file writes them.
scenario-difference-currency = currency: file { $file }, computed { $computed }
scenario-difference-only-in-file = option { $option }: in the file, not computed here
scenario-difference-only-here = option { $option }: computed here, not in the file
scenario-difference-figure = option { $option } { $figure }: file { $file }, computed { $computed }
scenario-difference-choice = { $choice }: file { $file }, computed { $computed }
scenario-difference-none = none
scenario-difference-not-computed = cannot compute the case here: { $reason }
cli-scenario-verify-unsigned = { $path }: unsigned
cli-scenario-verify-signed = { $path }: signed scenario file
cli-quotes-added = { $id } version { $version }: { $added ->
    [one] { $added } quote added
   *[other] { $added } quotes added
} ({ $added_ids }), { $replaced } replaced ({ $replaced_ids })

## Probe
cli-probe-against = Against { $offer }:
cli-probe-no-difference = no difference from what the offer states
cli-severity-critical = critical
cli-severity-warning = warning
cli-severity-info = note

## Metrics
cli-reading-mb = reading: { $percent } of { $total } MB
cli-reading-requests = reading: { $percent } of { $total } requests
cli-metrics-kept = { $case } version { $version }: hourly figures of { $hours } hours kept; they are now the workload profile
cli-metrics-kept-schedule = { $case } version { $version }: hourly figures of { $hours } hours kept; the schedule stays the workload profile
cli-m-period = period
cli-m-period-value = { $first } to { $last } ({ $hours } h, { $days } local days in { $zone })
cli-m-gpus = GPUs / servers
cli-m-productive = productive
cli-m-productive-value = { $productive } of { $total } GPU-hours: { $share } ({ $share_with_data } of the hours with data)
cli-m-no-data = no data
cli-m-no-data-value = { $hours } GPU-hours, { $share } of the period: unknown, counted neither as idle nor as productive
cli-m-productive-by = productive by
cli-m-productive-by-value = requests only { $requests }, SM activity only (batch) { $sm }, both { $both }, batch schedule only { $schedule }
cli-m-schedule = batch schedule
cli-m-schedule-value = { $windows } windows: { $scheduled } GPU-hours scheduled, { $without_data } of them without data (productive as scheduled)
cli-m-by-period = by period
cli-m-by-period-value = workday daytime { $daytime }, evening { $evening }, night { $night }, weekend { $weekend }, month end { $month_end }
cli-m-sm = SM activity
cli-m-sm-value = in productive hours: mean { $mean }, median { $median }, p95 { $p95 }, at 0.8 or more { $high }
cli-m-queue = queue
cli-m-queue-value = { $hours } hours with waiting requests, peak { $peak }; { $queued } GPU-hours of waiting demand (a hybrid rents for them){ $unsized ->
    [0] {""}
   *[other] ; { $unsized } server-hours not sized (server on no GPU or never running)
}
cli-m-queue-peak = { $peak } at { $instance }
cli-m-quality = data quality
cli-m-quality-value = { $series } series, { $samples } samples; dropped NaN { $nan }, Inf { $inf }, duplicates { $duplicates }; out of order { $out_of_order }, out of range (dropped) { $out_of_range }, gaps { $gaps }, mixed steps { $mixed }
cli-m-outliers = outliers
cli-m-outliers-value = { $hours } series-hours ({ $samples } samples) far from the rest, left out of the period: { $listed }
cli-m-col-gpu = GPU
cli-m-col-productive = productive h
cli-m-col-no-data = no data h
cli-m-col-share = share
cli-m-col-sm = SM
cli-m-col-servers = servers
cli-m-unmatched-server = unmatched server
cli-m-gpu-without-server = GPU without server

## Signing and verifying (gpucase report --sign, gpucase verify)
cli-report-signed = signed by { $signer } ({ $key })
cli-signing-expired = warning: the signing certificate expired on { $date }; validators (pdfsig, pyHanko, Acrobat) will not accept this signature
cli-signing-not-yet-valid = warning: the signing certificate is valid only from { $date }; validators will not accept this signature before then
cli-signing-may-not-sign = warning: the signing certificate's key usage names neither digital signature nor non-repudiation; validators refuse it for documents
cli-verify-count = { $path }: { $count ->
    [0] no signatures
    [one] { $count } signature
   *[other] { $count } signatures
}
cli-verify-heading = Signature { $index }: field { $field }
cli-verify-heading-unnamed = Signature { $index }
cli-verify-ok = Verified: every signature is intact and covers the whole document.
cli-verify-ok-trusted = Verified: every signature is intact, covers the whole document and is trusted.
cli-verify-failed = Not verified.

## Comparing two cases (gpucase case diff)
cli-diff-heading = Comparing { $old } with { $new }
cli-diff-side-stored = { $id } version { $version }
cli-diff-inputs = { $count ->
    [one] { $count } input differs:
   *[other] { $count } inputs differ:
}
cli-diff-no-inputs = No input differs.
cli-diff-costs = Cost per productive GPU-hour ({ $currency }):
cli-diff-currencies = The cases compute in different currencies ({ $old } and { $new }): costs are shown, not compared.
cli-diff-col-old = Old
cli-diff-col-new = New
cli-diff-col-change = Change
cli-diff-col-pv-old = PV before
cli-diff-col-pv-new = PV after
cli-diff-col-pv-change = PV change
cli-diff-col-rank = Rank
cli-diff-only-old = only in the old case
cli-diff-only-new = only in the new case
cli-diff-recommendation-changed = Recommendation: { $old } → { $new }
cli-diff-recommendation-same = Recommendation unchanged: { $option }
cli-diff-no-recommendation = none (no option serves the whole workload)

## Backup and restore of the store (gpucase case backup, gpucase case restore)
cli-store-backed-up = backed up the store { $store } to { $file }
cli-store-restored = restored { $file }: { $cases ->
    [one] { $cases } case
   *[other] { $cases } cases
}; the store as it was is kept in { $kept }

cli-offers-added = { $id } version { $version }: { $count ->
    [one] one rent option
   *[other] { $count } rent options
} from the catalog: { $options }
cli-price-changed = { $option }: { $offer } { $before } → { $after }
cli-price-withdrawn = { $option }: { $offer } ({ $before }) was withdrawn from the catalog; its last figures are kept and marked
cli-prices-refreshed = { $id } version { $version }: prices read again from the catalog
cli-prices-unchanged = { $id }: every price is as in the catalog; no version saved
cli-requirements-saved = Saved the requirements of { $id } as version { $version }.
cli-offer-not-added = not added: { $offer }: { $why }
cli-case-created = Created { $id } as version { $version }: no option yet; add some with `gpucase case add-offers { $id } PROVIDER/OFFER…` or `gpucase case add-quotes { $id } FILE.csv`.
cli-ask = { $question }:
cli-ask-with-default = { $question } [{ $default }]:
cli-ask-again = { $problem }; once more:
cli-ask-name = Name of the case
cli-ask-currency = Currency of the results (ISO 4217, such as EUR)
cli-ask-horizon = Years to compare the options over
cli-ask-template = Workload (office-hours, around-the-clock or office-and-nightly-batch)
cli-ask-gpus = GPUs the workload keeps busy
cli-discount-saved = Saved the discount rate of { $id } as version { $version }.
cli-rate-saved = Saved { $from } → { $to } at { $rate } in { $id } as version { $version }.
cli-options-removed = { $id } version { $version }: { $count ->
    [one] removed option { $options }.
   *[other] removed { $count } options: { $options }.
}
cli-tax-saved = Saved the tax of { $id } as version { $version }.
cli-prices-saved = Saved the yearly price changes of { $id } as version { $version }.
cli-staff-saved = Saved the staff time of { $id } as version { $version }.
cli-growth-saved = Saved the yearly growth of the demand of { $id } as version { $version }.
cli-probe-recorded = Recorded the probe against { $offer } in { $id } as version { $version }: { $findings ->
    [0] no findings
    [one] one finding
   *[other] { $findings } findings
}.
cli-resolved = Resolved { $offer } in { $id } with the note, as version { $version }.
cli-resolution-withdrawn = Took back the resolution of { $offer } in { $id }, as version { $version }.

cli-present-value-heading = Present value at a discount rate of { $rate } a year (monthly cash flows: purchases when paid, rent and running costs monthly, the residual value at the end):
cli-present-value-nominal = (nominal { $total })
cli-present-value-per-hour = { $cost } per productive GPU-hour
cli-ranked-present-value = The options are ranked by present value per productive GPU-hour; * marks the cheapest by it.
cli-case-approved = approved { $id } version { $version }: { $who } at { $at }
cli-case-copied = copied { $id } (up to version { $version }) to { $to }
cli-history-approved = approved by { $who } at { $at }
cli-library-local = local library { $path }
cli-library-team = team library { $url }, open as role { $role }
cli-library-connected = connected to the team library { $url } as role { $role }; the password is kept in the OS keyring (GPUCASE_STORE_PASSWORD). Open it with --store { $url } or GPUCASE_STORE={ $url }

## gpucase bills import
cli-bills-none = No rows were read.
cli-bills-read = { $files ->
        [one] 1 bill
       *[other] { $files } bills
    }, { $rows } rows, { $from } to { $to }, in { $currency }:
cli-bills-col-group = Provider · service · instance · SKU · region
cli-bills-col-hours = Billed hours
cli-bills-col-list = List cost
cli-bills-col-effective = Effective cost
cli-bills-col-per-hour = Effective per hour
cli-bills-col-commitment = Commitments
cli-bills-col-credits = Credits
cli-bills-total = Total
cli-bills-unused = Of the commitments, { $amount } was bought and not used.
cli-bills-more = … and { $more } more groups, which cost less; --json lists every one.
cli-bills-saved = Saved { $id } version { $version } with { $lines ->
        [one] 1 line
       *[other] { $lines } lines
    } of the bills: `gpucase tco { $id }` sets the options against what is paid today.

cli-reason-for-reports = --reason is for reports: a scenario file's signature carries no reason
cli-lang-env = { $env }={ $code }: { $reason }

# Who uses the metrics server's credentials, in the desktop's credentials list.
credentials-metrics-server = metrics server
