### The switching notes: what the EU Data Act (Regulation (EU) 2023/2854) says about leaving
### a provider, stated as facts with their article, never as legal advice.
### Built from gpucase_core::switching::SwitchingNotes. Same ids and variables in en, de, nl
### and fr. Dates, amounts and volumes arrive formatted for the language (strings); counts
### used for plurals arrive as numbers ($months, $days).
###
### Messages and their variables, in the order the notes use them:
###   switching-title                          (none)
###   switching-intro                          (none)
###   switching-in-force                       (none)       the proposed amendment
###   switching-dates                          $report_date, $switch_date
###   switching-definition                     (none)
###   One phase sentence, by SwitchingNotes.phase:
###     switching-phase-before-deadline        $switch_date, $deadline
###     switching-phase-switch-after-deadline  $switch_date, $deadline
###     switching-phase-after-deadline         $switch_date
###     switching-phase-switch-date-passed     $switch_date, $report_date
###   Then the rule, by SwitchingNotes.charges_at_switch:
###     switching-rule-reduced                 $deadline   (reduced_to_direct_costs)
###     switching-rule-none                    $deadline   (none)
###   and, for phase switch_after_deadline only:
###     switching-rule-if-earlier              $deadline
###   switching-egress-is-charge               (none)
###   switching-fees-not-charges               (none)
###   switching-disclosure                     (none)       Art. 29(4)
###   switching-commitments-heading            (none)
###   switching-commitments-none               (none)       when there are no commitments
###   Per commitment:
###     switching-commitment                   $kind, $provider, $label, $start, $end
###       $kind is the text of one of:
###         switching-kind-savings-plan, switching-kind-committed-use-discount,
###         switching-kind-reserved-capacity, switching-kind-other
###     switching-commitment-remaining         $months (number), $days (number), $switch_date
###     switching-commitment-ended             $end         (instead, when remaining is None)
###     switching-commitment-outstanding       $months (number: months_to_pay), $monthly, $amount
###     switching-commitment-penalty           $amount      (when stated_penalty is Some)
###     switching-commitment-no-penalty        (none)       (when it is None)
###     switching-commitment-terms             $terms
###   switching-egress-heading                 (none)
###   switching-egress-intro                   (none)
###   switching-egress-none                    (none)       when no data is to move
###   Per class (by_class or a provider's classes):
###     switching-egress-class                 $class, $volume
###       $class is the text of one of:
###         switching-class-document-stores, switching-class-vector-indices,
###         switching-class-logs, switching-class-backups, switching-class-model-copies
###   Per provider:
###     switching-egress-provider              $provider, $volume, $amount
###     switching-egress-source                $provider, $source
###   switching-egress-total                   $volume, $amount
###   By SwitchingNotes.charges_at_switch:
###     switching-egress-limit-reduced         (none)
###     switching-egress-limit-none            (none)
###   Per provider of SwitchingNotes.hybrid:
###     switching-hybrid                       $provider
###   switching-legal                          (none)       the closing line
###   References, one per Article in SwitchingNotes.references:
###     switching-ref-art2-34, switching-ref-art2-36, switching-ref-art29-1,
###     switching-ref-art29-2, switching-ref-art29-3      (none)

switching-title = Switching notes: leaving a provider (EU Data Act)
switching-intro = These notes state the dates and amounts of this case under Regulation (EU) 2023/2854 (Data Act). They are facts for procurement, not legal advice.
switching-in-force = The rules are stated as in force on the report date. The European Commission has proposed to amend the Data Act's chapter on switching (Digital Omnibus, COM(2025) 837, November 2025); the proposal has not been adopted, and until it is, it changes nothing stated here.
switching-dates = Report date: { $report_date }. Planned switch date: { $switch_date }.
switching-definition = Switching includes moving to ICT infrastructure on the customer's own premises (Art. 2(34)).

## Where the planned switch falls against 12 January 2027

