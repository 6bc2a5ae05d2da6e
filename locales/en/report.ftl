# The PDF report's strings (crates/report). Figures arrive formatted for the language
# ($cost, $total, $share, $date …); counts used for plurals arrive as numbers ($count,
# $years, $gpus …). Register: a procurement memo, short and factual.

## Cover and page furniture

report-kind = Rent or buy GPU capacity: recommendation
report-subject = GPU capacity for steady AI inference: rent, buy or hybrid
cover-case = Case: { $case }
cover-author = Prepared by: { $author }
cover-date = Date: { $date }
cover-approved = Approved: case version { $version }, by { $who } on { $date }
cover-language = Language: English
cover-basis = Basis: { $basis ->
    [measured] serving metrics measured from { $from } to { $to }
   *[schedule] the analyst's schedule of the workload
}
footer-page = { $case } · page { $page } of { $pages }

## Section headings

heading-recommendation = Recommendation
heading-workload = Workload
heading-week = When the GPUs are productive
heading-measured = Measured serving metrics
heading-options = Options compared
heading-breakeven = Break-even against owning
heading-sensitivity = Sensitivity
heading-tornado = What moves the answer most
heading-offers = Shortlisted offers
heading-checklist = The buyer's checklist per offer
heading-switching = EU Data Act: switching notes
heading-assumptions = Assumptions and sources
heading-appendix = Appendix: every input
heading-excluded = Options not eligible, by reason
heading-more-eligible = Eligible options the body does not compare (they cost more)
excluded-col-also = In detail, and what else excludes it
excluded-listed-earlier = { $count ->
    [one] One more option with this reason is
   *[other] { $count } more options with this reason are
} listed under an earlier reason.
appendix-inputs-shown = The rent offers below are those of the options the memo compares; the inputs of the { $count ->
    [one] other rent offer are
   *[other] { $count } other rent offers are
} in the case file.
options-reference = { $option } (not eligible: shown for reference)
options-left-out = { $excluded ->
    [0] No option is
    [one] One option is
   *[other] { $excluded } options are
} excluded by the requirements{ $not-serving ->
    [0] {""}
    [one] , one does not serve the whole workload
   *[other] , { $not-serving } do not serve the whole workload
}{ $more ->
    [0] {""}
    [one] , and one more eligible option costs more
   *[other] , and { $more } more eligible options cost more
}; the appendix lists them.
offers-more = The offers behind the options compared here; the { $count ->
    [one] other shortlisted offer is
   *[other] { $count } other shortlisted offers are
} listed in the appendix with the options they price.

## Recommendation

rec-none = No option serves the whole workload at a cost per productive GPU-hour, so there is no recommendation. The options below show what each one leaves unserved.
rec-main = Recommended: { $option }. It costs { $cost } per productive GPU-hour and { $total } in total over { $years ->
    [one] one year
   *[other] { $years } years
}.
rec-hybrid = It keeps { $gpus ->
    [one] one own GPU
   *[other] { $gpus } own GPUs
} for the base load and rents the hours above them.
rec-runner-up = The runner-up is { $option } at { $cost } per productive GPU-hour ({ $total } in total).
rec-today = Today you pay { $today } per productive GPU-hour (your bills, { $from } to { $to }): the recommendation costs { $share } { $direction ->
        [lower] less
       *[higher] more
    }.
