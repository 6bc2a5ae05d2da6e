# The XLSX workbook (crates/xlsx): sheet names, column headers and labels. Sheet names have
# at most 31 characters and none of [ ] : * ? / \. Cost lines and option names come from
# report.ftl.

xlsx-sheet-inputs = Inputs
xlsx-sheet-profile = Profile
xlsx-sheet-tco = TCO
xlsx-sheet-offers = Offers
xlsx-sheet-checklist = Checklist
xlsx-sheet-cashflows = Cash flows

xlsx-col-input = Input
xlsx-col-value = Value
xlsx-col-unit = Unit
xlsx-col-converted = In the case currency
xlsx-col-name = Name in formulas
xlsx-col-note = Source or note
xlsx-col-item = Item
xlsx-col-formula = Workbook (formula)
xlsx-col-gpucase = gpucase
xlsx-col-option = Option

xlsx-unit-years = years
xlsx-unit-months = months
xlsx-unit-days = days
xlsx-unit-hours = h
xlsx-unit-minutes = min
xlsx-unit-hours-month = h/month
xlsx-unit-gb-month = GB/month
xlsx-unit-instance-hours = instance-h

xlsx-computed = computed by gpucase
xlsx-computed-hybrid = computed by gpucase: the own GPU count with the lowest total (change it to see the cost at another count)
xlsx-computed-growth = computed by gpucase: the demand grows every year; each figure is gpucase's, year by year
xlsx-lot = Instances reserved at the start of year { $year } (a lot with terms of its own)
xlsx-grown-years = each running item is each year's share of the option's block for that year on the sheet “TCO by year” (Σ year × 12 × (1 + change)^(year − 1) / weights: the years' average where the price does not change); a one-off and what is owed after the horizon are the last year's
xlsx-sheet-tco-years = TCO by year
xlsx-year-block = { $option }: the horizon at year { $year }'s demand
xlsx-sheet-profile-year = Profile year { $year }
xlsx-profile-year-title = Hourly profile of year { $year }: year 1's demand grown by (1 + growth)^(year − 1), rounded up to whole GPUs or replicas
xlsx-profile-factor = What year 1's demand is multiplied by in this year
xlsx-in-measured-busy = Busy share of a productive replica as measured (mean SM activity; 1 without metrics): the demand grows into the rest first
xlsx-computed-exchange = computed by gpucase: each payment in another currency at the rate given for the year it is paid in, less the same at today's rate; the cash-flow sheet adds it month by month
xlsx-chosen-stage = Stage chosen by gpucase: month { $month }, { $cards } cards and { $servers } servers added
xlsx-chosen-month = Its month
xlsx-chosen-cards = Its cards added
xlsx-chosen-servers = Its servers added
xlsx-unknown = unknown
xlsx-no-upper-bound = no upper bound
xlsx-no-offers = No offers are shortlisted in this case.
xlsx-starts-derived = from the idle gaps of the profile

xlsx-in-case-id = Case id
xlsx-in-currency = Case currency
xlsx-in-horizon = Comparison horizon
xlsx-in-discount-rate = Discount rate per year (0.08 = 8 %)
xlsx-in-tax-rate = Tax on profits (0.30 = 30 %)
xlsx-in-tax-depreciation-years = Tax depreciation of own servers (straight-line)
xlsx-in-spares = Spare servers or instances beyond the peak (1 = N+1)
xlsx-in-rent-staff-hours = Staff hours a month per rented instance
xlsx-in-second-stack-hours = Staff hours a month to run two stacks (hybrid)
xlsx-in-staff-hour-rate = Rate of an hour of that staff time
xlsx-in-rent-change = Yearly change of rented rates not fixed by a commitment (-0.10 = 10 % less a year)
xlsx-in-electricity-change = Yearly change of the electricity price
xlsx-in-rent-weights = Rented rates: months weighted by their year's price
xlsx-in-rent-factor = Rented rates: average over the horizon of today's
xlsx-in-electricity-weights = Electricity: months weighted by their year's price
xlsx-in-electricity-factor = Electricity: average over the horizon of today's
xlsx-in-hours-per-year = Hours per year
xlsx-in-months = Months in the horizon
xlsx-in-hours-in-period = Hours in the profile's period
xlsx-in-periods = Periods in the horizon
xlsx-in-productive-gpu-hours = Productive GPU-hours per period
xlsx-in-rates = Exchange rates
xlsx-in-rate = { $from } to { $to }
xlsx-in-rate-year = { $from } to { $to }, year { $year }
xlsx-in-factor = Factor from { $from } into { $to }
xlsx-in-workload = Workload
xlsx-in-fleet-gpus = GPUs the service runs on
xlsx-in-replica-gpus = GPUs one model replica runs on, on the fleet the profile counts
xlsx-in-replica-memory = GPU memory one replica needs in all (capacity counted in replicas served)
xlsx-in-gpu-memory = Memory per GPU
xlsx-in-gpu-memory-unknown = Memory per GPU not stated: a replica is counted on as many GPUs as on the profile’s fleet, and the option is not eligible
xlsx-in-gpus-per-replica = GPUs one replica runs on here (the fewest, a power of two, whose memory holds it)
xlsx-in-storage = Persistent storage
xlsx-in-egress = Internet egress per month
xlsx-in-growth = Yearly growth of the demand from year 2 on (0.30 = 30 % more a year)
xlsx-in-schedule = Schedule the profile is built from
xlsx-in-measured = The profile comes from imported metrics; the schedule below is not used.
xlsx-in-period = Period
xlsx-period-generic = average month: { $hours } h, { $workdays } workdays
xlsx-period-calendar = { $month } ({ $zone })
xlsx-window = { $kind ->
    [interactive] interactive
   *[batch] batch
}, { $days ->
    [workdays] workdays
    [weekends] weekends
   *[every_day] every day
}, { $start }:00 to { $end }:00, { $gpus } GPUs
xlsx-in-own = Own servers: { $label }
xlsx-in-rent = Rented: { $label }
xlsx-in-id = Id
xlsx-in-provider = Provider
xlsx-in-gpus = GPUs
xlsx-in-purchase = Purchase price
xlsx-in-licences = Software licences per year
xlsx-in-power = Average electrical draw
xlsx-in-pue = PUE of the site
xlsx-in-kwh = Electricity price per kWh
xlsx-in-colocation = Rack space or colocation per month
xlsx-in-bandwidth = IP transit or uplink per server per month
xlsx-in-support = Hardware support per year
xlsx-in-operating-hours = Staff time to operate
xlsx-in-operating-rate = Rate per staff hour
xlsx-in-service-life = Service life
xlsx-in-residual = Residual value at the end of life
xlsx-in-depreciation-years = Depreciation to the residual value, for the value at the horizon's end
xlsx-in-resale-share = Resale at the horizon's end, share of the purchase price (0.30 = 30 %)
xlsx-in-slots = GPU slots per server
xlsx-in-card-price = Price of one more card
xlsx-in-card-power = Electrical draw of one more card
xlsx-in-card-residual = Residual value of one more card
xlsx-in-stage-month = Stage { $stage }: bought in month
xlsx-in-stage-cards = Stage { $stage }: cards added
xlsx-in-stage-servers = Stage { $stage }: servers added
xlsx-in-stage-purchase = Stage { $stage }: price paid
xlsx-stage = Stage { $stage }: { $item }
xlsx-in-gpus-per-instance = GPUs per instance
xlsx-in-on-demand = On-demand rate per instance-hour
xlsx-in-boot = Boot time per start
xlsx-in-model-load = Model load time per start
xlsx-in-restart-hours = Hours per start (boot and model load)
xlsx-in-storage-price = Storage per GB and month
xlsx-in-tier-up-to = Egress tier { $tier }: up to
xlsx-in-tier-price = Egress tier { $tier }: price per GB
xlsx-in-ipv4 = Public IPv4 address per month
xlsx-in-setup = One-off setup fee
xlsx-in-support-plan = Support plan per month
xlsx-in-support-share = Support plan as a share of compute
xlsx-model = Pricing model: { $model ->
    [on_demand_always] on-demand, allocated every hour
    [on_demand_stopped] on-demand, stopped when idle
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
    [reserved] reserved instances, effective rate
    [monthly_billed] billed per month
   *[spot_batch] spot for batch, on-demand for interactive
}
xlsx-in-starts-per-day = Starts per day with work
xlsx-in-term = Term
xlsx-in-plan-rate = Rate per instance-hour under the plan
xlsx-in-commitment = Commitment per hour
xlsx-in-usage = Instances under the plan
xlsx-usage = { $usage ->
    [always] allocated every hour
   *[stopped_when_idle] stopped when idle
}
xlsx-in-payment = Payment
xlsx-payment = { $payment ->
    [partial_upfront] partial upfront: half of each term's commitment at its start, the rest monthly
    [all_upfront] all upfront: each term's whole commitment at its start
   *[no_upfront] no upfront: the commitment monthly
}
xlsx-in-upfront-share = Share of each term's commitment paid at its start
xlsx-upfront-per-term = Paid at the start of each term (part of the commitment)
xlsx-in-reserved = Reserved instances
xlsx-in-reserved-rate = Rate per reserved instance-hour
xlsx-in-upfront = Upfront payment per instance and term
xlsx-in-monthly-price = Price per instance and month
xlsx-in-block-days = Length of one block
xlsx-in-block-rate = Rate per instance-hour in a block
xlsx-in-spot-rate = Spot rate per instance-hour
xlsx-in-interruption = Extra hours lost to interruptions (share)
xlsx-in-hybrid = Hybrid
xlsx-in-hybrid-own = Own quote for the base load
xlsx-in-hybrid-rent = Rented offer for the peaks
xlsx-in-hybrid-own-gpus = Own GPUs in the hybrid

xlsx-profile-title = Hourly workload profile: one row per hour of the period, repeated over the horizon
xlsx-profile-hours = Hours in the period
xlsx-profile-productive-hours = Hours with at least one productive GPU
xlsx-profile-productive-gpu-hours = Productive GPU-hours
xlsx-profile-peak = Most GPUs productive in one hour
xlsx-profile-share = Productive share
xlsx-profile-hour = Hour
xlsx-profile-day = Day
xlsx-profile-weekday = Weekday (0 = Monday)
xlsx-profile-local-hour = Local hour
xlsx-profile-workday = Workday (1 = yes)
xlsx-profile-productive = Productive GPUs
xlsx-profile-batch = of which batch
xlsx-profile-queued = Queued (GPUs)
xlsx-profile-own-served = GPUs served by { $id }
xlsx-profile-instances = Instances needed, { $id }
xlsx-profile-batch-instances = Batch instances, { $id }
xlsx-profile-interactive-instances = Interactive instances, { $id }
xlsx-profile-stopped-billed = Billed instance-hours when stopped when idle, { $id } (computed by gpucase)
xlsx-profile-hybrid-above = Hybrid: GPUs above the own count
xlsx-profile-hybrid-instances = Hybrid: rented instances

xlsx-starts = Starts per period
xlsx-kept-running = Idle hours kept running (shorter than a restart, or no start left that day)
xlsx-spot-starts = Spot starts per period
xlsx-spot-kept-running = Spot idle hours kept running (gap shorter than a restart)
xlsx-blocks = Capacity blocks booked over the horizon (one instance each)
xlsx-hybrid-table = Rented part at each own GPU count
xlsx-rented-instance-hours = Rented instance-hours per period
xlsx-total = Total over the horizon
xlsx-billed = GPU-hours billed or available per period
xlsx-productive-period = Productive GPU-hours served per period
xlsx-productive-horizon = Productive GPU-hours over the horizon
xlsx-cost-per-productive = Cost per productive GPU-hour

xlsx-offer-provider = Provider
xlsx-offer-id = Offer
xlsx-offer-gpu = GPU
xlsx-offer-gpus = GPUs
xlsx-offer-isolation = Isolation
xlsx-offer-allocation = GPU allocation
xlsx-offer-host-status = Host status
xlsx-offer-location = Location
xlsx-offer-price = Price
xlsx-offer-currency = Currency
xlsx-offer-period = Per
xlsx-offer-model = Pricing model
xlsx-offer-charges = Charges outside the price
xlsx-offer-price-date = Price read on
xlsx-offer-source = Source

xlsx-check-offer = Offer
xlsx-check-question = Question
xlsx-check-answer = Answer
xlsx-check-source = Source
xlsx-check-contradictions = Contradicted by
xlsx-not-eligible = Not eligible under the case's requirements

xlsx-cf-month = Month (0 = now; costs of a month paid at its end)
xlsx-cf-present-value = Present value at the discount rate
xlsx-cf-present-value-after-tax = Present value at the discount rate, after tax
xlsx-cf-after-tax = { $option } after tax
xlsx-cf-nominal = Nominal total