switching-phase-before-deadline = The switch is planned for { $switch_date }, before { $deadline }.
switching-phase-switch-after-deadline = The switch is planned for { $switch_date }, on or after { $deadline }.
switching-phase-after-deadline = The switch is planned for { $switch_date }.
switching-phase-switch-date-passed = The planned switch date ({ $switch_date }) is before the date of this report ({ $report_date }). The notes describe the rules on that date; update the planned date before relying on them.
switching-rule-reduced = Before { $deadline }, providers may charge reduced switching charges (Art. 29(2)), which must not exceed the costs directly linked to the switch (Art. 29(3)).
switching-rule-none = From { $deadline }, providers may not charge switching charges (Art. 29(1)).
switching-rule-if-earlier = If the switch were moved to a date before { $deadline }, the provider could charge reduced switching charges, limited to the costs directly linked to the switch (Art. 29(2) and (3)).
switching-egress-is-charge = Data egress charges for the switch are switching charges (Art. 2(36)).
switching-fees-not-charges = Standard service fees and early-termination penalties are not switching charges (Art. 2(36)). The remaining term of each commitment and what leaving early costs are therefore listed below.
switching-disclosure = Before the contract is concluded, the provider must inform the customer clearly of the standard service fees, the early-termination penalties and any reduced switching charges that may be imposed (Art. 29(4)): ask for them in writing with the offer and compare them with the charges this case lists.

## Commitments

switching-commitments-heading = Commitments in force
switching-commitments-none = The case lists no savings plans, committed-use discounts or other commitments.
switching-kind-savings-plan = Savings plan
switching-kind-committed-use-discount = Committed-use discount
switching-kind-reserved-capacity = Reserved capacity
switching-kind-other = Other commitment
switching-commitment = { $kind } with { $provider } ({ $label }): term from { $start } to { $end }.
switching-commitment-remaining =
    On the planned switch date ({ $switch_date }), { $months ->
        [one] { $months } month
       *[other] { $months } months
    } and { $days ->
        [one] { $days } day
       *[other] { $days } days
    } of the term remain.
switching-commitment-ended = The term ends on { $end }, before the planned switch date; none of it remains.
switching-commitment-outstanding =
    Leaving early leaves { $months ->
        [one] { $months } month
       *[other] { $months } months
    } of the commitment due: { $months } × { $monthly } = { $amount } (a started month counted in full). This is not a switching charge (Art. 2(36)).
switching-commitment-penalty = The contract states an early-termination penalty of { $amount }; it is shown apart from the amount above.
switching-commitment-no-penalty = The contract states no amount for terminating early.
switching-commitment-terms = Early-termination terms as stated in the contract: { $terms }

## Data to move

switching-egress-heading = Data to move and data egress charges
switching-egress-intro = Estimated volume of the move and what extracting it would cost at the provider's egress tiers, that is without the limits of the Data Act. The estimate assumes that the whole volume leaves in one billing month.
switching-egress-none = The case lists no data to move.
switching-class-document-stores = Document stores
switching-class-vector-indices = Vector indices
switching-class-logs = Logs
switching-class-backups = Backups
switching-class-model-copies = Model copies
switching-egress-class = { $class }: { $volume } GB
switching-egress-provider = From { $provider }: { $volume } GB; at its egress tiers, { $amount }.
switching-egress-source = Egress tiers of { $provider }: { $source }
switching-egress-total = In total: { $volume } GB; at the providers' egress tiers, { $amount }.
switching-egress-limit-reduced = On the planned switch date, the provider may charge for this extraction only reduced switching charges, at most the costs directly linked to the switch (Art. 29(2) and (3)).
switching-egress-limit-none = On the planned switch date, the provider may not charge for this extraction as part of the switch (Art. 29(1)).

## A hybrid that keeps using the provider

switching-hybrid = The plan keeps using { $provider } after the switch (a hybrid). The rules above cover the switch itself; ask { $provider } in writing which fees apply to the data that keeps leaving its infrastructure.

## Closing line

switching-legal = Refer the contracts to the legal department for the legal assessment. These notes state facts and dates, not legal advice.

## References

switching-ref-art2-34 = Regulation (EU) 2023/2854 (Data Act), Article 2(34): definition of switching, including to on-premises ICT infrastructure.
switching-ref-art2-36 = Regulation (EU) 2023/2854 (Data Act), Article 2(36): switching charges include data egress charges and exclude standard service fees and early-termination penalties.
switching-ref-art29-1 = Regulation (EU) 2023/2854 (Data Act), Article 29(1): no switching charges from 12 January 2027.
switching-ref-art29-2 = Regulation (EU) 2023/2854 (Data Act), Article 29(2): reduced switching charges from 11 January 2024 to 12 January 2027.
switching-ref-art29-3 = Regulation (EU) 2023/2854 (Data Act), Article 29(3): reduced switching charges no higher than the costs directly linked to the switch.

switching-owed-anyway = Owed whatever is chosen, and in none of the totals: { $label } ({ $provider }) runs to { $end }, { $months ->
    [one] one month
   *[other] { $months } months
} still to pay at the planned switch, { $amount }.