rec-runner-up-family = The cheapest { $family ->
    [own] own option
    [rented] rented option
   *[hybrid] hybrid
} is { $option } at { $cost } per productive GPU-hour ({ $total } in total).
rec-saves = The recommendation saves { $amount } against it over the horizon.
rec-saves-present-value = In present value, the recommendation saves { $amount } against it.
rec-costs-more-present-value = The recommendation's present value is { $amount } higher, but lower per productive GPU-hour.
rec-costs-more = The recommendation costs { $amount } more in total, but less per productive GPU-hour.
rec-no-other = No other option serves the whole workload.
rec-no-risk = The engine lists no particular risk for this option.
rec-none-eligible = No option meets the requirements of this case, so there is no recommendation.
rec-requirements-none = No requirements are stated for this case (must-answer windows, data class, GPU memory), so the recommendation compares on price alone.
rec-requirements = Requirements: { $requirements }.
rec-excluded = Not eligible:
rec-excluded-option = { $option }: { $reasons }.
rec-resolved = Resolved by the analyst:
rec-resolved-option = { $option }: { $reason } (note: { $note }).
rec-open-questions = Questions still open:
rec-open-offer = { $offer }: { $questions }.
rec-ranked-present-value = At the company's discount rate of { $rate }, its present value is { $amount }, { $cost } per productive GPU-hour. The options are ranked by present value per productive GPU-hour.
rec-ranked-after-tax = Undiscounted, its cost after tax is { $amount }, { $cost } per productive GPU-hour. The options are ranked by cost after tax per productive GPU-hour.
tax-rule = Present values are after a tax on profits of { $rate }: every payment is deducted in the month it is paid, and own servers are depreciated straight-line over { $years ->
    [one] one year
   *[other] { $years } years
}, what is not yet written off at the horizon's end deducted there.
rec-ranked-nominal = The options are ranked by cost per productive GPU-hour over the horizon; the case gives no discount rate.
rec-excluded-count = { $excluded } of { $total } options are not eligible{ $overlap ->
    [yes] {" "}(an option can fail more than one requirement)
   *[no] {""}
}; the appendix lists each with its reasons:
rec-not-serving = { $count ->
    [one] One option does
   *[other] { $count } options do
} not serve the whole workload and cannot be recommended.
rec-risks = Risks of the recommendation:
rec-risks-more = { $count ->
    [one] One more risk is
   *[other] { $count } more risks are
} listed with the option.
rec-changes = What would change the decision:
rec-change = { $input } { $swing } { $direction ->
    [lower] lower
   *[higher] higher
}: { $option } would be the cheapest eligible option.
rec-change-none = No input of the tornado, changed alone by { $swing } either way (a yearly change or the discount rate by points), makes another eligible option the cheapest.
list-item = • { $item }

## Workload

period-name = { $period ->
    [month] month
   *[other] period
}
workload-hours = Hours per { $period ->
    [month] month
   *[other] period
}
workload-productive-hours = Productive hours per { $period ->
    [month] month
   *[other] period
}
workload-productive-gpu-hours = Productive GPU-hours per { $period ->
    [month] month
   *[other] period
}
workload-fleet = GPUs in the fleet
workload-peak = GPUs needed at the peak
workload-share = Productive share
workload-horizon = Horizon
workload-years = { $years ->
    [one] one year
   *[other] { $years } years
}
workload-source-schedule = The productive hours come from the analyst's schedule of the workload.
workload-source-measured = The productive hours come from serving metrics measured from { $from } to { $to } ({ $zone }), imported on { $imported }.
week-intro = Most GPUs productive at each hour of the week (local time). Darker cells: more GPUs at work.
week-legend = { $gpus ->
    [one] { $gpus } GPU
   *[other] { $gpus } GPUs
}
day-short = { $day ->
    [0] Mon
    [1] Tue
    [2] Wed
    [3] Thu
    [4] Fri
    [5] Sat
   *[6] Sun
}
measured-gpu-hours = GPU-hours with data
measured-productive = Productive GPU-hours
measured-no-data = GPU-hours without data
measured-share = Productive share of the GPU-hours with data
measured-sm-mean = SM activity in productive hours: mean
measured-sm-median = SM activity in productive hours: median
measured-sm-p95 = SM activity in productive hours: 95th percentile
measured-sm-high = Productive hours at 80 % SM activity or more
measured-queue-hours = Hours with requests waiting
measured-queue-peak = Most requests waiting at once
measured-queue-gpu-hours = GPU-hours of waiting demand (a hybrid rents for them)
measured-threshold = A GPU-hour counts as productive when its model server had at least one running request, or when its SM activity reached { $threshold } (a batch job).
measured-quality = Data quality: { $samples } samples in { $series } series; { $problems ->
    [0] no missing, invalid or duplicate values.
    [one] one value was missing, invalid, duplicated or out of order and was counted apart, never as idle.
   *[other] { $problems } values were missing, invalid, duplicated or out of order and were counted apart, never as idle.
}
measured-unknown = { $hours } GPU-hours ({ $share } of the measured period) have no data: they are unknown, counted neither as idle nor as productive. The productive share is that of the GPU-hours with data; hours in which no GPU has data are left out of the period the comparison repeats.
measured-outliers = { $hours } series-hours far from the rest of the data were left out of the measured period: { $listed }.
measured-sources = Sources: { $files }.
value-unknown = unknown

## Options

options-col-option = Option
options-col-total = Total over { $years ->
    [one] one year
   *[other] { $years } years
}
options-col-billed = Billed GPU-h per { $period ->
    [month] month
   *[other] period
}
options-col-productive = Productive GPU-h per { $period ->
    [month] month
   *[other] period
}
options-col-cost = Cost per productive GPU-h
options-col-cost-pv = Present value per productive GPU-h
options-cheapest = { $option } (cheapest)
options-not-serving = { $option } (does not serve the whole workload)
options-note = The cheapest option has the lowest cost per productive GPU-hour among the options that serve the whole workload; it is set in bold.
options-note-pv = The cheapest option has the lowest present value per productive GPU-hour among the options that serve the whole workload; it is set in bold.
price-changes = Prices change every year from year 2: rented rates not fixed by a commitment { $rent }, electricity { $electricity }; committed rates and charges stay as quoted.
paid-today = What you pay today, from your bills ({ $from } to { $to }): { $effective } as paid for { $billed } billed GPU-hours, { $per-billed } per billed and { $per-productive } per productive GPU-hour ({ $share } of the billed GPU-hours were productive, { $basis ->
        [measured] as measured
       *[profile] at the workload's productive share
    }); at list prices { $list-per-billed } per billed GPU-hour.
rate-as-paid = As billed ({ $billed-as }), { $offer }: { $paid } per instance-hour as paid, { $list } at list price, against { $catalog } on demand in the catalog ({ $variance }).
rate-as-paid-steps = As billed ({ $billed-as }), { $offer }, per instance-hour: { $catalog } on demand in the catalog, { $list } at list price as billed, { $contracted } at the negotiated price, { $paid } as paid with commitments amortised ({ $variance } against the catalog).
bills-credits-apart = The bills also grant { $credits } of credits over the period (across all their services), left out of these rates: a credit is spent once.
later-rates = Payments in { $from } convert at { $today } { $to } today and at { $rates }; the line “Exchange rates of later years” holds what that changes.
later-rate = { $rate } from year { $year }
demand-growth = Demand grows { $share } a year from year 2: the work exactly, the capacity each hour needs rounded up to whole { $unit ->
    [replicas] replicas
   *[gpus] GPUs
}: a peak of { $peaks } GPUs in years 1 to { $years }. Every option is costed at each year's demand.
demand-growth-headroom = The metrics measured the productive GPUs busy { $busy } of the time (mean SM activity), a headroom of { $headroom }: the work grows into it before another replica is bought.
chosen-stage = gpucase buys { $what ->
    [cards] { $cards ->
        [one] one more card
       *[other] { $cards } more cards
    }
    [servers] { $servers ->
        [one] one more server
       *[other] { $servers } more servers
    }
   *[both] { $cards ->
        [one] one more card
       *[other] { $cards } more cards
    } and { $servers ->
        [one] one more server
       *[other] { $servers } more servers
    }
} for “{ $option }” in month { $month } ({ $price }), because that year's peak exceeds what is installed.
replica-sizing = Counted in replicas served: one replica needs { $gb } GB of GPU memory and runs on { $reference } GPUs of the profile’s fleet; GPUs per replica: { $list }. Each option bills and owns its own GPUs; productive GPU-hours are the profile’s, so every option is compared on the same work.
replica-sizing-gpus = { $gpus }
replica-sizing-unknown = unknown (GPU memory not stated: costed as the profile’s fleet, not eligible)
option-total = Total over { $years ->
    [one] one year
   *[other] { $years } years
}
option-present-value = Present value at { $rate } a year (monthly cash flows)
option-present-value-after-tax = Present value at { $rate } a year after tax (monthly cash flows)
option-own-gpus = Own GPUs chosen
option-queued = GPU-hours rented for waiting requests per { $period ->
    [month] month
   *[other] period
}
option-starts = Starts per { $period ->
    [month] month
   *[other] period
}
option-risk = Risk: { $risk }
option-no-risk = Risks: none listed by the engine.
heading-breakdown = What each option costs over { $years ->
    [one] one year
   *[other] { $years } years
}
option-uncosted = Not in its costs: { $charge }, which the offer states but an option's charges cannot hold (a flat amount per month or hour, ingress, a licence); add it by hand if it applies.
option-charge-unknown = Not in its costs: { $charge }; the catalog could not read this charge's price, so the option holds none of it: ask the provider and add it by hand.
not-applicable = n/a

cost-purchase = Hardware purchase (paid when bought)
cost-licences = Software licences
cost-electricity = Electricity, including the site's PUE
cost-colocation = Rack space or colocation
cost-hardware-support = Hardware support contract
cost-operations = Staff time to operate
cost-residual-value = Value back at the horizon's end (book value)
cost-resale-value = Value back at the horizon's end (resale estimate)
cost-compute = Instance-hours at the offer's rate
cost-restarts = Boot and model load after each start
cost-commitment = Savings-plan commitment, used or not
cost-commitment-after-horizon = Commitment still owed after the horizon
cost-capacity-after-horizon = Capacity after the horizon (credit at cost)
cost-on-demand-overflow = Usage above the commitment or reservation, billed on demand
cost-reservation = Reserved instance-hours, used or not
cost-capacity-blocks = Capacity blocks
cost-spot = Spot instance-hours, including interruptions
cost-storage = Persistent storage (billed while stopped too)
cost-egress = Internet egress
cost-ipv4 = Public IPv4 addresses
cost-setup = One-off setup fee
cost-support-plan = Provider support plan
cost-bandwidth = IP transit or uplink of the own servers
cost-rent-operations = Staff time to operate the rented instances
cost-second-stack = Staff time to run two stacks (hybrid)
cost-exchange-rates = Exchange rates of later years (lines in other currencies)

## Risks (clauses without a final full stop)

risk-restart-capacity = each of the { $starts } starts per { $period ->
    [month] month
   *[other] period
} can fail for lack of on-demand capacity, because on-demand capacity is not reserved: the provider may have no free instance of the type at that moment
risk-no-capacity-reserved = a savings plan commits spend, not capacity: it does not guarantee that instances are available when they are needed
risk-unused-commitment = { $amount } of the hourly commitment is paid over the horizon without being used
risk-commitment-beyond-horizon = the { $term ->
    [one] one-year
   *[other] { $term }-year
} commitment runs past the { $horizon ->
    [one] one-year
   *[other] { $horizon }-year
} horizon and is still owed after it; the capacity it then gives is credited at cost
risk-block-price = capacity block prices follow supply and demand at the time of purchase, and blocks must be booked ahead
risk-spot-interruption = spot instances can be interrupted at any time, so batch jobs must tolerate being stopped and resumed
risk-no-batch-hours = the workload has no batch hours for spot instances to take
risk-own-shortfall = the { $gpus } own GPUs are fewer than the { $peak } GPUs the workload needs at its peak, so part of the work is not served
risk-hybrid-operations = a hybrid needs the same model and serving-engine version on both sides, a gateway that overflows to rented instances when the own queue grows, and a data class that may be processed at the provider
risk-spare-not-held = the case asks for { $spares ->
    [one] one spare
   *[other] { $spares } spares
 } (N+{ $spares }), but this pricing model starts instances as work comes and holds none: a failed instance is replaced by a new start, which can fail for lack of capacity
risk-single-machine = the service must answer without delay, yet it runs on a single { $machine ->
    [server] own server
   *[instance] rented instance
 }: a fault stops it until that machine is repaired or replaced; a second { $machine ->
    [server] server
   *[instance] instance
 } as a spare would cost { $second } over the horizon

## Break-even

breakeven-none = No own quote serves the whole workload, so there is no break-even to show.
breakeven-below = { $option }: renting is cheaper than owning ({ $own }) below a productive share of { $share } and owning above it; at the profile's { $now }, { $cheaper ->
    [renting] renting
   *[owning] owning
} is cheaper.
breakeven-below-unknown = { $option }: renting is cheaper than owning ({ $own }) below a productive share that could not be determined, and owning above it.
breakeven-own-always = { $option }: owning ({ $own }) is cheaper at any productive share, because the rented option's fixed costs alone exceed the own total.
breakeven-rent-always = { $option }: renting is cheaper than owning ({ $own }) at any productive share up to 100 %.
breakeven-cancels = { $option }: the capacity stays allocated every hour, so the productive share is on both sides and cancels. Compare the own cost of { $own-cost } per GPU-hour of service life ({ $own }) with this option's { $rent-cost } per billed GPU-hour.
breakeven-verdict = { $verdict ->
    [own] Owning is cheaper.
    [rent] Renting is cheaper.
    [same] Both cost the same.
   *[none] {""}
}

## Sensitivity

sensitivity-intro = Cost per productive GPU-hour of each option against the productive share. Fixed costs stay and usage-following costs scale with the share. The dashed line marks today's share ({ $share }); circles mark where a rented option and owning cost the same.
sensitivity-axis-x = Productive share
sensitivity-axis-y = Cost per productive GPU-hour ({ $currency })
tornado-intro = Cost per productive GPU-hour of the recommended option when one input alone is { $swing } lower or higher. Where another option would then be cheapest, it is named.
tornado-intro-pv = Present value per productive GPU-hour of the recommended option (what the options are ranked by) when one input alone is { $swing } lower or higher. Where another option would then be cheapest, it is named.
tornado-low = −{ $swing }
tornado-high = +{ $swing }
tornado-points = { $points } points
tornado-flip = at { $change }: { $option } cheapest
tornado-none = No input could be varied: the comparison has no cheapest option.
tornado-input = { $input ->
    [productive_share] Productive share
    [purchase_price] Purchase price of the servers
    [electricity_price] Electricity price
    [colocation] Colocation
    [operations_rate] Staff rate to operate
    [rent_rates] Rented hourly rates
    [rent_change] Yearly change of rented rates, 5 points less or more
    [electricity_change] Yearly change of electricity prices, 5 points less or more
    [discount_rate] Discount rate, 2 points less or more
   *[exchange_rates] Exchange rates
}

## Shortlisted offers

offers-none = No offer from the catalog was shortlisted for this case.
offers-col-offer = Offer
offers-col-isolation = Isolation
offers-col-allocation = GPU allocation
offers-col-host = Host share
offers-col-location = Location
offers-col-verification = Host
offers-col-price = Price
offer-gpus = { $count } × { $model }
# A catalog offer as a reader tells it apart: provider's name, product, GPUs, place.
offer-name = { $provider }{ $has-product ->
    [yes] {" "}{ $product }
   *[no] {""}
 } ({ $count } × { $model }){ $has-place ->
    [yes] , { $place }
   *[no] {""}
 }
price = { $amount } per { $period ->
    [hour] hour
   *[month] month
}, { $model ->
    [on_demand] on demand
    [spot] spot
    [interruptible] interruptible
    [reserved] reserved
    [savings_plan] savings plan
   *[capacity_block] capacity block
}
price-age-all = all { $age }
price-age = read { $date } ({ $days ->
    [one] { $days } day old
   *[other] { $days } days old
})

## Checklist

checklist-concerns = Isolation, the host's identity and its location weigh more than price here: { $concerns }.
concern = { $concern ->
    [service_24x7] the service runs around the clock
   *[gdpr_data] the data falls under the GDPR
}
question = { $question ->
    [isolation] Isolation
    [gpu_share] GPU share
    [extra_charges] Charges outside the price
    [host_and_location] Host and location
   *[billing] Billing
}
source-offer = from the offer, read { $date }
source-verified = verified by the probe on { $date }
source-analyst = stated by the analyst: { $note }
source-analyst-document = stated by the analyst: { $note } ({ $document })
source-unknown = UNKNOWN: { $reason }
checklist-answer = { $question }: { $answer } ({ $source })
checklist-all-answered = Every question answered, { $source }:
checklist-most-from = Answers { $source }, unless said otherwise:
checklist-settled-by-offer = Every question answered, { $source }: the answers are those under “Shortlisted offers” above.
checklist-one-source = All answers { $source }:
checklist-answer-plain = { $question }: { $answer }
checklist-contradicted = CONTRADICTED: { $detail }
checklist-summary = { $unknown ->
    [0] Every question has an answer.
    [one] One question is still unknown.
   *[other] { $unknown } questions are still unknown.
} { $contradicted ->
    [0] {""}
    [one] One answer is contradicted by the probe.
   *[other] { $contradicted } answers are contradicted by the probe.
}

## Assumptions and sources

assumptions-method = Method: docs/method.md of gpucase { $version }, which says how each figure is computed and what may be recommended.
assumptions-no-rates = Exchange rates: none; every amount is in { $currency }.
assumptions-rate = Exchange rate: 1 { $from } = { $rate } { $to } as of { $date }; source: { $source }.
assumptions-rate-year = Exchange rate expected for year { $year }: 1 { $from } = { $rate } { $to } (recorded { $date }); source: { $source }. What is paid in { $from } from that year on converts at it.
assumptions-own = Own quote { $label }: { $source }.
assumptions-rent = Rent offer { $label } ({ $provider }): { $source }.
assumptions-snapshot = Offer { $offer } from { $provider }: price read { $date }, { $url }.
assumptions-metrics = Metrics: { $from } to { $to }, time zone { $zone }, imported { $imported }.
assumptions-description = Case description: { $description }
assumptions-rounding = Figures are rounded for display; the calculation is exact.

## Appendix

appendix-intro = Every input of the case, as the calculation used it.
appendix-case = Case
appendix-currency = Currency
appendix-horizon = Horizon
appendix-workload-gpus = GPUs of the workload
appendix-workload-period = Period of the schedule
appendix-window = Window { $name }
appendix-window-value = { $kind ->
    [interactive] interactive
   *[batch] batch
}, { $days }, { $start }:00 to { $end }:00, { $gpus ->
    [one] one GPU
   *[other] { $gpus } GPUs
}
appendix-storage = Storage (GB)
appendix-egress = Egress per month (GB)
appendix-own = Own quotes
appendix-rent = Rent offers
appendix-stage = Stage { $stage }
appendix-stage-value = month { $month }: { $what ->
    [cards] { $cards ->
        [one] one card
       *[other] { $cards } cards
    }
    [servers] { $servers ->
        [one] one server
       *[other] { $servers } servers
    }
   *[both] { $cards ->
        [one] one card
       *[other] { $cards } cards
    } and { $servers ->
        [one] one server
       *[other] { $servers } servers
    }
} added for { $price }
appendix-rate-value = { $rate } ({ $date }, { $source })
appendix-must-answer = Windows that must answer without delay
appendix-min-gpu-memory = Memory per GPU the model needs at least (GB)
appendix-replica = One model replica
appendix-replica-value = { $gpus } GPUs on one machine{ $nvlink ->
    [yes] , in one NVLink domain
   *[no] {""}
}
appendix-interconnect = GPU interconnect
appendix-interconnect-value = { $kind ->
    [sxm] SXM with NVSwitch
    [nvl] NVL bridges
   *[pcie] PCIe without NVLink
}, { $gpus } GPUs per NVLink domain
appendix-hybrid = Hybrid
appendix-hybrid-value = own { $own }, rented { $rent }
appendix-field = { $field ->
    [gpus] GPUs
    [purchase] Purchase price
    [licences_per_year] Licences per year
    [power_kw] Power (kW)
    [pue] PUE
    [kwh_price] Price per kWh
    [colocation_per_month] Colocation per month
    [support_per_year] Support per year
    [operating_hours_per_month] Staff hours per month
    [operating_hour_rate] Staff rate per hour
    [service_life_years] Service life (years)
    [residual_value] Residual value
    [value_at_horizon] Value at the horizon's end
    [bandwidth_per_month] IP transit or uplink per month
    [provider] Provider
    [gpus_per_instance] GPUs per instance
    [on_demand_per_instance_hour] On-demand price per instance-hour
    [boot_minutes] Boot (minutes)
    [model_load_minutes] Model load (minutes)
    [pricing] Pricing models
    [offers] Prices read from
    [slots] GPU slots per server
    [card_price] Price of one more card
    [power_kw_per_card] Power of one more card (kW)
    [residual_value_per_card] Residual value of one more card
   *[source] Source
}
appendix-value-at-horizon = { $basis ->
    [resale] resale estimate, { $share } of the purchase price
   *[book] book value, straight line to the residual value over { $years }
}
days = { $days ->
    [workdays] workdays
    [weekends] weekends
   *[every_day] every day
}
appendix-period-generic = a month of { $hours } hours with { $workdays } workdays
appendix-period-calendar = { $month } in { $zone }, { $holidays ->
    [0] no public holidays
    [one] one public holiday
   *[other] { $holidays } public holidays
}
appendix-pricing = { $model ->
    [on_demand_always] on demand, always on
    [on_demand_stopped] on demand, stopped when idle
    [savings_plan] savings plan
    [capacity_reservation] capacity reservation
    [capacity_block] capacity blocks
    [reserved] reserved instances
    [monthly_billed] billed per month
   *[spot_batch] spot for batch
}

## Signatures: the visible block on the last page of a signed report (drawn in an embedded
## subset of DejaVu Sans, as the report) and what verifying a signed PDF found.
signature-signed-by = Digitally signed by { $name }
signature-date = Date: { $date }, { $time } UTC
signature-reason = Reason: { $reason }
signature-reason-default = Recommendation approved
signature-unknown = unknown
signature-line-signer = Signer: { $signer }
signature-line-time = Signed (as the signer claims): { $date }, { $time } UTC
signature-line-time-unknown = Signed: no time given
signature-line-reason = Reason: { $reason }
signature-intact-yes = Intact: yes
signature-intact-changed = Intact: no, the document was changed after signing
signature-intact-invalid = Intact: no, the signature does not match its certificate
signature-intact-unreadable = Intact: no, the signature cannot be checked: { $reason }
signature-covers-yes = Covers the whole document: yes
signature-covers-no = Covers the whole document: no, { $bytes ->
    [one] { $bytes } byte was
   *[other] { $bytes } bytes were
} appended after signing ({ $changes })
signature-covers-unknown = Covers the whole document: unknown
signature-changes-none = no page changed
signature-changes-pages = changed pages: { $pages }
signature-changes-fields = visible signature fields added or changed on pages { $pages }, drawn over the signed content; nothing else on the pages changed
signature-rewritten = the signature's own details (signer's name, reason, place or time) were replaced after signing; shown is what was signed
signature-changes-unknown = what changed is unknown: { $reason }
signature-trust-yes = Trusted: yes, the certificate chains to { $anchor }
signature-trust-no = Trusted: no, { $reason }
signature-trust-unchecked = Trusted: not checked (no trust anchor given)

## Joining parts of a line

offer-line = { $offer }: price { $price }; charges outside the price: { $charges }
offer-heading = { $offer } · { $billing }
list-separator = {"; "}

## Option names

option-rent = { $offer }, { $model ->
    [on_demand_always] on demand, allocated every hour
    [on_demand_stopped] on demand, stopped when idle
    [savings_plan] savings plan{ $term ->
        [0] {""}
        [one] , 1 year
       *[other] , { $term } years
    }{ $payment ->
        [partial_upfront] , partial upfront
        [all_upfront] , all upfront
        [no_upfront] , no upfront
       *[none] {""}
    }
    [capacity_reservation] capacity reservation
    [capacity_block] capacity blocks
    [reserved] reserved instances{ $term ->
        [0] {""}
        [one] , 1 year
       *[other] , { $term } years
    }{ $payment ->
        [partial_upfront] , partial upfront
        [all_upfront] , all upfront
        [no_upfront] , no upfront
       *[none] {""}
    }, effective rate
    [monthly_billed] billed per month{ $months ->
        [0] {""}
       *[other] , { $months }-month term
    }
   *[spot_batch] spot for batch, on demand for interactive
}
option-hybrid = Hybrid: { $gpus ->
    [one] one own GPU
   *[other] { $gpus } own GPUs
} ({ $own }), peaks on { $rent }
option-hybrid-plain = Hybrid: { $own } for the base load, { $rent } for peaks
appendix-rate-on-demand = the on-demand rate
appendix-assumed = { $value } (assumed: no offer states it)
appendix-offer-withdrawn = withdrawn from the catalog
appendix-offer-departed = the case uses { $amount } instead, set by the analyst

## Option keys and the provider's words

# An option's short key before its name, where the name goes beside a chart's lines.
option-keyed = { $key } · { $option }
sensitivity-key = Each line ends in its option's letter; the key under the chart gives every option's full name.
# A provider's own name for a place (its region), quoted as the provider's words.
provider-words = “{ $words }”
