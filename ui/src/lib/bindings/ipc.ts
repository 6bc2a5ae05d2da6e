/* Generated from ipc.schema.json by `npm run bindings`; do not edit by hand. */

/**
 * A command from the UI, tagged by its name (`"command": "offers_list"`); each
 * variant's struct says what it does.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "Request".
 */
export type Request =
  | {
      command: 'library_list';
    }
  | {
      command: 'case_example';
    }
  | {
      command: 'case_blank';
    }
  | {
      command: 'case_new';
      /**
       * Its id (letters, digits, `-`, `_`).
       */
      id: string;
      /**
       * Its title.
       */
      name: string;
      currency: Currency;
      /**
       * Years the options are compared over.
       */
      horizon_years: number;
      /**
       * The workload to start from: `office-hours`, `around-the-clock` or
       * `office-and-nightly-batch`.
       */
      template: string;
      /**
       * GPUs the workload keeps busy in each of the template's windows.
       */
      gpus: number;
      /**
       * The language of the case, where the analyst chose one.
       */
      language: Language | null;
    }
  | {
      command: 'case_read_file';
      /**
       * The file.
       */
      path: string;
    }
  | {
      command: 'case_open_stored';
      /**
       * The case id.
       */
      id: string;
      /**
       * A version other than the latest.
       */
      version: number | null;
    }
  | {
      command: 'case_compute';
      case: Case;
    }
  | {
      command: 'case_save';
      case: Case;
      /**
       * The version the analyst opened: when a colleague saved a newer one meanwhile,
       * nothing is saved and the error (code `stale`) says who and when. Absent: the next
       * version, whatever the latest is.
       */
      base: number | null;
    }
  | {
      command: 'library_where';
    }
  | {
      command: 'library_connect';
      /**
       * The URL, without a password.
       */
      url: string;
      password: Password;
      /**
       * Keep the offers catalog in the local library instead of the team's shared one.
       */
      local_catalog: boolean;
    }
  | {
      command: 'library_use_local';
    }
  | {
      command: 'library_use_team';
    }
  | {
      command: 'case_approve';
      /**
       * The case id.
       */
      id: string;
      /**
       * The version.
       */
      version: number;
    }
  | {
      command: 'case_copy';
      /**
       * The case id.
       */
      id: string;
    }
  | {
      command: 'case_write_file';
      case: Case;
      /**
       * The file.
       */
      path: string;
    }
  | {
      command: 'case_history';
      /**
       * The case id.
       */
      id: string;
    }
  | {
      command: 'case_startup';
    }
  | {
      command: 'library_search';
      /**
       * Words to look for; empty: every case.
       */
      query: string;
    }
  | {
      command: 'library_tags';
    }
  | {
      command: 'case_tag_add';
      /**
       * The case id.
       */
      id: string;
      /**
       * The tag.
       */
      tag: string;
    }
  | {
      command: 'case_tag_remove';
      /**
       * The case id.
       */
      id: string;
      /**
       * The tag.
       */
      tag: string;
    }
  | {
      command: 'case_duplicate';
      /**
       * The case id.
       */
      id: string;
      /**
       * A version other than the latest.
       */
      version: number | null;
      /**
       * The copy's name; `None`: "NAME (copy)".
       */
      name: string | null;
    }
  | {
      command: 'case_delete';
      /**
       * The case id.
       */
      id: string;
    }
  | {
      command: 'case_undo_delete';
      /**
       * The case id.
       */
      id: string;
    }
  | {
      command: 'library_backup';
      /**
       * The file.
       */
      path: string;
    }
  | {
      command: 'library_restore';
      /**
       * The backup file.
       */
      path: string;
    }
  | {
      command: 'case_diff';
      old: CaseSource;
      new: CaseSource;
    }
  | {
      command: 'report_preview';
      case: Case;
      /**
       * The report's language; `None`: the case's, else English.
       */
      language: Language | null;
      /**
       * Who wrote the report, named on it.
       */
      author: string;
      /**
       * The report's date, `YYYY-MM-DD`; `None`: today (UTC).
       */
      date: string | null;
      /**
       * How many eligible options the report's tables and charts compare; `None`: five.
       */
      compared: number | null;
    }
  | {
      command: 'report_write';
      case: Case;
      /**
       * The file.
       */
      path: string;
      /**
       * The report's language; `None`: the case's, else English.
       */
      language: Language | null;
      /**
       * Who wrote the report, named on it.
       */
      author: string;
      /**
       * The report's date, `YYYY-MM-DD`; `None`: today (UTC).
       */
      date: string | null;
      /**
       * The key to sign with; `None`: not signed.
       */
      signing: ReportSigning | null;
      /**
       * How many eligible options the report's tables and charts compare; `None`: five.
       */
      compared: number | null;
    }
  | {
      command: 'report_list';
      /**
       * The case id.
       */
      case_id: string;
    }
  | {
      command: 'workbook_write';
      case: Case;
      /**
       * The file.
       */
      path: string;
      /**
       * The labels' language; `None`: the case's, else English.
       */
      language: Language | null;
    }
  | {
      command: 'report_verify';
      /**
       * The PDF.
       */
      path: string;
      /**
       * PEM files of the certificates to trust; empty: trust is not checked.
       */
      trust: string[];
    }
  | {
      command: 'scenario_import';
      /**
       * The file.
       */
      path: string;
      /**
       * PEM files of the certificates to trust; empty: trust is not checked.
       */
      trust: string[];
    }
  | {
      command: 'scenario_open';
      /**
       * The file.
       */
      path: string;
      /**
       * PEM files of the certificates to trust; empty: trust is not checked.
       */
      trust: string[];
    }
  | {
      command: 'scenario_verify';
      /**
       * The file.
       */
      path: string;
      /**
       * PEM files of the certificates to trust; empty: trust is not checked.
       */
      trust: string[];
    }
  | {
      command: 'offers_refresh';
      /**
       * Replay the plugins' recorded fixtures instead of calling the providers.
       */
      offline: boolean;
    }
  | {
      command: 'offers_import_csv';
      /**
       * The file.
       */
      path: string;
    }
  | {
      command: 'offers_add_manual';
      /**
       * Column name to value.
       */
      fields: {
        [k: string]: string | undefined;
      };
    }
  | {
      command: 'offers_remove_manual';
      /**
       * Its id.
       */
      offer_id: string;
    }
  | {
      command: 'case_add_offers';
      case: Case;
      /**
       * The offers, `provider/offer_id`.
       */
      offers: string[];
    }
  | {
      command: 'case_add_quotes';
      case: Case;
      /**
       * The file.
       */
      path: string;
    }
  | {
      command: 'bills_import';
      case: Case;
      /**
       * The files.
       */
      paths: string[];
      /**
       * GPUs per billed unit, `INSTANCE_OR_SKU=N` each.
       */
      gpus: string[];
    }
  | {
      command: 'metrics_import';
      case: Case;
      /**
       * The files.
       */
      paths: string[];
      /**
       * IANA time zone of the site.
       */
      time_zone: string;
      sm_active_threshold: Quantity;
      /**
       * A TOML or JSON file of server-to-GPU rules.
       */
      mapping: string | null;
      /**
       * A TOML or JSON file of batch windows (docs/metrics.md).
       */
      batch_schedule: string | null;
    }
  | {
      command: 'metrics_fetch';
      case: Case;
      /**
       * The server's base URL.
       */
      url: string;
      /**
       * Start of the range, RFC 3339 or a date (00:00 UTC).
       */
      from: string;
      /**
       * End of the range, RFC 3339 or a date (00:00 UTC).
       */
      to: string;
      /**
       * The scrape interval in seconds.
       */
      step_seconds: number;
      mode: FetchMode;
      /**
       * IANA time zone of the site.
       */
      time_zone: string;
      sm_active_threshold: Quantity;
      /**
       * A TOML or JSON file of server-to-GPU rules.
       */
      mapping: string | null;
      /**
       * A TOML or JSON file of batch windows (docs/metrics.md).
       */
      batch_schedule: string | null;
    }
  | {
      command: 'probe_script';
    }
  | {
      command: 'probe_read_file';
      /**
       * The file.
       */
      path: string;
    }
  | {
      command: 'probe_analyze';
      /**
       * The probe's output as pasted.
       */
      text: string;
      /**
       * The offer to check it against.
       */
      offer: Offer | null;
    }
  | {
      command: 'checklist_record_probe';
      case: Case;
      /**
       * The offer, `provider/offer_id`.
       */
      offer: string;
      /**
       * The probe's output.
       */
      text: string;
    }
  | {
      command: 'checklist_state';
      case: Case;
      /**
       * The offer, `provider/offer_id`.
       */
      offer: string;
      question: Question;
      /**
       * The answer.
       */
      answer: string;
      /**
       * Who said so, or where it is written.
       */
      note: string;
      /**
       * An attached document (name or reference).
       */
      document: string | null;
    }
  | {
      command: 'checklist_resolve';
      case: Case;
      /**
       * The offer, `provider/offer_id`.
       */
      offer: string;
      /**
       * Who checked what, and where it is written; null takes the resolution back.
       */
      note: string | null;
    }
  | {
      command: 'credentials_list';
    }
  | {
      command: 'credential_set';
      /**
       * Its name.
       */
      name: string;
      value: SecretValue;
    }
  | {
      command: 'credential_delete';
      /**
       * Its name.
       */
      name: string;
    }
  | {
      command: 'cancel';
      task: Task;
    }
  | {
      command: 'offers_list';
      filter: OfferQuery;
      storage_gb: Quantity;
      egress_gb_per_month: Quantity;
    }
  | {
      command: 'offers_history';
      /**
       * The offer, `provider/offer_id`.
       */
      offer: string;
    };
/**
 * An ISO 4217 currency that gpucase computes in.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "Currency".
 */
export type Currency = 'EUR' | 'USD' | 'GBP' | 'CHF';
/**
 * A language of the report and the user interface, written as its BCP 47 code.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "Language".
 */
export type Language = 'en' | 'de' | 'nl' | 'fr';
/**
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "FormatTag".
 */
export type FormatTag = 'gpucase/3';
/**
 * A non-negative decimal number written as a string, e.g. "1.25".
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "Quantity".
 */
export type Quantity = string;
/**
 * The period an hourly profile covers.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "Period".
 */
export type Period =
  | {
      generic_month: {
        /**
         * Hours in the period (730 for an average month).
         */
        hours: number;
        /**
         * Workdays in the period (Monday to Friday, counted from the start).
         */
        workdays: number;
      };
    }
  | {
      calendar_month: {
        /**
         * The month, `YYYY-MM`.
         */
        month: string;
        /**
         * IANA time zone of the site, e.g. `Europe/Berlin`.
         */
        time_zone: string;
        /**
         * Weekdays that are not workdays (public holidays), `YYYY-MM-DD`.
         */
        holidays: string[];
      };
    };
/**
 * Whether the work in a window must answer at once.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "WindowKind".
 */
export type WindowKind = 'interactive' | 'batch';
/**
 * The days a window starts on.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "Days".
 */
export type Days = 'workdays' | 'weekends' | 'every_day';
/**
 * A whole hour of local time, "00:00" to "24:00".
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "ClockHour".
 */
export type ClockHour = string;
/**
 * A signed decimal share written as a string: "0.03" is +3 %, "-0.10" is -10 %.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "Change".
 */
export type Change = string;
/**
 * A non-negative decimal amount and its ISO 4217 currency, e.g. "1234.56 EUR".
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "Money".
 */
export type Money = string;
/**
 * What an own server still running at the horizon's end is worth (issue 32), stated as
 * such in the breakdown.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "ValueAtHorizon".
 */
export type ValueAtHorizon =
  | {
      basis: 'book_value';
      /**
       * Years over which the purchase is depreciated (1 to 30).
       */
      depreciation_years: number;
    }
  | {
      basis: 'resale';
      share_of_purchase: Quantity;
    };
/**
 * The kinds of GPU interconnect.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "InterconnectKind".
 */
export type InterconnectKind = 'sxm' | 'nvl' | 'pcie';
/**
 * A way of paying for the offer's instances (docs/method.md section 3, "Pricing models").
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "PricingModel".
 */
export type PricingModel =
  | {
      on_demand_always: {};
    }
  | {
      on_demand_stopped: {
        /**
         * Starts of one instance per day, at most (a whole number, 0 to 24): each instance
         * is stopped in the idle gaps where that saves most and kept running through the
         * others; 0 keeps it allocated every hour. `null` derives them from the profile's
         * idle gaps (stopped in every gap longer than a restart).
         */
        starts_per_day: Quantity | null;
      };
    }
  | {
      savings_plan: {
        /**
         * Term of the commitment: 1 or 3 years.
         */
        term_years: number;
        rate_per_instance_hour: Money;
        commitment_per_hour: Money;
        usage: Usage;
        payment?: SavingsPlanPayment;
      };
    }
  | {
      capacity_reservation: {
        /**
         * Instances reserved for every hour.
         */
        reserved_instances: number;
        /**
         * Rate of a reserved instance-hour when a savings plan covers it; `null` bills the
         * on-demand rate.
         */
        discounted_rate_per_instance_hour: Money | null;
      };
    }
  | {
      capacity_block: {
        /**
         * Length of one block in days.
         */
        block_days: number;
        rate_per_instance_hour: Money;
      };
    }
  | {
      reserved: {
        /**
         * Term of the reservation: 1 or 3 years.
         */
        term_years: number;
        rate_per_instance_hour: Money;
        upfront_per_instance: Money;
      };
    }
  | {
      monthly_billed: {
        per_instance_month: Money;
        /**
         * Months the price is committed for, where it is a reservation billed by the month
         * (a 12- or 24-month term); absent for a plain monthly server. Names two monthly
         * prices of one instance apart and ties each to the offer it was read from.
         */
        term_months?: number | null;
      };
    }
  | {
      spot_batch: {
        rate_per_instance_hour: Money;
        interruption_overhead: Quantity;
      };
    };
/**
 * How instances under a commitment are used.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "Usage".
 */
export type Usage = 'always' | 'stopped_when_idle';
/**
 * When a savings plan's commitment is paid (AWS's payment options). The commitment per
 * hour is the plan's whole commitment whichever is chosen; the option moves payments
 * earlier, which changes the present value and not the total (docs/method.md section 3,
 * "Money over time").
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "SavingsPlanPayment".
 */
export type SavingsPlanPayment = 'no_upfront' | 'partial_upfront' | 'all_upfront';
/**
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "OfferKey".
 */
export type OfferKey = string;
/**
 * How GPUs are allocated.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "Allocation".
 */
export type Allocation =
  | {
      kind: 'passthrough';
    }
  | {
      kind: 'bare_metal';
    }
  | {
      kind: 'sriov_vf';
      /**
       * Share of the card, 0 to 1, when known.
       */
      share: Quantity | null;
    }
  | {
      kind: 'vgpu';
      /**
       * The profile, e.g. `A40-12Q`.
       */
      profile: string | null;
      /**
       * Share of the card, 0 to 1, when known.
       */
      share: Quantity | null;
    }
  | {
      kind: 'mig';
      /**
       * The profile, e.g. `1g.18gb`.
       */
      profile: string | null;
      /**
       * Share of the card, 0 to 1, when known.
       */
      share: Quantity | null;
    }
  | {
      kind: 'time_slicing';
      /**
       * Share of the card, 0 to 1, when known.
       */
      share: Quantity | null;
    }
  | {
      kind: 'unknown';
      /**
       * Why it is not known.
       */
      reason: string;
    };
/**
 * What separates tenants.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "Isolation".
 */
export type Isolation =
  | {
      kind: 'bare_metal';
    }
  | {
      kind: 'vm';
    }
  | {
      kind: 'container';
    }
  | {
      kind: 'unknown';
      /**
       * Why it is not known.
       */
      reason: string;
    };
/**
 * Who vouches for the host.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "HostStatus".
 */
export type HostStatus = 'provider_owned' | 'verified' | 'unverified' | 'revoked' | 'unknown';
/**
 * The period of a price.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "PricePeriod".
 */
export type PricePeriod = 'hour' | 'month';
/**
 * Pricing models of offers.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "PriceModel".
 */
export type PriceModel =
  'on_demand' | 'spot' | 'interruptible' | 'reserved' | 'savings_plan' | 'capacity_block';
/**
 * Kinds of charges outside the price.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "ChargeKind".
 */
export type ChargeKind =
  'storage' | 'egress' | 'ingress' | 'ipv4' | 'setup' | 'support' | 'licence';
/**
 * Units of charges.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "ChargeUnit".
 */
export type ChargeUnit = 'per_gb_month' | 'per_gb' | 'per_month' | 'per_hour' | 'one_off';
/**
 * Why isolation, host and location weigh more than price in this case (docs/method.md
 * section 1).
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "Concern".
 */
export type Concern = 'service_24x7' | 'gdpr_data';
/**
 * The five questions of the buyer's checklist.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "Question".
 */
export type Question =
  'isolation' | 'gpu_share' | 'extra_charges' | 'host_and_location' | 'billing';
/**
 * Where an answer comes from.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "Source".
 */
export type Source =
  | {
      kind: 'offer';
      /**
       * When the offer was read.
       */
      fetched_at: string;
    }
  | {
      kind: 'verified';
      /**
       * When the probe ran (its header's date).
       */
      probed_at: string;
    }
  | {
      kind: 'analyst';
      /**
       * The note: who said so, where it is written.
       */
      note: string;
      /**
       * An attached document (its name or reference), if any.
       */
      document: string | null;
    }
  | {
      kind: 'unknown';
      /**
       * Why, in English or in the words of the offer's source.
       */
      reason: string;
      /**
       * Whose words `reason` is: the offer's source's (shown as given, marked as theirs)
       * or gpucase's own (written in the reader's language). Absent in case files from
       * before it was kept: the reason is then shown as given.
       */
      because?: UnknownBecause | null;
    };
/**
 * Why an answer is unknown, as far as gpucase can say it in the reader's language.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "UnknownBecause".
 */
export type UnknownBecause =
  | {
      kind: 'offer_said';
    }
  | {
      kind: 'host_and_location_not_stated';
    };
/**
 * What contradicts an answer. Case files before the findings were structured hold the
 * English sentence; those stay readable and are shown as written.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "Contradiction".
 */
export type Contradiction = FindingKind | string;
/**
 * One difference between an offer's claim and what the probe saw, with its values.
 *
 * Decimal values are `None` only where the measurement could not be written as a
 * non-negative decimal (a division by a zero period, say): unknown, and shown so.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "FindingKind".
 */
export type FindingKind =
  | {
      kind: 'isolation_unknown';
      offered: IsolationKind;
    }
  | {
      kind: 'isolation_weaker';
      offered: IsolationKind;
      delivered: IsolationKind;
    }
  | {
      kind: 'isolation_stronger';
      offered: IsolationKind;
      delivered: IsolationKind;
    }
  | {
      kind: 'no_gpu';
      offered: AllocationKind;
    }
  | {
      kind: 'allocation_undetermined';
      offered: AllocationKind;
    }
  | {
      kind: 'share_instead_of_whole_gpu';
      delivered: AllocationKind;
    }
  | {
      kind: 'allocation_differs';
      offered: AllocationKind;
      delivered: AllocationKind;
    }
  | {
      kind: 'profile_differs';
      /**
       * The profile the offer names (`1g.18gb`).
       */
      offered: string;
      /**
       * The profiles the probe saw, as the driver names them.
       */
      delivered: string[];
    }
  | {
      kind: 'gpu_model_differs';
      /**
       * The GPU's index in the driver's order.
       */
      gpu: number;
      /**
       * Its name as the driver reports it.
       */
      found: string;
      /**
       * The model the offer names.
       */
      offered: string;
    }
  | {
      kind: 'gpu_count_differs';
      /**
       * GPUs offered.
       */
      offered: number;
      /**
       * GPUs (or instances) visible.
       */
      visible: number;
    }
  | {
      kind: 'vram_not_reported';
      /**
       * The GPU's index.
       */
      gpu: number;
      /**
       * GB per GPU offered.
       */
      offered_gb: Quantity | null;
    }
  | {
      kind: 'vram_short';
      /**
       * The GPU's index.
       */
      gpu: number;
      /**
       * MiB usable per GPU (or per instance).
       */
      usable_mib: number;
      /**
       * GB per GPU offered.
       */
      offered_gb: Quantity | null;
      /**
       * How much less, percent, one decimal.
       */
      short_percent: Quantity | null;
    }
  | {
      kind: 'vram_reserve';
      /**
       * The GPU's index.
       */
      gpu: number;
      /**
       * MiB reported.
       */
      usable_mib: number;
      /**
       * GB per GPU offered.
       */
      offered_gb: Quantity | null;
    }
  | {
      kind: 'cpu_unknown';
      /**
       * vCPUs offered.
       */
      offered: number;
    }
  | {
      kind: 'cpu_short';
      /**
       * vCPUs offered.
       */
      offered: number;
      /**
       * CPUs usable (the quota), one decimal.
       */
      usable: Quantity | null;
    }
  | {
      kind: 'cpus_shown_beyond_quota';
      /**
       * CPUs shown.
       */
      shown: number | null;
      /**
       * CPUs the quota allows, one decimal.
       */
      quota: Quantity | null;
    }
  | {
      kind: 'memory_unknown';
      /**
       * GB of RAM offered.
       */
      offered_gb: Quantity | null;
    }
  | {
      kind: 'memory_short';
      /**
       * GB of RAM offered.
       */
      offered_gb: Quantity | null;
      /**
       * GiB usable, one decimal.
       */
      usable_gib: Quantity | null;
    };
/**
 * Isolation an offer promises or a probe saw.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "IsolationKind".
 */
export type IsolationKind = 'bare_metal' | 'virtual_machine' | 'container';
/**
 * GPU allocation an offer promises or a probe saw.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "AllocationKind".
 */
export type AllocationKind = 'whole_gpu' | 'mig' | 'vgpu' | 'sriov_vf' | 'time_sliced';
/**
 * The isolation a probe saw, as the checklist's verified answer keeps it.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "SeenIsolation".
 */
export type SeenIsolation =
  | {
      kind: 'bare_metal';
    }
  | {
      kind: 'virtual_machine';
      /**
       * The hypervisor as the machine names it (`kvm`, `vmware`), if it does.
       */
      hypervisor: string | null;
    }
  | {
      kind: 'container';
      /**
       * The runtime as the probe names it (`docker`, `kubernetes`, `openvz`).
       */
      runtime: string;
      /**
       * Whether the host itself is a VM, if known.
       */
      host_is_virtual_machine: boolean | null;
    }
  | {
      kind: 'unknown';
    };
/**
 * The GPU allocation a probe saw, as the checklist's verified answer keeps it.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "SeenAllocation".
 */
export type SeenAllocation =
  | {
      kind: 'no_gpu';
    }
  | {
      kind: 'whole_gpu';
      via: WholeGpuVia;
    }
  | {
      kind: 'mig';
      /**
       * Their profiles as the driver names them.
       */
      profiles: string[];
    }
  | {
      kind: 'vgpu';
      /**
       * Their profiles as the driver names them.
       */
      profiles: string[];
    }
  | {
      kind: 'sriov_vf';
      /**
       * The devices as the machine lists them.
       */
      devices: string[];
    }
  | {
      kind: 'sriov_vf_likely';
      /**
       * The devices as the machine lists them.
       */
      devices: string[];
    }
  | {
      kind: 'shared';
    }
  | {
      kind: 'undetermined';
    };
/**
 * How a whole GPU reaches the machine.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "WholeGpuVia".
 */
export type WholeGpuVia = 'bare_metal' | 'passthrough' | 'container_device';
/**
 * One finding of a probe run as the checklist keeps it.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "RecordedFinding".
 */
export type RecordedFinding =
  | {
      severity: Severity;
      finding: FindingKind;
    }
  | string;
/**
 * How serious a difference is.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "Severity".
 */
export type Severity = 'critical' | 'warning' | 'info';
/**
 * The kinds of commitment a provider sells.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "CommitmentKind".
 */
export type CommitmentKind =
  'savings_plan' | 'committed_use_discount' | 'reserved_capacity' | 'other';
/**
 * The classes of data that make the large transfers of a move (docs/method.md section 5).
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "DataClass".
 */
export type DataClass = 'document_stores' | 'vector_indices' | 'logs' | 'backups' | 'model_copies';
/**
 * A password crossing from the UI: never shown by `Debug`, so that no log can hold it.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "Password".
 */
export type Password = string;
/**
 * Where one side of a comparison comes from.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "CaseSource".
 */
export type CaseSource =
  | {
      from: 'file';
      /**
       * The file.
       */
      path: string;
    }
  | {
      from: 'scenario';
      /**
       * The file.
       */
      path: string;
    }
  | {
      from: 'stored';
      /**
       * The case id.
       */
      id: string;
      /**
       * A version; `None`: the latest.
       */
      version: number | null;
    }
  | {
      from: 'draft';
      case: Case;
    };
/**
 * A secret value on its way in (into the keyring, or a key's password for one signature);
 * its `Debug` never shows it, and its memory is zeroed when it is dropped.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "SecretValue".
 */
export type SecretValue = string;
/**
 * How a fetch gets its data.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "FetchMode".
 */
export type FetchMode = 'auto' | 'raw' | 'server_side';
/**
 * The long tasks a host can watch and cancel.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "Task".
 */
export type Task = 'offers_refresh' | 'metrics_import';
/**
 * What options are ranked by (docs/method.md, "Ranking").
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "RankBasis".
 */
export type RankBasis = 'nominal' | 'present_value';
/**
 * Where the productive GPU-hours of the bill's period come from.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "ProductiveFrom".
 */
export type ProductiveFrom = 'measured' | 'profile';
/**
 * What kind of option a result is.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "OptionKind".
 */
export type OptionKind =
  | 'own'
  | 'on_demand_always'
  | 'on_demand_stopped'
  | 'savings_plan'
  | 'capacity_reservation'
  | 'capacity_block'
  | 'spot_batch'
  | 'reserved'
  | 'monthly_billed'
  | 'hybrid';
/**
 * Cost lines.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "CostKind".
 */
export type CostKind =
  | 'purchase'
  | 'licences'
  | 'electricity'
  | 'colocation'
  | 'bandwidth'
  | 'hardware_support'
  | 'operations'
  | 'residual_value'
  | 'resale_value'
  | 'compute'
  | 'restarts'
  | 'commitment'
  | 'commitment_after_horizon'
  | 'capacity_after_horizon'
  | 'on_demand_overflow'
  | 'reservation'
  | 'capacity_blocks'
  | 'spot'
  | 'storage'
  | 'egress'
  | 'ipv4'
  | 'setup'
  | 'support_plan'
  | 'rent_operations'
  | 'second_stack'
  | 'exchange_rates';
/**
 * A risk the analyst must weigh beside the cost.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "Risk".
 */
export type Risk =
  | {
      code: 'restart_capacity';
      /**
       * Starts per period.
       */
      starts_per_period: string;
    }
  | {
      code: 'no_capacity_reserved';
    }
  | {
      code: 'unused_commitment';
      /**
       * Committed spend not used over the horizon.
       */
      amount: string;
    }
  | {
      code: 'commitment_beyond_horizon';
      /**
       * Term in years.
       */
      term_years: number;
    }
  | {
      code: 'block_price_at_purchase';
    }
  | {
      code: 'spot_interruption';
    }
  | {
      code: 'no_batch_hours';
    }
  | {
      code: 'own_capacity_shortfall';
      /**
       * GPUs owned.
       */
      gpus: number;
      /**
       * Peak GPUs needed.
       */
      peak_gpus: number;
    }
  | {
      code: 'hybrid_operations';
    }
  | {
      code: 'single_machine';
      /**
       * Whether the machine is an own server (else a rented instance).
       */
      own: boolean;
      /**
       * What a second machine would cost over the horizon: an own server as quoted
       * (purchase and running costs pro rata of its life, less its residual value), or
       * a rented instance held every hour at the option's rate.
       */
      second: string;
    }
  | {
      code: 'spare_not_held';
      /**
       * The spares the case asks for.
       */
      spares: number;
    };
/**
 * The period of an [`InstanceRate`].
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "RatePeriod".
 */
export type RatePeriod = 'instance_hour' | 'instance_month';
/**
 * Why an option may not be recommended under the case's requirements.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "Exclusion".
 */
export type Exclusion =
  | {
      kind: 'restarts';
      /**
       * The windows that must answer without delay.
       */
      windows: string[];
    }
  | {
      kind: 'spot';
      /**
       * The windows that must answer without delay.
       */
      windows: string[];
    }
  | {
      kind: 'partly_held';
      /**
       * The windows that need more.
       */
      windows: string[];
      /**
       * GPUs held every hour.
       */
      held_gpus: number;
      /**
       * GPUs the windows need.
       */
      needed_gpus: number;
    }
  | {
      kind: 'outside_eu';
      /**
       * The offer, `provider/offer_id`.
       */
      offer: string;
      /**
       * Its country (ISO 3166-1 alpha-2).
       */
      country: string;
    }
  | {
      kind: 'location_unknown';
      /**
       * The offer.
       */
      offer: string;
    }
  | {
      kind: 'container';
      /**
       * The offer.
       */
      offer: string;
      concern: Concern;
    }
  | {
      kind: 'isolation_unknown';
      /**
       * The offer.
       */
      offer: string;
      concern: Concern;
    }
  | {
      kind: 'host_not_vouched';
      /**
       * The offer.
       */
      offer: string;
      status: HostStatus;
      concern: Concern;
    }
  | {
      kind: 'host_unknown';
      /**
       * The offer.
       */
      offer: string;
      concern: Concern;
    }
  | {
      kind: 'gpu_memory_short';
      /**
       * The offer.
       */
      offer: string;
      vram_gb: Quantity;
      min_gb: Quantity;
    }
  | {
      kind: 'gpu_memory_unknown';
      /**
       * The offer.
       */
      offer: string;
      min_gb: Quantity;
    }
  | {
      kind: 'probe_contradiction';
      /**
       * The offer.
       */
      offer: string;
      /**
       * When the probe ran.
       */
      probed_at: string;
      finding: FindingKind;
    }
  | {
      kind: 'withdrawn';
      /**
       * The offer.
       */
      offer: string;
    }
  | {
      kind: 'replica_too_large';
      /**
       * GPUs of one server or instance.
       */
      machine_gpus: number;
      /**
       * GPUs one replica needs.
       */
      replica_gpus: number;
    }
  | {
      kind: 'domain_too_small';
      interconnect: InterconnectKind;
      /**
       * GPUs in one of its domains.
       */
      domain_gpus: number;
      /**
       * GPUs one replica needs in one domain.
       */
      replica_gpus: number;
    }
  | {
      kind: 'interconnect_unknown';
      /**
       * GPUs one replica needs in one domain.
       */
      replica_gpus: number;
    }
  | {
      kind: 'replica_memory_unknown';
      memory_gb: Quantity;
    }
  | {
      kind: 'offer_not_shortlisted';
      /**
       * The offer.
       */
      offer: string;
      requirement: Requirement;
    }
  | {
      kind: 'no_offer';
      requirement: Requirement;
    };
/**
 * One requirement of the case, as what would have to change names it.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "Requirement".
 */
export type Requirement =
  | {
      kind: 'must_answer';
      /**
       * The window's name.
       */
      window: string;
    }
  | {
      kind: 'gdpr_data';
    }
  | {
      kind: 'service_24x7';
    }
  | {
      kind: 'min_gpu_memory';
      gb: Quantity;
    }
  | {
      kind: 'replica';
      /**
       * GPUs per replica.
       */
      gpus: number;
      /**
       * Whether they must share one NVLink domain.
       */
      one_nvlink_domain: boolean;
    }
  | {
      kind: 'probe_resolved';
      /**
       * The offer.
       */
      offer: string;
    }
  | {
      kind: 'current_offer';
      /**
       * The offer.
       */
      offer: string;
    };
/**
 * What a break-even comparison found.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "BreakEvenVerdict".
 */
export type BreakEvenVerdict =
  | 'rent_cheaper_below_share'
  | 'own_cheaper_at_any_share'
  | 'rent_cheaper_at_any_share'
  | 'share_cancels';
/**
 * The broad family of an option: buy, rent (any pricing model) or both.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "Family".
 */
export type Family = 'own' | 'rented' | 'hybrid';
/**
 * Which library is open: a local file, or a team library on a server.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "LibraryLocation".
 */
export type LibraryLocation =
  | {
      kind: 'local';
      /**
       * Its file.
       */
      path: string;
    }
  | {
      kind: 'team';
      /**
       * Its URL, without a password.
       */
      url: string;
      /**
       * The role it is open as.
       */
      role: string;
    };
/**
 * How an input changed.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "ChangeKind".
 */
export type ChangeKind = 'added' | 'removed' | 'changed';
/**
 * Which side an option is on.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "Presence".
 */
export type Presence = 'both' | 'only_old' | 'only_new';
/**
 * Which way a cost moved.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "Direction".
 */
export type Direction = 'up' | 'down' | 'same' | 'unknown';
/**
 * Whether the signed bytes are as signed.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "IntegrityCheck".
 */
export type IntegrityCheck =
  | {
      kind: 'intact';
    }
  | {
      kind: 'changed';
    }
  | {
      kind: 'signature_invalid';
    }
  | {
      kind: 'unreadable';
      /**
       * What is wrong.
       */
      reason: string;
    };
/**
 * What of the file a signature covers.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "CoverageCheck".
 */
export type CoverageCheck =
  | {
      kind: 'whole_document';
    }
  | {
      kind: 'appended';
      /**
       * Bytes after the signed revision.
       */
      bytes: number;
      changes: AppendedChanges;
      /**
       * Whether they replaced the signature's own dictionary (what is shown is what was
       * signed).
       */
      rewritten: boolean;
    }
  | {
      kind: 'unknown';
    };
/**
 * What updates appended after a signature change on the pages.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "AppendedChanges".
 */
export type AppendedChanges =
  | {
      kind: 'none';
    }
  | {
      kind: 'signature_fields';
      /**
       * The pages, numbered as in the current file.
       */
      pages: number[];
    }
  | {
      kind: 'pages';
      /**
       * The changed pages, numbered as in the current file.
       */
      pages: number[];
    }
  | {
      kind: 'unknown';
      /**
       * What could not be read.
       */
      reason: string;
    };
/**
 * Whether a signature's certificate chains to a trust anchor given.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "TrustCheck".
 */
export type TrustCheck =
  | {
      kind: 'trusted';
      /**
       * The anchor's name.
       */
      anchor: string;
    }
  | {
      kind: 'not_trusted';
      /**
       * The first reason found, naming the certificate at fault, in the reader's
       * language.
       */
      reason: string;
    }
  | {
      kind: 'not_checked';
    };
/**
 * The state of a file's signature, as a host shows it.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "SignatureState".
 */
export type SignatureState =
  | {
      state: 'unsigned';
    }
  | {
      state: 'signed';
      /**
       * Who signed (the certificate's common name), if the certificate says.
       */
      signer: string | null;
      /**
       * When, as the signer claims (UTC, RFC 3339).
       */
      signed_at: string | null;
      trust: TrustState;
    };
/**
 * Whether a signer is trusted.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "TrustState".
 */
export type TrustState =
  | {
      state: 'trusted';
      /**
       * The anchor's name.
       */
      anchor: string;
    }
  | {
      state: 'not_trusted';
      /**
       * Why, naming the certificate at fault, in the reader's language.
       */
      reason: string;
    }
  | {
      state: 'not_checked';
    };
/**
 * The file's results compared with those computed here.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "ResultsCheck".
 */
export type ResultsCheck =
  | {
      state: 'match';
      /**
       * Which gpucase computed the file's figures.
       */
      computed_by: string;
    }
  | {
      state: 'differ';
      /**
       * Which gpucase computed the file's figures.
       */
      computed_by: string;
      /**
       * One line per difference, in the reader's language.
       */
      differences: string[];
    }
  | {
      state: 'not_in_file';
    };
/**
 * What importing a scenario file would write: never an overwrite.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "ImportTarget".
 */
export type ImportTarget =
  | {
      into: 'new_case';
    }
  | {
      into: 'new_version';
      /**
       * The version the import would write.
       */
      version: number;
      /**
       * The stored case's title, as of its latest version.
       */
      local_name: string;
      /**
       * The stored case's latest version, the one to compare with.
       */
      local_version: number;
    };
/**
 * How the machine is isolated from others.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "Isolation2".
 */
export type Isolation2 =
  | {
      kind: 'bare_metal';
    }
  | {
      kind: 'virtual_machine';
      /**
       * The hypervisor as named by `systemd-detect-virt` or DMI (`kvm`, `vmware`, ...).
       */
      hypervisor: string | null;
    }
  | {
      kind: 'container';
      runtime: ContainerRuntime;
      /**
       * The runtime's own name when it is none of the known ones (`openvz`, `wsl`, ...).
       */
      runtime_name: string | null;
      /**
       * Whether the host itself is a VM (the `hypervisor` CPU flag): `None` when not known.
       */
      host_is_virtual_machine: boolean | null;
    }
  | {
      kind: 'unknown';
    };
/**
 * The container runtime.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "ContainerRuntime".
 */
export type ContainerRuntime =
  | 'docker'
  | 'podman'
  | 'lxc'
  | 'containerd'
  | 'kubernetes'
  | 'systemd_nspawn'
  | 'other'
  | 'unknown';
/**
 * A note on a verdict: what it means for the buyer, or why it is uncertain.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "Note".
 */
export type Note =
  | {
      kind: 'container_host_is_vm';
      /**
       * The hypervisor as the machine names it.
       */
      hypervisor: string;
    }
  | {
      kind: 'container_host_hypervisor_flag';
    }
  | {
      kind: 'container_shares_kernel';
    }
  | {
      kind: 'detect_virt_none_but_container';
    }
  | {
      kind: 'container_by_markers';
    }
  | {
      kind: 'likely_bare_metal';
    }
  | {
      kind: 'application_container';
      /**
       * PID 1's command name.
       */
      comm: string;
    }
  | {
      kind: 'kernel_is_hosts';
      /**
       * `uname -r`, if read.
       */
      release: string | null;
    }
  | {
      kind: 'modules_are_hosts';
    }
  | {
      kind: 'modules_hidden';
    }
  | {
      kind: 'vgpu_shared';
    }
  | {
      kind: 'vgpu_licensed_product';
      /**
       * The product as the driver names it.
       */
      product: string;
    }
  | {
      kind: 'mig_without_instance';
    }
  | {
      kind: 'mig_instance';
    }
  | {
      kind: 'sriov_virtual_functions';
    }
  | {
      kind: 'sriov_virtual_functions_of_host';
    }
  | {
      kind: 'no_gpu_visible';
    }
  | {
      kind: 'gpu_presence_unknown';
    }
  | {
      kind: 'no_nvidia_tool';
    }
  | {
      kind: 'passthrough';
    }
  | {
      kind: 'vm_without_virtualization_mode';
    }
  | {
      kind: 'gpu_used_by_others';
      /**
       * The GPU's index.
       */
      gpu: number;
      /**
       * MiB in use.
       */
      used_mib: number;
    }
  | {
      kind: 'container_whole_gpu';
    }
  | {
      kind: 'isolation_unknown';
    }
  | {
      kind: 'host_has_other_gpus';
      /**
       * NVIDIA GPUs on the PCI bus.
       */
      on_bus: number;
      /**
       * GPUs the driver gives this machine.
       */
      given: number;
    }
  | {
      kind: 'time_slicing_invisible';
    }
  | {
      kind: 'cpus_beyond_quota';
      /**
       * CPUs shown.
       */
      shown: number;
      /**
       * CPUs the quota allows, one decimal; `None` where not a non-negative number.
       */
      quota: Quantity | null;
    }
  | {
      kind: 'free_not_c_locale';
      /**
       * The row label `free` printed (`Speicher:`).
       */
      label: string;
    }
  | {
      kind: 'memory_beyond_limit';
      /**
       * GiB shown, one decimal.
       */
      shown_gib: Quantity | null;
      /**
       * GiB of the limit, one decimal.
       */
      limit_gib: Quantity | null;
    }
  | {
      kind: 'container_by_signals';
    }
  | {
      kind: 'container_signals_inconclusive';
    }
  | {
      kind: 'cgroup_root_has_limits';
    }
  | {
      kind: 'runtime_bind_mounts';
      /**
       * The paths mounted.
       */
      paths: string[];
    }
  | {
      kind: 'root_is_subdirectory';
      /**
       * The directory, as mountinfo shows it.
       */
      root: string;
    }
  | {
      kind: 'user_namespace_mapped';
      /**
       * The first line of `/proc/self/uid_map`, spaces collapsed.
       */
      map: string;
    }
  | {
      kind: 'pid1_not_init';
      /**
       * PID 1's command name.
       */
      comm: string;
    }
  | {
      kind: 'container_modules_loaded';
      /**
       * The modules.
       */
      modules: string[];
    }
  | {
      kind: 'sriov_vf_likely';
      /**
       * Its PCI address.
       */
      device: string;
    }
  | {
      kind: 'igpu_outside_its_slot';
      /**
       * Its PCI address.
       */
      device: string;
    }
  | {
      kind: 'behind_emulated_root_port';
      /**
       * The root port's PCI address.
       */
      port: string;
      /**
       * Its vendor:device id.
       */
      id: string;
    }
  | {
      kind: 'sriov_capable_igpu';
      /**
       * Its vendor:device id.
       */
      id: string;
    }
  | {
      kind: 'not_a_physical_function';
    }
  | {
      kind: 'igpu_driver_bound';
      /**
       * The driver's name.
       */
      driver: string;
    }
  | {
      kind: 'no_display_connectors';
      /**
       * The DRM card (`card0`).
       */
      card: string;
    }
  | {
      kind: 'vf_mode_not_confirmed';
      /**
       * The line the log printed instead, if any.
       */
      detail: string | null;
    }
  | {
      kind: 'vf_mode_not_in_log';
    }
  | {
      kind: 'driver_reports_vf_mode';
      /**
       * The kernel log line.
       */
      line: string;
    };
/**
 * Own kernel or the host's.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "KernelOwnership".
 */
export type KernelOwnership = 'own' | 'host' | 'unknown';
/**
 * Whether kernel modules can be listed from inside.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "ModulesVisibility".
 */
export type ModulesVisibility =
  | {
      kind: 'visible';
      /**
       * Number of modules listed.
       */
      count: number;
      /**
       * Whether an NVIDIA kernel module is among them.
       */
      nvidia_loaded: boolean;
    }
  | {
      kind: 'hidden';
    }
  | {
      kind: 'unknown';
    };
/**
 * GPU memory technology.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "MemoryKind".
 */
export type MemoryKind = 'hbm' | 'gddr';
/**
 * Outcome of the VRAM check.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "VramStatus".
 */
export type VramStatus = 'matches' | 'shortfall' | 'unknown_model' | 'not_reported';
/**
 * What the VRAM check found, with the values it rests on.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "VramExplanation".
 */
export type VramExplanation =
  | {
      kind: 'not_in_datasheet';
      /**
       * The GPU's name as the driver reports it.
       */
      name: string;
    }
  | {
      kind: 'not_reported';
      /**
       * The datasheet's model.
       */
      model: string;
      /**
       * Its nominal GB.
       */
      nominal_gb: Quantity | null;
      /**
       * The vendor document.
       */
      source: string;
    }
  | {
      kind: 'matches';
      /**
       * The datasheet's model.
       */
      model: string;
      /**
       * MiB reported.
       */
      usable_mib: number;
      /**
       * MiB the card has.
       */
      nominal_mib: number;
      /**
       * Percent less, one decimal.
       */
      short_percent: Quantity | null;
      /**
       * The reserve allowed, percent.
       */
      tolerance_percent: Quantity | null;
      memory_kind: MemoryKind;
    }
  | {
      kind: 'mig_slice';
      /**
       * The datasheet's model.
       */
      model: string;
      /**
       * MiB usable.
       */
      usable_mib: number;
      /**
       * MiB the card has.
       */
      nominal_mib: number;
      /**
       * The instances' profiles.
       */
      profiles: string[];
    }
  | {
      kind: 'vgpu_profile';
      /**
       * The datasheet's model.
       */
      model: string;
      /**
       * MiB usable.
       */
      usable_mib: number;
      /**
       * MiB the card has.
       */
      nominal_mib: number;
      /**
       * The vGPU profile (the GPU's name in the guest).
       */
      profile: string;
    }
  | {
      kind: 'unidentified';
      /**
       * The datasheet's model.
       */
      model: string;
      /**
       * MiB usable.
       */
      usable_mib: number;
      /**
       * MiB the card has.
       */
      nominal_mib: number;
      /**
       * Percent less, one decimal.
       */
      short_percent: Quantity | null;
      /**
       * The reserve allowed, percent.
       */
      tolerance_percent: Quantity | null;
    };
/**
 * Whole GPU or a share.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "Allocation2".
 */
export type Allocation2 =
  | {
      kind: 'no_gpu';
    }
  | {
      kind: 'whole_gpu';
      via: WholeGpuPath;
    }
  | {
      kind: 'mig';
      /**
       * Profiles of the visible instances (`1g.18gb`).
       */
      profiles: string[];
    }
  | {
      kind: 'vgpu';
      /**
       * vGPU types (`NVIDIA A40-8Q`).
       */
      profiles: string[];
    }
  | {
      kind: 'sriov_vf';
      /**
       * PCI addresses of the virtual functions.
       */
      devices: string[];
      confidence: Confidence;
    }
  | {
      kind: 'shared';
    }
  | {
      kind: 'undetermined';
    };
/**
 * How a whole GPU reaches the machine.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "WholeGpuPath".
 */
export type WholeGpuPath = 'bare_metal' | 'passthrough' | 'container_device';
/**
 * How sure a conclusion is.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "Confidence".
 */
export type Confidence = 'verified' | 'likely';
/**
 * Why a section is missing.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "MissingReason".
 */
export type MissingReason =
  | 'not_in_output'
  | 'truncated'
  | 'tool_not_installed'
  | 'needs_root'
  | 'permission_denied'
  | 'failed'
  | 'unreadable';
/**
 * What a finding is about.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "Topic".
 */
export type Topic =
  'isolation' | 'allocation' | 'gpu_model' | 'gpu_count' | 'vram' | 'cpu' | 'memory';
/**
 * A stable, machine-readable error kind.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "ErrorCode".
 */
export type ErrorCode =
  | 'io'
  | 'invalid_case'
  | 'too_large'
  | 'store'
  | 'not_found'
  | 'not_a_store'
  | 'stale'
  | 'denied'
  | 'report'
  | 'no_data_dir'
  | 'plugin'
  | 'signing'
  | 'workbook'
  | 'internal';

/**
 * Everything that crosses between the webview and Rust.
 */
export interface Ipc {
  request: Request;
  outputs: Outputs;
  error: ErrorPayload;
  progress: Progress;
}
/**
 * One rent-or-buy case.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "Case".
 */
export interface Case {
  format: FormatTag;
  /**
   * Stable identity of the case across versions and colleagues (letters, digits, `-`, `_`).
   */
  id: string;
  /**
   * Title of the case.
   */
  name: string;
  /**
   * What the case is about and what its figures rest on.
   */
  description: string;
  currency: Currency;
  /**
   * Rates for every other currency the case uses, with date and source.
   */
  exchange_rates: ExchangeRate[];
  /**
   * Years over which options are compared.
   */
  horizon_years: number;
  workload: Schedule;
  /**
   * Quotes for servers to buy.
   */
  own: OwnQuote[];
  /**
   * Offers to rent, each with the pricing models to compare.
   */
  rent: RentOffer[];
  /**
   * Own GPUs for the base load and rented ones for peaks, if compared.
   */
  hybrid: HybridInput | null;
  /**
   * Offers from the catalog shortlisted for this case, as they were seen (with their
   * fetch time), for the checklist and the report.
   */
  shortlist: Offer[];
  /**
   * The workload measured from imported metrics (hourly aggregates), if any.
   */
  metrics?: Measured | null;
  /**
   * What the team's own bills say it pays today for GPUs (`gpucase case bills`): the
   * baseline the options are set against.
   */
  billed?: Billed | null;
  /**
   * The buyer's checklist per shortlisted offer, once one was started.
   */
  checklist?: Checklist | null;
  /**
   * The facts for leaving a provider: planned switch date, commitments, data to move and
   * egress tiers (the Data Act notes of the report).
   */
  switching?: SwitchingFacts | null;
  /**
   * The language the analyst works on this case in: the desktop switches to it when the
   * case opens. A case without one keeps the language the UI already shows.
   */
  language?: Language | null;
  /**
   * What the service needs (must-answer windows, GPU memory); together with the
   * checklist's concerns it decides which options may be recommended. A case without it
   * states none, and the recommendation says so.
   */
  requirements?: Requirements | null;
  /**
   * Money over time: the company's discount rate, for the present value of each
   * option's monthly cash flows. A case without it discounts nothing (0 %).
   */
  finance?: Finance | null;
  /**
   * Staff time outside the own quotes: operating rented instances, and running both an
   * own and a rented stack in a hybrid. Absent: neither is costed.
   */
  operations?: Operations | null;
}
/**
 * The rate at which one unit of `from` buys `rate` units of `to`, as recorded on `date`.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "ExchangeRate".
 */
export interface ExchangeRate {
  from: Currency;
  to: Currency;
  rate: Quantity;
  /**
   * The day the rate was taken (ISO 8601 date).
   */
  date: string;
  /**
   * Where the rate comes from (e.g. the ECB reference rate, a bank's forward rate).
   */
  source: string;
  /**
   * The year of the horizon the rate is expected for, from 2: what is paid in that year
   * (and the years after it up to the next rate given) converts at it. Absent for
   * today's rate, which year 1 converts at (docs/method.md "Exchange rates by year").
   */
  year?: number | null;
}
/**
 * What the analyst knows about the workload when no metrics are imported yet.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "Schedule".
 */
export interface Schedule {
  /**
   * GPUs the service runs on at its peak: the fleet to own or rent.
   */
  gpus: number;
  period: Period;
  /**
   * When GPUs are productive. Windows share the fleet: where they overlap, their GPUs add
   * up to at most `gpus`.
   */
  windows: Window[];
  storage_gb: Quantity;
  egress_gb_per_month: Quantity;
  /**
   * Yearly growth of the demand, from year 2 on: `"0.60"` needs 60 % more GPUs in each
   * hour every year, year `y`'s GPUs being the profile's × `(1 + growth)^(y - 1)`, rounded
   * up to whole GPUs (from 0 to 1). Absent: the profile repeats unchanged over the
   * horizon.
   */
  growth_per_year?: Change | null;
}
/**
 * A recurring window of productive GPU time.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "Window".
 */
export interface Window {
  /**
   * What runs, e.g. "Chat and RAG assistant".
   */
  name: string;
  kind: WindowKind;
  days: Days;
  start: ClockHour;
  end: ClockHour;
  /**
   * GPUs productive during the window.
   */
  gpus: number;
}
/**
 * A quote for servers to buy and run for their service life.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "OwnQuote".
 */
export interface OwnQuote {
  /**
   * Identity within the case.
   */
  id: string;
  /**
   * What is quoted, e.g. "HGX H200 8-GPU server".
   */
  label: string;
  /**
   * GPUs in the quote.
   */
  gpus: number;
  purchase: Money;
  licences_per_year: Money;
  power_kw: Quantity;
  pue: Quantity;
  kwh_price: Money;
  colocation_per_month: Money;
  /**
   * IP transit or uplink per server per month (the own side's bandwidth, as egress is
   * the rented side's); absent: none costed.
   */
  bandwidth_per_month?: Money | null;
  support_per_year: Money;
  operating_hours_per_month: Quantity;
  operating_hour_rate: Money;
  /**
   * Years of service.
   */
  service_life_years: number;
  residual_value: Money;
  /**
   * What the servers still running are worth at the horizon's end; absent: their book
   * value, straight-line depreciation to the residual value over the service life.
   */
  value_at_horizon?: ValueAtHorizon | null;
  /**
   * Where the figures come from.
   */
  source: string;
  /**
   * How the server's GPUs are joined; unknown when absent.
   */
  interconnect?: Interconnect | null;
  /**
   * Memory per GPU in GB (141 for an H200); unknown when absent, so a required minimum
   * cannot be checked for the quote.
   */
  gpu_memory_gb?: Quantity | null;
  /**
   * Free GPU slots of the server and what a card for them costs. Absent: the quote is one
   * indivisible server, and the own side moves in whole servers of `gpus` GPUs.
   */
  cards?: CardSlots | null;
  /**
   * Purchases after the first, at months of the horizon. With stages the own option buys
   * the quote as it stands in month 1 and then these, instead of sizing for the peak at
   * once; before a stage, demand above the GPUs installed is not served.
   */
  stages?: Stage[];
}
/**
 * How a server's or an instance's GPUs are joined, which decides how many GPUs one model
 * replica can span at full bandwidth: SXM boards with NVSwitch join 4 or 8, NVL bridges
 * join 2 or 4 PCIe cards, plain PCIe joins none (a domain of one GPU).
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "Interconnect".
 */
export interface Interconnect {
  kind: InterconnectKind;
  /**
   * GPUs in one NVLink domain (1 for PCIe).
   */
  domain_gpus: number;
}
/**
 * The free GPU slots of a quoted server and the price of filling them: the server as quoted
 * holds `gpus` cards, each further card goes into a free slot (issue 17: "a server can
 * start with four cards and grow").
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "CardSlots".
 */
export interface CardSlots {
  /**
   * GPU slots in the chassis, at least the cards it is quoted with.
   */
  slots: number;
  card_price: Money;
  power_kw_per_card: Quantity;
  residual_value_per_card: Money;
}
/**
 * A purchase under an own quote after the first: cards into free slots of the servers
 * bought so far, or whole servers as quoted, bought and paid in one month of the horizon
 * and running from then on.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "Stage".
 */
export interface Stage {
  /**
   * Month of the horizon it is bought in, from 2 (month 1 is the first purchase) to the
   * horizon's last month.
   */
  month: number;
  /**
   * Cards added into free slots.
   */
  cards: number;
  /**
   * Whole servers added, each as quoted (with the quote's `gpus` cards).
   */
  servers: number;
  purchase: Money;
}
/**
 * An offer to rent instances, with the pricing models to compare for it.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "RentOffer".
 */
export interface RentOffer {
  /**
   * Identity within the case.
   */
  id: string;
  /**
   * What is offered, e.g. "p5e.48xlarge (8x H200)".
   */
  label: string;
  /**
   * Who sells it.
   */
  provider: string;
  /**
   * GPUs in one instance; every allocated hour bills all of them.
   */
  gpus_per_instance: number;
  on_demand_per_instance_hour: Money;
  boot_minutes: Quantity;
  model_load_minutes: Quantity;
  charges: Charges;
  /**
   * Pricing models of this offer to compare.
   */
  pricing: PricingModel[];
  /**
   * Where the figures come from.
   */
  source: string;
  /**
   * The shortlisted offers the figures were taken from, by key, one per price read: the
   * price as offered, when and where it was read are the shortlist's, held once. Empty
   * for an option typed by hand.
   */
  offers?: OfferKey[];
  /**
   * Fields whose figure no offer publishes and which hold a stated default the analyst
   * may change (e.g. `boot_minutes`); they stay marked until the analyst sets them.
   */
  assumed?: string[];
  /**
   * How the instance's GPUs are joined; unknown when absent.
   */
  interconnect?: Interconnect | null;
  /**
   * Memory per GPU in GB as offered (a share's memory for a shared GPU); unknown when
   * absent. Taken from the catalog offer; with a replica's memory stated it sizes how
   * many of the instance's GPUs one replica runs on.
   */
  gpu_memory_gb?: Quantity | null;
  /**
   * Whether the offer bills each month at its start (a hoster's monthly server) rather
   * than at its end (a cloud's hourly bill): the same total, paid a month earlier, which
   * the present value counts.
   */
  billed_in_advance?: boolean;
}
/**
 * What a rented option bills outside the hourly price.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "Charges".
 */
export interface Charges {
  storage_per_gb_month: Money;
  /**
   * Internet egress tiers per month, in ascending order; the last has no upper bound.
   */
  egress_tiers: EgressTier[];
  ipv4_per_month: Money;
  setup_fee: Money;
  support_per_month: Money;
  support_share_of_compute: Quantity;
}
/**
 * One tier of egress pricing: GB up to `up_to_gb` in a month cost `per_gb`.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "EgressTier".
 */
export interface EgressTier {
  /**
   * Upper bound of the tier in GB per month; `null` for the last tier.
   */
  up_to_gb: Quantity | null;
  per_gb: Money;
}
/**
 * A hybrid: own GPUs for the base load, rented on-demand instances for the hours above it.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "HybridInput".
 */
export interface HybridInput {
  /**
   * The own quote whose cost per GPU the own part uses.
   */
  own: string;
  /**
   * The rent offer that takes the peaks, on-demand and stopped when idle.
   */
  rent: string;
}
/**
 * One offer of a provider, normalised.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "Offer".
 */
export interface Offer {
  /**
   * The plugin that produced it.
   */
  provider: string;
  /**
   * The provider's identity of the offer.
   */
  offer_id: string;
  /**
   * Where the offer was read.
   */
  source_url: string;
  /**
   * When it was read (UTC, RFC 3339).
   */
  fetched_at: string;
  /**
   * The provider's name of what is sold: an instance type, plan or server (`p5.48xlarge`,
   * `Standard_ND96isr_H200_v5`, `GEX130`), where the id is not it. The offers of one
   * product in one place are its pricing models, listed together.
   */
  product?: string | null;
  /**
   * For an offer read from a public catalog that restates other providers' prices (a
   * second source, such as SkyPilot's catalog): the plugin id of the provider whose
   * offer it restates (`aws`). The catalog checks that provider's offer of the same
   * product, place and pricing model against it and notes where the prices disagree.
   */
  restates?: string | null;
  gpu: Gpu;
  allocation: Allocation;
  isolation: Isolation;
  host: Host;
  location: Location;
  host_status: HostStatus;
  /**
   * GPU interconnect where published (e.g. "SXM with NVSwitch", "NVL 4-way", "PCIe"), as
   * the seller writes it; [`Offer::interconnect_kind`] reads the structure from it.
   */
  interconnect: string | null;
  /**
   * Performance tier where the seller publishes one.
   */
  performance_tier: string | null;
  price: Price;
  /**
   * Charges outside the price.
   */
  charges: Charge[];
  /**
   * Charges the provider bills but whose price could not be read (a price list's
   * endpoint failed): each stays visibly unknown rather than reading as none.
   */
  unknown_charges?: UnknownCharge[];
  /**
   * Free capacity as the provider reported it when the offer was read; absent where the
   * provider reports none (never guessed). Not part of what the offer is: a change of it
   * alone is no new observation in the catalog's history.
   */
  availability?: Availability | null;
  /**
   * Set on an offer of a case's shortlist when a refresh of the case's prices found it
   * no longer in the catalog: what the case holds of it is its last observation. An
   * offer read from a provider never has it.
   */
  withdrawn?: boolean;
}
/**
 * The GPUs of an offer.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "Gpu".
 */
export interface Gpu {
  /**
   * The name as the provider writes it.
   */
  raw_name: string;
  /**
   * The canonical model, e.g. `H200 SXM 141GB`; see [`canonical_gpu`].
   */
  model: string;
  /**
   * GPUs in the offer (whole cards; a share is in the allocation).
   */
  count: number;
  /**
   * Memory per GPU in GB as offered (a share may offer less than the card has).
   */
  vram_gb: Quantity | null;
}
/**
 * The host machine and the customer's share of it; `None` where not published.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "Host".
 */
export interface Host {
  /**
   * GPUs in the host.
   */
  gpus: number | null;
  /**
   * CPU cores in the host.
   */
  cpu_cores: number | null;
  /**
   * The customer's vCPUs.
   */
  your_vcpus: Quantity | null;
  /**
   * The customer's RAM in GB.
   */
  your_ram_gb: Quantity | null;
}
/**
 * Where the machine is; `None` where not published.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "Location".
 */
export interface Location {
  /**
   * ISO 3166-1 alpha-2 country code.
   */
  country: string | null;
  /**
   * Region, state or provider region name.
   */
  region: string | null;
  /**
   * City.
   */
  city: string | null;
  /**
   * Data centre.
   */
  datacenter: string | null;
}
/**
 * The published price.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "Price".
 */
export interface Price {
  amount: Money;
  period: PricePeriod;
  model: PriceModel;
  /**
   * Term of a reservation or commitment, in months.
   */
  term_months: number | null;
}
/**
 * A charge outside the price.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "Charge".
 */
export interface Charge {
  kind: ChargeKind;
  amount: Money;
  unit: ChargeUnit;
  /**
   * Whether it is billed while the instance is stopped; `None` when not published.
   */
  billed_while_stopped: boolean | null;
}
/**
 * A charge an offer is billed whose price is not known: no amount is guessed, and a rent
 * option made from the offer costs none of it (the report says so).
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "UnknownCharge".
 */
export interface UnknownCharge {
  kind: ChargeKind;
  /**
   * Why its price is not known, as the plugin says it.
   */
  why: string;
}
/**
 * Capacity a provider reported free for an offer (Vast's `rentable`, RunPod's
 * `stockStatus`, Lambda's regions with capacity, Hyperstack's `stock_available`).
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "Availability".
 */
export interface Availability {
  /**
   * Whether the offer could be started when it was read.
   */
  available: boolean;
  /**
   * How many the provider reported free (instances, or the unit it counts in), where it
   * gives a count.
   */
  count?: number | null;
  /**
   * The provider's own word for the level, where it gives one (`High`, `Low`), as given.
   */
  level?: string | null;
  /**
   * When the provider reported it (UTC, RFC 3339): its own time where it gives one, else
   * when the offer was read.
   */
  as_of: string;
}
/**
 * Workload measured from metrics.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "Measured".
 */
export interface Measured {
  /**
   * Whether the TCO engine uses these hours in place of the schedule.
   */
  use_as_profile: boolean;
  /**
   * Where the data came from.
   */
  sources: MetricsSource[];
  /**
   * When it was imported (UTC, RFC 3339).
   */
  imported_at: string;
  /**
   * IANA time zone of the site: days, weekdays and periods are local to it.
   */
  time_zone: string;
  sm_active_threshold: Quantity;
  /**
   * GPUs seen in the data: the fleet.
   */
  fleet_gpus: number;
  /**
   * Start of the first hour (UTC, on the hour).
   */
  first_hour_utc: string;
  /**
   * GPUs productive in each hour from `first_hour_utc`.
   */
  productive_gpus: number[];
  /**
   * Of those, GPUs productive without a running request: batch work, by SM activity or
   * by the analyst's batch schedule.
   */
  batch_only_gpus: number[];
  /**
   * GPUs without any sample in each hour (counted apart, never as idle).
   */
  no_data_gpus: number[];
  /**
   * GPUs more that each hour's waiting requests would have kept busy (see
   * `gpucase_metrics::summary`, "Queue"); empty when no request waited, and in files of
   * imports before the queue was measured.
   */
  queued_gpus?: number[];
  summary: MeasuredSummary;
}
/**
 * One source of imported metrics.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "MetricsSource".
 */
export interface MetricsSource {
  /**
   * A file's name (without its folder) or a server's URL (without credentials).
   */
  name: string;
  /**
   * The format read (`prometheus_query_range`, `grafana_csv`, `prometheus_server`, …).
   */
  format: string;
  /**
   * Samples read from it.
   */
  samples: number;
}
/**
 * The figures of an import.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "MeasuredSummary".
 */
export interface MeasuredSummary {
  /**
   * Productive GPU-hours.
   */
  productive_gpu_hours: number;
  /**
   * GPUs × hours of the period.
   */
  total_gpu_hours: number;
  /**
   * GPU-hours without a sample.
   */
  no_data_gpu_hours: number;
  /**
   * Per GPU.
   */
  per_gpu: MeasuredGpu[];
  sm_activity: MeasuredSm;
  queue: MeasuredQueue;
  data_quality: MeasuredQuality;
  mapping: MeasuredMapping;
}
/**
 * One GPU of an import.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "MeasuredGpu".
 */
export interface MeasuredGpu {
  /**
   * Host.
   */
  host: string;
  /**
   * GPU index on the host.
   */
  gpu: number;
  /**
   * GPU model as DCGM names it.
   */
  gpu_model: string | null;
  /**
   * vLLM servers mapped to it.
   */
  servers: string[];
  /**
   * Productive hours.
   */
  productive_hours: number;
  /**
   * Hours without data.
   */
  no_data_hours: number;
  /**
   * Hours in the period.
   */
  total_hours: number;
  /**
   * Mean SM activity over its hours with data (4 decimals).
   */
  mean_sm_active: Quantity | null;
}
/**
 * SM activity over productive GPU-hours (statistics of hourly means, 4 decimals).
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "MeasuredSm".
 */
export interface MeasuredSm {
  /**
   * Productive GPU-hours with SM data.
   */
  gpu_hours: number;
  /**
   * Mean.
   */
  mean: Quantity | null;
  /**
   * Median.
   */
  median: Quantity | null;
  /**
   * 95th percentile.
   */
  p95: Quantity | null;
  /**
   * Share of those GPU-hours at 0.8 or more.
   */
  share_at_least_0_8: Quantity | null;
}
/**
 * The request queue.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "MeasuredQueue".
 */
export interface MeasuredQueue {
  /**
   * Clock hours in which any server had a waiting request.
   */
  hours_with_waiting: number;
  /**
   * The most requests waiting at one server.
   */
  peak_waiting: Quantity | null;
  /**
   * The hour of that peak (UTC).
   */
  peak_hour_utc: string | null;
  /**
   * GPU-hours the waiting requests would have kept busy (the sum of `queued_gpus`).
   */
  queued_gpu_hours?: number;
  /**
   * Server-hours with waiting requests whose GPUs could not be sized (the server is on
   * no GPU or never ran a request).
   */
  unsized_server_hours?: number;
  /**
   * Hours whose queued GPUs were held to the engine's bound (a stuck server or a wrong
   * series).
   */
  capped_hours?: number;
}
/**
 * Data-quality counters of an import.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "MeasuredQuality".
 */
export interface MeasuredQuality {
  /**
   * Series read.
   */
  series: number;
  /**
   * Samples aggregated.
   */
  samples: number;
  /**
   * `NaN` samples dropped.
   */
  nan: number;
  /**
   * Infinite samples dropped.
   */
  infinite: number;
  /**
   * Duplicate timestamps dropped.
   */
  duplicates: number;
  /**
   * Out-of-order samples.
   */
  out_of_order: number;
  /**
   * Counter resets.
   */
  counter_resets: number;
  /**
   * Gaps of missed samples.
   */
  gaps: number;
  /**
   * Series whose step changes.
   */
  series_with_mixed_steps: number;
  /**
   * Series of other metrics, skipped.
   */
  ignored_series: number;
  /**
   * Series that could not be placed on a GPU or server.
   */
  unattributed_series: string[];
  /**
   * Samples outside the range their metric can take, dropped (absent when none, so that
   * files of earlier imports keep their bytes).
   */
  out_of_range?: number;
  /**
   * Series-hours far before or after the rest, left out of the period.
   */
  outlier_series_hours?: number;
  /**
   * The first of them: `series at hour (samples)`.
   */
  outliers?: string[];
}
/**
 * The server-to-GPU mapping an import used.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "MeasuredMapping".
 */
export interface MeasuredMapping {
  /**
   * `server -> host/gpu, …`, one line per server.
   */
  matched: string[];
  /**
   * Servers that were placed on no GPU, with why.
   */
  unmatched_servers: string[];
  /**
   * GPUs without a server (only SM activity counts for them), with why.
   */
  unmatched_gpus: string[];
}
/**
 * The GPU lines of the team's bills over one period.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "Billed".
 */
export interface Billed {
  /**
   * The files the lines were read from (names without folders).
   */
  sources: string[];
  /**
   * The first charge period's start (UTC, RFC 3339).
   */
  period_start: string;
  /**
   * The last charge period's end (UTC, RFC 3339, exclusive).
   */
  period_end: string;
  /**
   * One line per provider, service, SKU, instance and region billed by the hour for GPUs.
   */
  lines: BilledLine[];
  /**
   * Credits the bills granted over the period, as a positive amount: left out of every
   * rate (a credit is spent once; what is paid later is paid without it) and said apart.
   */
  credits?: Money | null;
}
/**
 * What one billed product cost over the period.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "BilledLine".
 */
export interface BilledLine {
  /**
   * The provider as the bill names it.
   */
  provider: string;
  /**
   * The service.
   */
  service: string;
  /**
   * The SKU.
   */
  sku: string;
  /**
   * The instance or meter, where the bill names it.
   */
  instance?: string;
  /**
   * The region.
   */
  region?: string;
  /**
   * GPUs in one billed unit (an instance of 8 GPUs: 8), as the analyst or the catalog
   * gives it.
   */
  gpus: number;
  billed_hours: Quantity;
  list_cost: Money;
  /**
   * What they cost at the prices negotiated with the provider (FOCUS `ContractedCost`),
   * before commitments are amortised; absent where the bills do not say.
   */
  contracted_cost?: Money | null;
  effective_cost: Money;
}
/**
 * The checklist of a case.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "Checklist".
 */
export interface Checklist {
  /**
   * What makes isolation, host identity and location weigh in this case.
   */
  concerns: Concern[];
  /**
   * Per shortlisted offer.
   */
  offers: OfferChecklist[];
}
/**
 * The checklist of one shortlisted offer.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "OfferChecklist".
 */
export interface OfferChecklist {
  /**
   * The offer, `provider/offer_id`, as in the shortlist.
   */
  offer: string;
  /**
   * The five answers.
   */
  answers: Answer[];
  /**
   * The latest probe run, if any.
   */
  probe: ProbeRecord | null;
  /**
   * The analyst's resolution of what excluded the offer (a critical probe finding, a
   * fact the offer does not publish), with a note.
   */
  resolution?: Resolution | null;
}
/**
 * One answer.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "Answer".
 */
export interface Answer {
  question: Question;
  /**
   * The answer in a phrase (`VM`, `MIG 1g.18gb`, `storage 0.06 EUR per GB-month …`).
   */
  answer: string;
  source: Source;
  /**
   * What contradicts it (a probe finding against the offer's claim), if anything.
   */
  contradictions: Contradiction[];
}
/**
 * A probe run recorded against an offer.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "ProbeRecord".
 */
export interface ProbeRecord {
  /**
   * When the probe ran (its header's date).
   */
  probed_at: string;
  /**
   * Isolation as the probe saw it, in English words (for logs and older readers).
   */
  isolation: string;
  /**
   * GPU allocation as the probe saw it, in English words.
   */
  allocation: string;
  /**
   * Isolation as the probe saw it, with its values: what hosts write in their language.
   * Absent in case files from before it was kept.
   */
  seen_isolation?: SeenIsolation | null;
  /**
   * GPU allocation as the probe saw it, with its values. Absent in older case files.
   */
  seen_allocation?: SeenAllocation | null;
  /**
   * Findings against the offer.
   */
  findings: RecordedFinding[];
}
/**
 * The analyst's resolution of what excluded an offer: a critical probe finding, or a fact
 * the offer does not publish. Kept in the offer's checklist.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "Resolution".
 */
export interface Resolution {
  /**
   * Why the offer may be recommended after all: who checked what, and where it is written.
   */
  note: string;
  /**
   * The probe run whose findings the note resolves (its `probed_at`); a later probe run
   * with critical findings excludes the offer again until it is resolved in turn.
   */
  probed_at?: string | null;
}
/**
 * Everything the notes on leaving a provider rest on.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "SwitchingFacts".
 */
export interface SwitchingFacts {
  /**
   * The day the workload is planned to leave the provider (ISO 8601 date).
   */
  planned_switch: string;
  /**
   * Whether the plan keeps using the provider after the switch (a hybrid); `null` takes
   * it from the case: a case with a `hybrid` option keeps its rent offer's provider.
   */
  keeps_provider: boolean | null;
  /**
   * Savings plans, committed-use discounts and other commitments still running.
   */
  commitments: Commitment[];
  /**
   * The data to move, by class and provider.
   */
  data: DataToMove[];
  /**
   * Each provider's egress tiers, for every provider the data leaves.
   */
  egress: ProviderEgress[];
}
/**
 * A commitment with a provider that binds beyond the planned switch date.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "Commitment".
 */
export interface Commitment {
  /**
   * Who the commitment is with, spelled as in `data` and `egress`.
   */
  provider: string;
  /**
   * What the contract calls it, e.g. "Compute Savings Plan, 3 years, no upfront".
   */
  label: string;
  kind: CommitmentKind;
  per_month: Money;
  /**
   * First day of the term (ISO 8601 date).
   */
  start: string;
  /**
   * Last day of the term, included (ISO 8601 date).
   */
  end: string;
  /**
   * The early-termination terms as the contract states them.
   */
  early_termination: string;
  /**
   * The amount the contract states for terminating early, if it states one.
   */
  stated_penalty: Money | null;
}
/**
 * A volume of one class of data that leaves one provider.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "DataToMove".
 */
export interface DataToMove {
  class: DataClass;
  gb: Quantity;
  /**
   * The provider the data leaves, spelled as in `egress`.
   */
  provider: string;
}
/**
 * A provider's internet egress pricing.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "ProviderEgress".
 */
export interface ProviderEgress {
  /**
   * The provider.
   */
  provider: string;
  free_gb_per_month: Quantity;
  /**
   * Tiers in ascending order; a bound counts the month's GB from the first one, the free
   * allowance included. The last tier has no upper bound.
   */
  tiers: EgressTier[];
  /**
   * Where the tiers come from (price list and date).
   */
  source: string;
}
/**
 * What the service needs, as the analyst states it for the case. The data class and a
 * 24/7 service are the checklist's [`Concern`]s (`checklist.concerns`).
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "Requirements".
 */
export interface Requirements {
  /**
   * Names of the workload's windows in which the model must answer without delay:
   * capacity must be held in their hours, not restarted before them or taken from spot.
   */
  must_answer: string[];
  /**
   * Memory per GPU the model needs at least, in GB.
   */
  min_gpu_memory_gb?: Quantity | null;
  /**
   * What one replica of the model needs: GPUs on one machine, and whether they must
   * share one NVLink domain (tensor parallelism across them).
   */
  replica?: Replica | null;
  /**
   * Spare machines held beyond what the peak needs, so that one failing leaves the
   * service whole (1 is N+1): own options buy that many more servers, rented options
   * that hold capacity every hour hold that many more instances, and those that start
   * instances as work comes state that they hold none. 0 (absent): none.
   */
  spares?: number;
}
/**
 * One replica of the model: the GPUs it spans.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "Replica".
 */
export interface Replica {
  /**
   * GPUs one replica needs, all on one server or instance. With `memory_gb`, the GPUs it
   * needs on the fleet the workload's profile counts (the reference).
   */
  gpus: number;
  /**
   * Whether they must share one NVLink domain (NVSwitch or NVLink bridges).
   */
  one_nvlink_domain: boolean;
  /**
   * GPU memory one replica needs in all, in GB (weights, KV cache, activations). With it,
   * capacity is counted in replicas served: every option runs a replica on as few of its
   * own GPUs as hold it, so fleets of different GPU models compare on the same work
   * (`tco::equivalence`). Absent: every option counts the profile's GPUs as they are.
   */
  memory_gb?: Quantity | null;
}
/**
 * How the case values money over time.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "Finance".
 */
export interface Finance {
  discount_rate_per_year: Quantity;
  /**
   * Yearly change of rented rates not fixed by a commitment (on demand, its restarts and
   * overflow, spot, capacity blocks, monthly billing), from year 2 on: `"-0.10"` falls
   * 10 % a year. Committed rates (savings plans, reservations, reserved instances) stay
   * at their contract's rate. Absent: today's rates throughout.
   */
  rent_change_per_year?: Change | null;
  /**
   * Yearly change of the electricity price of own servers, from year 2 on.
   */
  electricity_change_per_year?: Change | null;
  /**
   * The company's tax on profits, for present values after tax: every payment is
   * deducted when it falls, an own server's purchase depreciated straight-line instead.
   * Absent: present values before tax.
   */
  tax?: Tax | null;
}
/**
 * A tax on profits with straight-line depreciation of own servers (docs/method.md "Tax").
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "Tax".
 */
export interface Tax {
  rate: Quantity;
  /**
   * Years over which an own server's purchase is depreciated for tax, in equal monthly
   * parts from the month after it is paid (1 to 30).
   */
  depreciation_years: number;
}
/**
 * Staff time the rented side and the hybrid cost (docs/method.md, "Staff time"), beside the
 * own quotes' own operating hours.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "Operations".
 */
export interface Operations {
  rent_hours_per_instance_month: Quantity;
  second_stack_hours_per_month: Quantity;
  hour_rate: Money;
}
/**
 * How to sign a report: the analyst's key, its password as typed, and why.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "ReportSigning".
 */
export interface ReportSigning {
  /**
   * A PKCS#12 file (`.p12`, `.pfx`) with the key and its certificate; with
   * `certificate`, a PEM private key.
   */
  key: string;
  /**
   * The PEM certificate (optionally followed by its chain) of a PEM key; `None` for a
   * PKCS#12 file.
   */
  certificate: string | null;
  /**
   * The key's password; `None` when the key is not encrypted. Used for this signature
   * only.
   */
  password: SecretValue | null;
  /**
   * Why the report is signed; `None` or blank: "Recommendation approved", in the
   * report's language.
   */
  reason: string | null;
}
/**
 * A filter of the offers catalog; empty fields pass everything.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "OfferQuery".
 */
export interface OfferQuery {
  /**
   * Part of the canonical GPU model.
   */
  gpu: string | null;
  /**
   * At least this memory per GPU in GB.
   */
  min_vram_gb: Quantity | null;
  /**
   * Only this isolation kind.
   */
  isolation: string | null;
  /**
   * Only this allocation kind.
   */
  allocation: string | null;
  /**
   * Only machines known to be in the EU or EEA.
   */
  eu_only: boolean;
  /**
   * Only provider-owned or verified hosts.
   */
  verified_only: boolean;
  /**
   * At most this price per hour.
   */
  max_hourly: Quantity | null;
}
/**
 * What each command answers, by the command's name.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "Outputs".
 */
export interface Outputs {
  /**
   * What `library_list` answers.
   */
  library_list: CaseListEntry[];
  case_example: CaseView;
  case_blank: CaseView;
  case_new: CaseView;
  case_read_file: CaseView;
  case_open_stored: CaseView;
  case_compute: CaseView;
  case_save: Imported;
  library_where: LibraryLocation;
  library_connect: Connected;
  library_use_local: LibraryLocation;
  library_use_team: LibraryLocation;
  case_approve: ApprovalEntry;
  case_copy: Imported;
  /**
   * What `case_write_file` answers.
   */
  case_write_file: string;
  /**
   * What `case_history` answers.
   */
  case_history: VersionEntry[];
  /**
   * What `case_startup` answers.
   */
  case_startup: CaseView | null;
  /**
   * What `library_search` answers.
   */
  library_search: CaseListEntry[];
  /**
   * What `library_tags` answers.
   */
  library_tags: string[];
  /**
   * What `case_tag_add` answers.
   */
  case_tag_add: string[];
  /**
   * What `case_tag_remove` answers.
   */
  case_tag_remove: string[];
  case_duplicate: Imported;
  case_delete: DeletedEntry;
  /**
   * What `case_undo_delete` answers.
   */
  case_undo_delete: string;
  /**
   * What `library_backup` answers.
   */
  library_backup: string;
  library_restore: RestoreOutcome;
  case_diff: Compared;
  report_preview: ReportPreview;
  report_write: ReportWritten;
  /**
   * What `report_list` answers.
   */
  report_list: ExportedReport[];
  workbook_write: WorkbookWritten;
  report_verify: PdfVerification;
  scenario_import: ScenarioImport;
  scenario_open: ScenarioPreview;
  scenario_verify: ScenarioCheck;
  /**
   * What `offers_refresh` answers.
   */
  offers_refresh: RefreshSummary[];
  /**
   * What `offers_import_csv` answers.
   */
  offers_import_csv: RefreshSummary[];
  /**
   * What `offers_add_manual` answers.
   */
  offers_add_manual: RefreshSummary[];
  /**
   * What `offers_remove_manual` answers.
   */
  offers_remove_manual: RefreshSummary[];
  case_add_offers: CaseView;
  case_add_quotes: CaseView;
  bills_import: BillsTaken;
  metrics_import: CaseView;
  metrics_fetch: CaseView;
  /**
   * What `probe_script` answers.
   */
  probe_script: string;
  /**
   * What `probe_read_file` answers.
   */
  probe_read_file: string;
  probe_analyze: ProbeView;
  checklist_record_probe: CaseView;
  checklist_state: CaseView;
  checklist_resolve: CaseView;
  /**
   * What `credentials_list` answers.
   */
  credentials_list: Credential[];
  /**
   * What `credential_set` answers.
   */
  credential_set: Credential[];
  /**
   * What `credential_delete` answers.
   */
  credential_delete: Credential[];
  /**
   * What `cancel` answers.
   */
  cancel: boolean;
  /**
   * What `offers_list` answers.
   */
  offers_list: OfferRow[];
  offers_history: OfferHistory;
}
/**
 * A case as the library lists it.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "CaseListEntry".
 */
export interface CaseListEntry {
  /**
   * Identity of the case.
   */
  id: string;
  /**
   * Title as of the latest version.
   */
  name: string;
  /**
   * Latest version.
   */
  current_version: number;
  /**
   * When the latest version was saved (UTC, RFC 3339).
   */
  updated_at: string;
  /**
   * Its tags, alphabetically.
   */
  tags: string[];
}
/**
 * An open case as hosts show it: the inputs, the exact comparison, the recommendation, the
 * week of the workload profile, the sensitivity curves, and the words to show with them.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "CaseView".
 */
export interface CaseView {
  case: Case;
  comparison: Comparison;
  /**
   * The recommended option, if any option serves the workload.
   */
  recommendation: Recommendation | null;
  /**
   * The most GPUs productive at each hour of the week, `[weekday][hour]`, Monday first.
   */
  week: number[][];
  /**
   * Cost per productive GPU-hour against productive share, per option.
   */
  curves: Curve[];
  /**
   * The imported metrics day by day in the site's time zone (empty without metrics).
   */
  calendar: MeasuredDay[];
  /**
   * The buyer's checklist of every shortlisted offer (stored, or from the offer's data).
   */
  checklist: OfferChecklist[];
  /**
   * Per rent option (by id), the figures the analyst changed from the prices of the
   * offers they were read from; options without any are left out.
   */
  departures: {
    [k: string]: Departure[] | undefined;
  };
  text: CaseText;
}
/**
 * The comparison of every option of a case.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "Comparison".
 */
export interface Comparison {
  currency: Currency;
  workload: WorkloadFigures;
  horizon: Horizon;
  /**
   * Discount rate per year of the present values (0 without a finance section).
   */
  discount_rate: string;
  /**
   * The tax on profits the present values are taken after, where the case sets one.
   */
  tax?: Tax | null;
  ranked_by: RankBasis;
  /**
   * Yearly change of rented rates not fixed by a commitment the totals assume (0: today's
   * rates throughout).
   */
  rent_change?: string;
  /**
   * Yearly change of the electricity price the totals assume.
   */
  electricity_change?: string;
  /**
   * With a yearly growth of the demand, each year's (`growth`); empty without, when the
   * profile repeats unchanged and `workload` is every year's.
   */
  demand_by_year?: YearDemand[];
  /**
   * With growth and a replica stated, whether capacity grows in whole replicas, and the
   * share of a productive replica's time the metrics measured busy (the rest is the
   * headroom the work grows into first); absent without growth.
   */
  growth_in_replicas?: ReplicaGrowth | null;
  /**
   * Commitments the case already holds (its switching facts), with what is still owed
   * at the planned switch: owed whatever option is chosen, so in none of the totals.
   */
  existing_commitments: CommitmentNote[];
  /**
   * What the team's own bills say it pays today (`Case::billed`): the baseline.
   */
  paid_today?: PaidToday | null;
  /**
   * Every option, in the case's order: own quotes, rented offers, hybrid.
   */
  options: OptionResult[];
  /**
   * The option with the lowest cost per productive GPU-hour (by `ranked_by`) among those
   * that serve the whole workload and that the case's requirements allow (the one to
   * recommend).
   */
  cheapest: string | null;
  /**
   * Break-even productive share of each rented option against the cheapest own quote.
   */
  break_even: BreakEven[];
  requirements: Assessment;
}
/**
 * Workload figures per period.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "WorkloadFigures".
 */
export interface WorkloadFigures {
  /**
   * Hours in the period.
   */
  hours_in_period: number;
  /**
   * Hours with at least one productive GPU.
   */
  productive_hours: number;
  /**
   * GPUs the service runs on at its peak.
   */
  fleet_gpus: number;
  /**
   * The most GPUs productive in one hour.
   */
  peak_gpus: number;
  /**
   * Fleet GPUs times hours.
   */
  fleet_gpu_hours: number;
  /**
   * Productive GPU-hours.
   */
  productive_gpu_hours: number;
  /**
   * GPU-hours without data (a measured profile's unknown hours in hours where other
   * GPUs had data): neither productive nor idle, left out of the share.
   */
  no_data_gpu_hours: number;
  /**
   * Productive GPU-hours over fleet GPU-hours with data.
   */
  productive_share: string;
}
/**
 * The comparison horizon.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "Horizon".
 */
export interface Horizon {
  /**
   * Years.
   */
  years: number;
  /**
   * Hours (years x 8,760).
   */
  hours: number;
  /**
   * Months (years x 12), for monthly charges.
   */
  months: number;
  /**
   * Periods of the profile in the horizon.
   */
  periods: string;
}
/**
 * The demand of one year of the horizon.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "YearDemand".
 */
export interface YearDemand {
  /**
   * The year, from 1.
   */
  year: number;
  /**
   * What year 1's work is multiplied by: `(1 + g)^(year - 1)`.
   */
  factor: string;
  /**
   * The most GPUs one hour of the year's period needs (whole GPUs, or whole replicas'
   * GPUs with a replica stated).
   */
  peak_gpus: number;
  /**
   * Productive GPU-hours of work per period in that year: year 1's × `factor`, exactly.
   */
  productive_gpu_hours: string;
}
/**
 * How the capacity of a case with a replica grows (see [`Growth`]).
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "ReplicaGrowth".
 */
export interface ReplicaGrowth {
  /**
   * GPUs of the reference fleet one replica runs on.
   */
  replica_gpus: number;
  /**
   * The measured busy share of a productive replica (mean SM activity); `None` where
   * no metrics measured it, and the replicas grow as counted.
   */
  busy: string | null;
}
/**
 * One commitment as the notes list it.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "CommitmentNote".
 */
export interface CommitmentNote {
  /**
   * The provider.
   */
  provider: string;
  /**
   * What the contract calls it.
   */
  label: string;
  kind: CommitmentKind;
  /**
   * First day of the term.
   */
  start: string;
  /**
   * Last day of the term.
   */
  end: string;
  /**
   * The term left at the planned switch date; `None` when it ends before that date.
   */
  remaining: RemainingTerm | null;
  /**
   * Months still to pay at the switch date, a started month counted in full.
   */
  months_to_pay: number;
  per_month: Money;
  /**
   * The monthly commitment in the case currency.
   */
  monthly: string;
  /**
   * Months to pay times the monthly commitment, in the case currency: what stays due
   * when leaving early (not a switching charge, Art. 2(36)).
   */
  outstanding: string;
  /**
   * The penalty the contract states, in the case currency, as a separate figure.
   */
  stated_penalty: string | null;
  /**
   * The early-termination terms as the contract states them.
   */
  early_termination: string;
}
/**
 * A span of whole calendar months and days.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "RemainingTerm".
 */
export interface RemainingTerm {
  /**
   * Whole months.
   */
  months: number;
  /**
   * Days after the whole months.
   */
  days: number;
}
/**
 * What the team pays today, in the case currency.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "PaidToday".
 */
export interface PaidToday {
  /**
   * The period's start (RFC 3339).
   */
  period_start: string;
  /**
   * The period's end (RFC 3339, exclusive).
   */
  period_end: string;
  /**
   * Hours in the period.
   */
  period_hours: string;
  /**
   * GPU-hours billed: each line's hours × its GPUs.
   */
  billed_gpu_hours: string;
  /**
   * Productive GPU-hours of the workload in the period.
   */
  productive_gpu_hours: string;
  productive_from: ProductiveFrom;
  /**
   * The lines at list prices.
   */
  list_cost: string;
  /**
   * The lines as paid (effective cost).
   */
  effective_cost: string;
  /**
   * Effective cost per billed GPU-hour.
   */
  per_billed_gpu_hour: string | null;
  /**
   * Effective cost per productive GPU-hour: what an option is compared with.
   */
  per_productive_gpu_hour: string | null;
  /**
   * List cost per billed GPU-hour.
   */
  list_per_billed_gpu_hour: string | null;
  /**
   * The rented options the bills price, with the rate as paid beside the catalog's.
   */
  rates: RateAsPaid[];
  /**
   * The bills' credits over the period, left out of every figure above.
   */
  credits: string | null;
}
/**
 * A rented option's rate as the bills say it was paid, beside the catalog's.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "RateAsPaid".
 */
export interface RateAsPaid {
  /**
   * The rented offer of the case (`rent[].id`).
   */
  rent: string;
  /**
   * The bill line's instance or SKU.
   */
  billed_as: string;
  /**
   * Instance-hours billed.
   */
  billed_hours: string;
  /**
   * List cost per billed instance-hour, as billed.
   */
  list_per_instance_hour: string;
  /**
   * Cost per billed instance-hour at the negotiated prices, where the bills say.
   */
  contracted_per_instance_hour: string | null;
  /**
   * Effective cost per billed instance-hour: the rate as paid.
   */
  effective_per_instance_hour: string;
  /**
   * The catalog's on-demand price of an instance-hour, as the case holds it.
   */
  catalog_on_demand: string;
}
/**
 * The costed result of one option.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "OptionResult".
 */
export interface OptionResult {
  /**
   * Identity: the own quote's id, `offer/model` for rented options, `hybrid`.
   */
  id: string;
  kind: OptionKind;
  /**
   * For a rented option: the rent option (`case.rent[].id`) whose pricing model it
   * costs, so that no reader takes it apart from `id`; absent for an own quote and the
   * hybrid (whose sides are in `hybrid`).
   */
  rent?: string | null;
  /**
   * Human-readable name.
   */
  label: string;
  currency: Currency;
  /**
   * Total cost over the horizon.
   */
  total_cost: string;
  /**
   * Cost of one period.
   */
  period_cost: string;
  /**
   * GPU-hours billed (rent) or available (own) per period.
   */
  billed_gpu_hours: string;
  /**
   * Productive GPU-hours served per period.
   */
  productive_gpu_hours: string;
  /**
   * Productive GPU-hours the option cannot serve per period (own capacity below the peak).
   */
  unserved_gpu_hours: string;
  /**
   * Total cost over productive GPU-hours; `None` without productive hours.
   */
  cost_per_productive_gpu_hour: string | null;
  /**
   * Total cost over billed GPU-hours.
   */
  cost_per_billed_gpu_hour: string | null;
  /**
   * Present value over productive GPU-hours: what options are ranked by when the case
   * discounts (equal to `cost_per_productive_gpu_hour` at 0 %); `None` without
   * productive hours.
   */
  present_value_per_productive_gpu_hour: string | null;
  /**
   * For own options: the figures over the service life.
   */
  service_life: ServiceLife | null;
  /**
   * Starts of stopped instances per period.
   */
  starts_per_period: string | null;
  /**
   * Part of the total that does not change with the productive share.
   */
  fixed_cost: string;
  /**
   * Part of the total that follows the productive share.
   */
  usage_cost: string;
  /**
   * Cost items over the horizon.
   */
  breakdown: CostItem[];
  /**
   * What can go wrong with this option.
   */
  risks: Risk[];
  /**
   * For the hybrid: the own GPUs chosen and the cost at every count.
   */
  hybrid: HybridDetail | null;
  /**
   * For rented options: the price of one instance the option pays, in the case
   * currency, with the arithmetic of a reservation's effective rate.
   */
  rate: InstanceRate | null;
  /**
   * A savings plan's term in years (from its rate's term hours), which the names in the
   * report and the desktop say so that two plans of one offer read apart; absent for
   * every other option.
   */
  term_years?: number | null;
  /**
   * A savings plan's payment option, which its name says beside the term; absent for
   * every other option.
   */
  payment?: SavingsPlanPayment | null;
  eligibility: Eligibility;
  /**
   * With a replica's memory stated, how many of the option's GPUs one replica runs on
   * against the reference fleet (`equivalence`): its billed and owned GPU-hours are in
   * its own GPUs, its productive GPU-hours in the reference's. Absent otherwise, and for
   * the hybrid, whose two sides are each sized so.
   */
  replica?: ReplicaSizing | null;
  /**
   * Present value of the option's monthly cash flows at the case's discount rate
   * (`cashflow`), after the case's tax where it sets one: the total itself at 0 %
   * without a tax.
   */
  present_value: string;
  /**
   * Present value of the items that follow usage (the part of `present_value` that moves
   * with the productive share, as `usage_cost` of the total).
   */
  present_usage: string;
}
/**
 * Figures of an own option over its service life.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "ServiceLife".
 */
export interface ServiceLife {
  /**
   * Whole servers of the quote bought: as many as the peak needs (a quote is one
   * indivisible server; its costs are never taken for a fraction of it).
   */
  servers: number;
  /**
   * Years of service.
   */
  years: number;
  /**
   * GPU-hours over the service life (GPUs x years x 8,760).
   */
  gpu_hours: number;
  /**
   * Productive GPU-hours over the service life at the profile's share.
   */
  productive_gpu_hours: string;
  /**
   * Lifecycle cost of the GPUs.
   */
  lifecycle_cost: string;
  /**
   * Lifecycle cost per GPU-hour of service life.
   */
  cost_per_gpu_hour: string;
  /**
   * With staged purchases, the fleet installed from month 1 and from each stage on;
   * empty when everything is bought at once. The other figures are then those of the
   * last fleet, each part over its own service life.
   */
  growth?: Installed[];
  /**
   * The stages gpucase chose because the workload's demand grows (the quote gives
   * none): at the first month of each year whose peak exceeds what is installed, cards
   * into free slots first, then whole servers. Empty otherwise.
   */
  chosen_stages?: ChosenStage[];
}
/**
 * An own fleet as installed from a month of the horizon on.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "Installed".
 */
export interface Installed {
  /**
   * The month it stands from (1 = the horizon's start).
   */
  from_month: number;
  /**
   * Servers installed.
   */
  servers: number;
  /**
   * GPUs installed.
   */
  gpus: number;
}
/**
 * A purchase gpucase chose for an own option whose demand grows.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "ChosenStage".
 */
export interface ChosenStage {
  /**
   * The month it is bought in (13 = the first month of year 2).
   */
  month: number;
  /**
   * Cards added into free slots.
   */
  cards: number;
  /**
   * Whole servers added, each as quoted.
   */
  servers: number;
  /**
   * What it costs, in the case currency: the cards at the quote's card price, the
   * servers at its purchase price.
   */
  purchase: string;
}
/**
 * One line of an option's cost.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "CostItem".
 */
export interface CostItem {
  item: CostKind;
  /**
   * Amount over the horizon (negative only for a residual value).
   */
  amount: string;
  /**
   * Whether it grows with the productive share.
   */
  follows_usage: boolean;
}
/**
 * The hybrid's choice and the curve it was chosen from.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "HybridDetail".
 */
export interface HybridDetail {
  /**
   * Own GPUs that minimise the total: a fleet that can be bought under the quote.
   */
  own_gpus: number;
  /**
   * Own servers behind them.
   */
  own_servers: number;
  /**
   * Own quote used.
   */
  own_quote: string;
  /**
   * Rent offer used for the peaks.
   */
  rent_offer: string;
  /**
   * Total over the horizon for every whole number of own servers, from none to as many
   * as the peak needs.
   */
  curve: HybridPoint[];
  /**
   * GPU-hours of the period rented for requests that waited (measured queue above the
   * own base; see `hybrid`): 0 without a measured queue.
   */
  queued_gpu_hours?: number;
}
/**
 * Total cost of the hybrid at one own GPU count.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "HybridPoint".
 */
export interface HybridPoint {
  /**
   * Own GPUs.
   */
  own_gpus: number;
  /**
   * Total over the horizon.
   */
  total_cost: string;
}
/**
 * The price of one rented instance under an option's pricing model, in the case currency.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "InstanceRate".
 */
export interface InstanceRate {
  /**
   * Per instance-hour, or per instance-month when billed monthly; for a reservation the
   * effective rate, `hourly + upfront / term_hours`.
   */
  amount: string;
  per: RatePeriod;
  /**
   * A reservation's hourly rate before its upfront payment.
   */
  hourly: string | null;
  /**
   * A reservation's upfront payment per instance and term.
   */
  upfront: string | null;
  /**
   * Hours of a reservation's or savings plan's term (1 year: 8,760; 3 years: 26,280);
   * for a reservation billed by the month, its months of 730 h (24 months: 17,520).
   */
  term_hours: number | null;
  /**
   * A savings plan's payment option (monthly, partly or all upfront); `None` for every
   * other pricing model.
   */
  payment?: SavingsPlanPayment | null;
}
/**
 * What excludes one option, and what the analyst resolved.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "Eligibility".
 */
export interface Eligibility {
  /**
   * Why the option may not be recommended; empty when it is eligible.
   */
  excluded_by: Exclusion[];
  /**
   * What would have excluded it but the analyst resolved with a note.
   */
  resolved: Resolved[];
}
/**
 * An exclusion the analyst lifted, with the note.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "Resolved".
 */
export interface Resolved {
  exclusion: Exclusion;
  /**
   * The analyst's note.
   */
  note: string;
}
/**
 * How an option runs one replica, against the reference fleet.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "ReplicaSizing".
 */
export interface ReplicaSizing {
  /**
   * GPUs one replica needs on the fleet the profile counts.
   */
  reference_gpus: number;
  /**
   * GPUs of this option one replica runs on.
   */
  option_gpus: number;
  /**
   * Whether the option's GPU memory is known; without it the option is costed at the
   * reference's count and is not eligible.
   */
  memory_known: boolean;
}
/**
 * The break-even of one rented option against an own option.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "BreakEven".
 */
export interface BreakEven {
  /**
   * The own option compared against.
   */
  own: string;
  /**
   * The rented option.
   */
  option: string;
  verdict: BreakEvenVerdict;
  /**
   * The productive share at which both cost the same, when there is one below 100 %.
   */
  share: string | null;
  /**
   * Own lifecycle cost per GPU-hour of service life (per GPU-hour of the profile's fleet
   * when counted in replicas served).
   */
  own_cost_per_service_life_gpu_hour: string | null;
  /**
   * The rented option's cost per billed GPU-hour (likewise).
   */
  option_cost_per_billed_gpu_hour: string | null;
}
/**
 * The case's requirements as the comparison applied them.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "Assessment".
 */
export interface Assessment {
  /**
   * Whether the case states any requirement (a must-answer window, a concern, a minimum
   * GPU memory). A case without one compares on price alone, and the recommendation
   * says so.
   */
  stated: boolean;
  requirements: Requirements;
  /**
   * The concerns stated in the checklist (GDPR data, a 24/7 service).
   */
  concerns: Concern[];
  /**
   * Checklist questions still unanswered for the offers behind the options.
   */
  open_questions: OpenQuestion[];
  /**
   * When options serve the workload but none is eligible: each requirement that, if it
   * were dropped (or resolved), would make these options eligible.
   */
  would_change: Relaxation[];
}
/**
 * A checklist question nobody has answered yet.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "OpenQuestion".
 */
export interface OpenQuestion {
  /**
   * The offer, `provider/offer_id`.
   */
  offer: string;
  question: Question;
}
/**
 * What would make options eligible.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "Relaxation".
 */
export interface Relaxation {
  requirement: Requirement;
  /**
   * The options that would then be eligible.
   */
  options: string[];
}
/**
 * The option to take and what to weigh it against.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "Recommendation".
 */
export interface Recommendation {
  /**
   * Identity of the recommended option (equals [`Comparison::cheapest`]).
   */
  option_id: string;
  kind: OptionKind;
  /**
   * Human-readable name of the recommended option.
   */
  label: string;
  /**
   * Total cost of the recommended option over the horizon.
   */
  total_cost: string;
  /**
   * Cost per productive GPU-hour of the recommended option.
   */
  cost_per_productive_gpu_hour: string;
  ranked_by: RankBasis;
  /**
   * The recommended option's cost per productive GPU-hour by `ranked_by`: at present
   * value where the case discounts, else `cost_per_productive_gpu_hour`.
   */
  rank_cost: string;
  /**
   * The best alternative, if the comparison has another option that serves the workload.
   */
  runner_up: RunnerUp | null;
  /**
   * Runner-up minus recommended, by `ranked_by`: present values where the case
   * discounts, totals over the horizon otherwise.
   */
  saving_against_runner_up: string | null;
  /**
   * The first risk the engine lists for the recommended option.
   */
  main_risk: Risk | null;
  /**
   * Own GPUs in the recommended option when it is the hybrid.
   */
  hybrid_own_gpus: number | null;
}
/**
 * The alternative the recommendation is weighed against.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "RunnerUp".
 */
export interface RunnerUp {
  /**
   * Identity of the option.
   */
  option_id: string;
  /**
   * Human-readable name of the option.
   */
  label: string;
  /**
   * Total cost over the horizon.
   */
  total_cost: string;
  /**
   * Cost per productive GPU-hour.
   */
  cost_per_productive_gpu_hour: string;
  /**
   * Present value over the horizon.
   */
  present_value: string;
  /**
   * Its cost per productive GPU-hour by the comparison's `ranked_by`.
   */
  rank_cost: string;
  family: Family;
  /**
   * Whether it is the cheapest of another family than the recommendation (the usual
   * case: "the cheapest rented option"), rather than the cheapest of any other option
   * where no other family is left. A cheaper option of the recommendation's own family
   * may then stand between the two.
   */
  of_another_family: boolean;
}
/**
 * One option's cost per productive GPU-hour at a range of shares.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "Curve".
 */
export interface Curve {
  /**
   * The option.
   */
  option_id: string;
  /**
   * Points in ascending share.
   */
  points: CurvePoint[];
}
/**
 * A point of a curve.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "CurvePoint".
 */
export interface CurvePoint {
  /**
   * Productive share, 0 to 1.
   */
  share: string;
  /**
   * Cost per productive GPU-hour at that share; `None` where nothing is productive.
   */
  cost_per_productive_gpu_hour: string | null;
}
/**
 * One local day of a measured period, for a calendar.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "MeasuredDay".
 */
export interface MeasuredDay {
  /**
   * Local date, `YYYY-MM-DD`.
   */
  date: string;
  /**
   * Day of the week, 0 = Monday.
   */
  weekday: number;
  /**
   * Hours of the day in the period (23 or 25 on daylight-saving days; fewer at the ends).
   */
  hours: number;
  /**
   * Productive GPU-hours.
   */
  productive_gpu_hours: number;
  /**
   * GPU-hours without data.
   */
  no_data_gpu_hours: number;
  /**
   * GPUs × hours.
   */
  gpu_hours: number;
}
/**
 * A figure of a rent option that is not the price of the offer it was read from: the
 * analyst changed it, and the report and the rent card say so beside the offer's price.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "Departure".
 */
export interface Departure {
  /**
   * The offer, `provider/offer_id`.
   */
  offer: string;
  /**
   * The field of the rent option, e.g. `on_demand_per_instance_hour`.
   */
  field: string;
  offered: Money;
  in_case: Money;
}
/**
 * The words of an open case's view in one language.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "CaseText".
 */
export interface CaseText {
  language: Language;
  /**
   * Each compared option's name, by option id.
   */
  option_labels: {
    [k: string]: string | undefined;
  };
  /**
   * Why each option that may not be recommended is excluded, by option id: one clause
   * per entry of its `eligibility.excluded_by`, in that order.
   */
  exclusions: {
    [k: string]: string[] | undefined;
  };
  /**
   * What the analyst resolved, by option id: one clause per entry of its
   * `eligibility.resolved` (the exclusion it lifted), in that order.
   */
  resolved: {
    [k: string]: string[] | undefined;
  };
  /**
   * The requirements the case states, one list entry each (empty when it states none).
   */
  stated_requirements: string[];
  /**
   * What would make options eligible, one sentence per entry of the comparison's
   * `requirements.would_change`, naming the options by their names.
   */
  would_change: string[];
  /**
   * Each shortlisted offer's checklist (by `provider/offer_id`): one entry per answer of
   * the view's checklist, in its order.
   */
  checklist: {
    [k: string]: AnswerText[] | undefined;
  };
  /**
   * The excluded options grouped by reason, the largest group first, as page 1 of the
   * memo groups them (`gpucase_report::memo`): one place decides what the memo, its
   * preview and the Decision view show.
   */
  exclusion_groups: ExclusionGroupText[];
  /**
   * When the demand grows: the growth and each year's peak, then each stage gpucase
   * chose for an own option ("gpucase buys 3 more cards … in month 13"), as the report
   * and the CLI say them. Empty without growth.
   */
  demand: string[];
  /**
   * The tax the present values are taken after, as the report and the CLI say it
   * (`tax-rule`); absent without a tax.
   */
  tax: string | null;
  /**
   * What the team pays today from its bills (`paid-today`), the baseline; absent
   * without bills.
   */
  paid_today: string | null;
  /**
   * Each rented option the bills price: the rate as paid and at list per instance-hour
   * beside the catalog's (`rate-as-paid`).
   */
  rates_as_paid: string[];
  /**
   * The exchange rates of later years, one line a currency (`later-rates`).
   */
  later_rates: string[];
}
/**
 * One checklist answer as a host shows it.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "AnswerText".
 */
export interface AnswerText {
  question: Question;
  /**
   * The answer: from the offer's facts or what the probe saw, in the language; the
   * analyst's words, and what an older record kept, as written.
   */
  answer: string;
  /**
   * What contradicts it, one sentence per entry of the answer's `contradictions`; a
   * sentence an older case file kept stays as written.
   */
  contradictions: string[];
  /**
   * Why the answer is unknown, when its source is unknown: gpucase's own reason in the
   * language, the offer's source's words quoted as theirs.
   */
  unknown_reason: string | null;
}
/**
 * Excluded options that share a reason.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "ExclusionGroupText".
 */
export interface ExclusionGroupText {
  /**
   * The reason with the number of options it keeps out ("No NVLink domain of the 4 GPUs
   * one model replica needs: 5 options").
   */
  reason: string;
  /**
   * The options listed under this reason, by id, cheapest first: each excluded option
   * under the first of its reasons' groups, so that it has one entry (its other reasons
   * are in `exclusions`).
   */
  options: string[];
}
/**
 * What a save or an import did.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "Imported".
 */
export interface Imported {
  /**
   * Identity of the case.
   */
  case_id: string;
  /**
   * The version written.
   */
  version: number;
  /**
   * Whether the case was new to the store.
   */
  created: boolean;
  /**
   * The case's title.
   */
  name: string;
}
/**
 * A team library connected to.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "Connected".
 */
export interface Connected {
  location: LibraryLocation;
  /**
   * Why the OS keyring could not keep the password (it will be asked again); `None`
   * when it was kept or none was needed.
   */
  password_not_kept: string | null;
}
/**
 * Who approved a version, and when.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "ApprovalEntry".
 */
export interface ApprovalEntry {
  /**
   * The approved version.
   */
  version: number;
  /**
   * Who approved it: the server role on a team library, the name given locally.
   */
  approved_by: string;
  /**
   * When (UTC, RFC 3339).
   */
  approved_at: string;
}
/**
 * One saved version, as the history lists it.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "VersionEntry".
 */
export interface VersionEntry {
  /**
   * Version number, from 1.
   */
  version: number;
  /**
   * When it was saved (UTC, RFC 3339).
   */
  saved_at: string;
  /**
   * Who saved it; empty when unknown.
   */
  saved_by: string;
  /**
   * SHA-256 of the canonical document, hex.
   */
  sha256: string;
  /**
   * For the first version of a duplicate: the case and version it was copied from,
   * `ID@VERSION`.
   */
  copied_from: string | null;
  /**
   * On a team library, the server role that saved it, stamped by the server; empty in a
   * local library.
   */
  role: string;
  /**
   * Its approval, when it was approved.
   */
  approved: ApprovalEntry | null;
}
/**
 * A deleted case, which can still be brought back.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "DeletedEntry".
 */
export interface DeletedEntry {
  /**
   * Identity of the case.
   */
  id: string;
  /**
   * Title as of the latest version.
   */
  name: string;
  /**
   * When it was deleted (UTC, RFC 3339).
   */
  deleted_at: string;
}
/**
 * What a restore did.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "RestoreOutcome".
 */
export interface RestoreOutcome {
  /**
   * Cases in the library now.
   */
  cases: number;
  /**
   * Where the store as it was before the restore is kept.
   */
  kept: string;
}
/**
 * Two cases compared.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "Compared".
 */
export interface Compared {
  old: ComparedSide;
  new: ComparedSide;
  diff: CaseDiff;
}
/**
 * One side of a comparison as hosts name it.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "ComparedSide".
 */
export interface ComparedSide {
  /**
   * The case id.
   */
  id: string;
  /**
   * The case's title.
   */
  name: string;
  /**
   * The stored version, for a stored case.
   */
  version: number | null;
  /**
   * The file, for a file.
   */
  path: string | null;
  /**
   * The case's working language, if it has one.
   */
  language: Language | null;
}
/**
 * Everything that differs between an old and a new case.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "CaseDiff".
 */
export interface CaseDiff {
  /**
   * The inputs that differ, in the order of the case file.
   */
  inputs: InputChange[];
  outcome: OutcomeDiff;
}
/**
 * One input that differs.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "InputChange".
 */
export interface InputChange {
  /**
   * Where in the case file: fields by name, identified items as `[id=…]` or
   * `[offer=provider/offer_id]`, other items by index `[0]`.
   */
  path: string;
  change: ChangeKind;
  /**
   * The value in the old case (`None` when added).
   */
  old: {
    [k: string]: unknown | undefined;
  };
  /**
   * The value in the new case (`None` when removed).
   */
  new: {
    [k: string]: unknown | undefined;
  };
}
/**
 * How the results moved between the two cases.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "OutcomeDiff".
 */
export interface OutcomeDiff {
  old_currency: Currency;
  new_currency: Currency;
  /**
   * Every option of either case: the old case's order, then those only in the new one.
   */
  options: OptionMove[];
  recommendation: RecommendationMove;
  /**
   * Whether either case sets a discount rate, so that its options are ranked, and
   * worth reading, at present value.
   */
  present_values: boolean;
}
/**
 * One option's cost per productive GPU-hour, old and new.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "OptionMove".
 */
export interface OptionMove {
  /**
   * The option's identity (`own quote id`, `offer/model`, `hybrid`).
   */
  id: string;
  /**
   * Its name in the new case, or in the old one when it is gone (the engine's English
   * label: hosts that speak another language compose a name from `id` and `kind`).
   */
  label: string;
  kind: OptionKind;
  /**
   * For a rented option, the rent option it costs (as in the new case, or the old one
   * when it is gone): what a host names it by beside the pricing model.
   */
  rent?: string | null;
  presence: Presence;
  /**
   * Old cost per productive GPU-hour, exact; `None` when absent or without productive
   * hours.
   */
  old: string | null;
  /**
   * New cost per productive GPU-hour, exact; `None` when absent or without productive
   * hours.
   */
  new: string | null;
  /**
   * New minus old, exact; `None` unless both are known in the same currency.
   */
  change: string | null;
  direction: Direction;
  /**
   * Old present value per productive GPU-hour (the nominal figure without a discount
   * rate), exact.
   */
  old_present: string | null;
  /**
   * New present value per productive GPU-hour, exact.
   */
  new_present: string | null;
  /**
   * Its place in the old case's ranking (1 the cheapest of the options that serve the
   * workload and are eligible, on the case's ranking basis); `None` when not ranked.
   */
  old_rank: number | null;
  /**
   * Its place in the new case's ranking.
   */
  new_rank: number | null;
}
/**
 * The recommended option before and after.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "RecommendationMove".
 */
export interface RecommendationMove {
  /**
   * The old case's recommended option id; `None` when nothing serves the workload.
   */
  old: string | null;
  /**
   * The new case's recommended option id; `None` when nothing serves the workload.
   */
  new: string | null;
  /**
   * Whether the recommendation is a different option (or appeared or vanished).
   */
  changed: boolean;
}
/**
 * The pages of a report as it would be written, for a preview.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "ReportPreview".
 */
export interface ReportPreview {
  language: Language;
  /**
   * Each page as a self-contained SVG document, in page order.
   */
  pages: string[];
}
/**
 * A report written to a file.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "ReportWritten".
 */
export interface ReportWritten {
  /**
   * The file.
   */
  path: string;
  /**
   * Its size in bytes.
   */
  bytes: number;
  /**
   * SHA-256 of the bytes written, lowercase hex.
   */
  sha256: string;
  /**
   * Who signed it (the certificate's common name); `None` when it is not signed.
   */
  signed_by: string | null;
}
/**
 * A report exported from a case, as the store recorded it.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "ExportedReport".
 */
export interface ExportedReport {
  /**
   * The file written.
   */
  path: string;
  /**
   * The saved version of the case it was rendered from; `None` when the case had unsaved
   * changes (or was never saved).
   */
  case_version: number | null;
  /**
   * The report's language (BCP 47, `de`), as recorded.
   */
  language: string;
  /**
   * The report's date, `YYYY-MM-DD`.
   */
  report_date: string;
  /**
   * Who is named as the author.
   */
  author: string;
  /**
   * SHA-256 of the bytes written, lowercase hex.
   */
  sha256: string;
  /**
   * Size in bytes.
   */
  bytes: number;
  /**
   * Who signed it; `None` when it is not signed.
   */
  signed_by: string | null;
  /**
   * When it was written (UTC, RFC 3339).
   */
  exported_at: string;
  /**
   * On a team library, the server role that recorded the export; empty locally.
   */
  role: string;
}
/**
 * A workbook written to a file.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "WorkbookWritten".
 */
export interface WorkbookWritten {
  /**
   * The file.
   */
  path: string;
  /**
   * Its size in bytes.
   */
  bytes: number;
  /**
   * The options costed in it.
   */
  options: number;
  language: Language;
}
/**
 * What verifying a PDF found.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "PdfVerification".
 */
export interface PdfVerification {
  /**
   * The file.
   */
  path: string;
  /**
   * Each signature, in signing order; empty when the file is not signed.
   */
  signatures: SignatureCheck[];
  /**
   * Whether trust anchors were given, so that trust was checked.
   */
  trust_checked: boolean;
  /**
   * The verdict: signed, each signature intact and covering the whole file, and trusted
   * where trust anchors were given.
   */
  verified: boolean;
}
/**
 * One signature's findings.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "SignatureCheck".
 */
export interface SignatureCheck {
  /**
   * The signature field's name.
   */
  field: string | null;
  /**
   * The signer: the signing certificate's common name, else the name the signature gives.
   */
  signer: string | null;
  /**
   * The distinguished name of the signing certificate's issuer.
   */
  issuer: string | null;
  /**
   * The signing time the signer claims (UTC, RFC 3339); a PAdES baseline-B signature has
   * no trusted time.
   */
  time: string | null;
  /**
   * Why it was signed.
   */
  reason: string | null;
  integrity: IntegrityCheck;
  coverage: CoverageCheck;
  trust: TrustCheck;
}
/**
 * What importing a scenario file did and found.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "ScenarioImport".
 */
export interface ScenarioImport {
  imported: Imported;
  /**
   * The file's format when it was older and migrated (`gpucase/1` or `gpucase/2`).
   */
  migrated_from: string | null;
  signature: SignatureState;
  results: ResultsCheck;
  /**
   * The settings of the sender's latest report of the case, when the file carries them.
   */
  report: ReportSettingsRecord | null;
}
/**
 * The settings a report of the case was written with.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "ReportSettingsRecord".
 */
export interface ReportSettingsRecord {
  /**
   * Who wrote the report, as named on it.
   */
  author: string;
  /**
   * The report's date, `YYYY-MM-DD`.
   */
  date: string;
  language: Language;
}
/**
 * What a scenario file is, found before anything is stored: what a host shows before it
 * asks whether to import.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "ScenarioPreview".
 */
export interface ScenarioPreview {
  /**
   * The file.
   */
  path: string;
  /**
   * The case's id.
   */
  id: string;
  /**
   * The case's title.
   */
  name: string;
  /**
   * The format the file is read in: this gpucase's (`gpucase/3`); `migrated_from` says
   * the file's own when it was older.
   */
  format: string;
  /**
   * The file's format when it was older and migrated (`gpucase/1` or `gpucase/2`).
   */
  migrated_from: string | null;
  signature: SignatureState;
  results: ResultsCheck;
  target: ImportTarget;
}
/**
 * What verifying a scenario file found, as hosts show it.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "ScenarioCheck".
 */
export interface ScenarioCheck {
  /**
   * The file.
   */
  path: string;
  /**
   * The signature's findings; `None`: the file is unsigned.
   */
  signature: SignatureCheck | null;
  /**
   * Whether trust anchors were given, so that trust was checked.
   */
  trust_checked: boolean;
  /**
   * The verdict: signed, intact and, where trust anchors were given, trusted.
   */
  verified: boolean;
}
/**
 * One plugin's refresh as the UI shows it.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "RefreshSummary".
 */
export interface RefreshSummary {
  /**
   * The plugin.
   */
  plugin: string;
  /**
   * Offers seen for the first time.
   */
  added: number;
  /**
   * Offers that changed.
   */
  changed: number;
  /**
   * Offers seen again unchanged.
   */
  unchanged: number;
  /**
   * Offers no longer offered.
   */
  withdrawn: number;
  /**
   * Offers refused, each with plugin, index and field.
   */
  refused: string[];
  /**
   * Why the refresh failed; the last good snapshot was kept.
   */
  error: string | null;
  /**
   * What the plugin skipped and could not read, in the UI's language: a line per part
   * not read, one on the items skipped by reason.
   */
  skipped: string[];
  /**
   * Each item skipped, named (up to 50 a reason, the rest counted), for a list to open.
   */
  skipped_items: string[];
}
/**
 * A case with the team's bills taken in.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "BillsTaken".
 */
export interface BillsTaken {
  view: CaseView;
  /**
   * What of the bills was not taken and why, and the lines whose GPUs the catalog
   * gave, in the UI's language, one line each.
   */
  notes: string[];
}
/**
 * A probe's report with its words, as a host receives it.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "ProbeView".
 */
export interface ProbeView {
  report: ProbeReport;
  text: ProbeText;
}
/**
 * An analysis, and its findings against an offer when one was given.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "ProbeReport".
 */
export interface ProbeReport {
  analysis: Analysis;
  /**
   * The offer checked against, `provider/offer_id`.
   */
  offer: string | null;
  /**
   * Every difference from the offer's claims, most severe first.
   */
  findings: Finding[];
  /**
   * The analysis as English text, with its evidence (what `gpucase --lang en probe
   * analyze` prints); the desktop receives it in the UI's language beside the report
   * ([`crate::text::ProbeView`]).
   */
  text: string;
}
/**
 * The probe output analysed: the answers to the buyer's questions (docs/method.md section 2).
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "Analysis".
 */
export interface Analysis {
  /**
   * `version=` of the script that wrote the output.
   */
  probe_version: string | null;
  /**
   * When the probe ran (`date -u`, as the script printed it).
   */
  collected_at: string | null;
  /**
   * Whether the probe ran as root (some answers need it).
   */
  ran_as_root: boolean | null;
  /**
   * Whether the output is complete (the final `done` marker is there).
   */
  complete: boolean;
  isolation: Verdict;
  kernel: Verdict2;
  kernel_modules: Verdict3;
  /**
   * The GPUs the NVIDIA driver shows, or the GPU-class PCI devices when it is absent.
   */
  gpus: Gpu2[];
  allocation: Verdict4;
  cpu: Verdict5;
  memory: Verdict6;
  /**
   * What could not be answered, and why.
   */
  missing: Missing[];
}
/**
 * A conclusion with the lines it rests on and notes on what it means.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "Verdict".
 */
export interface Verdict {
  value: Isolation2;
  /**
   * Lines of the output that decide it.
   */
  evidence: Evidence[];
  /**
   * What it means for the buyer, or why it is uncertain, in English.
   */
  notes: string[];
  /**
   * The same notes as kinds with their values, for hosts that write them in the user's
   * language (absent from analyses stored before they were structured).
   */
  note_kinds: Note[];
}
/**
 * One line of the probe output that a conclusion rests on.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "Evidence".
 */
export interface Evidence {
  /**
   * The section of the probe output (`virt`, `nvidia_smi_q`, ...).
   */
  section: string;
  /**
   * The line, trimmed.
   */
  line: string;
}
/**
 * A conclusion with the lines it rests on and notes on what it means.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "Verdict2".
 */
export interface Verdict2 {
  value: Kernel;
  /**
   * Lines of the output that decide it.
   */
  evidence: Evidence[];
  /**
   * What it means for the buyer, or why it is uncertain, in English.
   */
  notes: string[];
  /**
   * The same notes as kinds with their values, for hosts that write them in the user's
   * language (absent from analyses stored before they were structured).
   */
  note_kinds: Note[];
}
/**
 * Whose kernel runs the machine.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "Kernel".
 */
export interface Kernel {
  ownership: KernelOwnership;
  /**
   * `uname -r`.
   */
  release: string | null;
}
/**
 * A conclusion with the lines it rests on and notes on what it means.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "Verdict3".
 */
export interface Verdict3 {
  value: ModulesVisibility;
  /**
   * Lines of the output that decide it.
   */
  evidence: Evidence[];
  /**
   * What it means for the buyer, or why it is uncertain, in English.
   */
  notes: string[];
  /**
   * The same notes as kinds with their values, for hosts that write them in the user's
   * language (absent from analyses stored before they were structured).
   */
  note_kinds: Note[];
}
/**
 * One GPU as seen from inside.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "Gpu2".
 */
export interface Gpu2 {
  /**
   * Index in the order the driver lists GPUs (or PCI order without a driver).
   */
  index: number;
  /**
   * Product name (`NVIDIA H100 80GB HBM3`) or the PCI device name.
   */
  name: string;
  /**
   * PCI bus id, as the source printed it.
   */
  bus_id: string | null;
  /**
   * PCI vendor:device id (`10de:2330`) where known.
   */
  pci_id: string | null;
  /**
   * Frame-buffer memory the driver reports for the GPU, MiB.
   */
  memory_total_mib: number | null;
  /**
   * `MIG Mode / Current` (`Enabled`, `Disabled`, `N/A`).
   */
  mig_mode: string | null;
  /**
   * `GPU Virtualization Mode / Virtualization Mode` (`None`, `Pass-Through`, `VGPU`).
   */
  virtualization_mode: string | null;
  /**
   * MIG devices on this GPU visible here.
   */
  mig_devices: MigDevice[];
  /**
   * The vGPU licensed product (`NVIDIA RTX Virtual Workstation`) in a vGPU guest.
   */
  vgpu_licensed_product: string | null;
  /**
   * Frame-buffer memory used by processes not visible here, MiB (a sign of sharing).
   */
  memory_used_by_others_mib: number | null;
  /**
   * The datasheet row matched by name or PCI id.
   */
  datasheet: DatasheetEntry | null;
  vram: VramCheck;
}
/**
 * A MIG device (GPU instance + compute instance).
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "MigDevice".
 */
export interface MigDevice {
  /**
   * Profile as `nvidia-smi -L` names it (`1g.18gb`, `3g.71gb`).
   */
  profile: string | null;
  /**
   * Frame-buffer memory of the instance, MiB (`nvidia-smi -q`).
   */
  memory_total_mib: number | null;
}
/**
 * One row of the GPU datasheet table.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "DatasheetEntry".
 */
export interface DatasheetEntry {
  /**
   * Canonical model name.
   */
  model: string;
  /**
   * Nominal memory in GB as the datasheet states it (binary: NVIDIA's "80 GB" is 80 GiB).
   */
  nominal_gb: number;
  memory_kind: MemoryKind;
  /**
   * The vendor document the row is taken from.
   */
  source: string;
}
/**
 * The reported frame buffer against the datasheet.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "VramCheck".
 */
export interface VramCheck {
  status: VramStatus;
  /**
   * Nominal size of the card, MiB.
   */
  nominal_mib: number | null;
  /**
   * What is usable here: the MIG instance's or the vGPU's memory, else the GPU's, MiB.
   */
  usable_mib: number | null;
  /**
   * How much less than nominal, percent (negative: more).
   */
  shortfall_percent: number | null;
  /**
   * What the difference means, in English.
   */
  explanation: string;
  /**
   * The same as a kind with its values (absent from analyses stored before).
   */
  explanation_kind: VramExplanation | null;
}
/**
 * A conclusion with the lines it rests on and notes on what it means.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "Verdict4".
 */
export interface Verdict4 {
  value: Allocation2;
  /**
   * Lines of the output that decide it.
   */
  evidence: Evidence[];
  /**
   * What it means for the buyer, or why it is uncertain, in English.
   */
  notes: string[];
  /**
   * The same notes as kinds with their values, for hosts that write them in the user's
   * language (absent from analyses stored before they were structured).
   */
  note_kinds: Note[];
}
/**
 * A conclusion with the lines it rests on and notes on what it means.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "Verdict5".
 */
export interface Verdict5 {
  value: CpuView;
  /**
   * Lines of the output that decide it.
   */
  evidence: Evidence[];
  /**
   * What it means for the buyer, or why it is uncertain, in English.
   */
  notes: string[];
  /**
   * The same notes as kinds with their values, for hosts that write them in the user's
   * language (absent from analyses stored before they were structured).
   */
  note_kinds: Note[];
}
/**
 * CPUs as seen and as limited.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "CpuView".
 */
export interface CpuView {
  /**
   * `nproc`: CPUs this process may run on (affinity and cpuset, not the quota).
   */
  visible_cpus: number | null;
  /**
   * Processors listed in `/proc/cpuinfo`.
   */
  cpuinfo_processors: number | null;
  /**
   * CPU quota from the cgroup (`cpu.max`, `cfs_quota_us / cfs_period_us`), in CPUs.
   */
  quota_cpus: number | null;
  /**
   * What is really usable: the smaller of the two.
   */
  effective_cpus: number | null;
  /**
   * Whether more CPUs are shown than may be used (the container shows the host).
   */
  shows_more_than_usable: boolean;
}
/**
 * A conclusion with the lines it rests on and notes on what it means.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "Verdict6".
 */
export interface Verdict6 {
  value: MemoryView;
  /**
   * Lines of the output that decide it.
   */
  evidence: Evidence[];
  /**
   * What it means for the buyer, or why it is uncertain, in English.
   */
  notes: string[];
  /**
   * The same notes as kinds with their values, for hosts that write them in the user's
   * language (absent from analyses stored before they were structured).
   */
  note_kinds: Note[];
}
/**
 * Memory as seen and as limited.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "MemoryView".
 */
export interface MemoryView {
  /**
   * Total memory shown by `free` (or `/proc/meminfo`), bytes.
   */
  visible_bytes: number | null;
  /**
   * The cgroup memory limit, bytes (`None`: unlimited or unknown).
   */
  limit_bytes: number | null;
  /**
   * What is really usable: the smaller of the two, bytes.
   */
  effective_bytes: number | null;
  /**
   * Whether more memory is shown than may be used (the container shows the host).
   */
  shows_more_than_usable: boolean;
}
/**
 * A question that could not be answered.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "Missing".
 */
export interface Missing {
  /**
   * The probe section.
   */
  section: string;
  reason: MissingReason;
  /**
   * What cannot be answered without it, in English (hosts write the consequence of a
   * known `section` in the user's language and show this one for any other).
   */
  consequence: string;
  /**
   * The line the section printed where it failed or could not be read, as printed.
   */
  detail: string | null;
}
/**
 * One difference between the offer and the delivery.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "Finding".
 */
export interface Finding {
  severity: Severity;
  topic: Topic;
  finding: FindingKind;
  /**
   * What it means, in an English sentence (for logs and the JSON output), with the
   * analysis's explanation where it has one.
   */
  message: string;
  /**
   * What the offer claims.
   */
  claimed: string;
  /**
   * What the probe saw.
   */
  observed: string;
  /**
   * The lines it rests on.
   */
  evidence: Evidence[];
}
/**
 * The words of a probe's analysis in one language.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "ProbeText".
 */
export interface ProbeText {
  language: Language;
  /**
   * The analysis as the lines `gpucase probe analyze` prints: headings, answers, notes,
   * the output lines they rest on, the GPUs, what could not be answered.
   */
  analysis: string;
  /**
   * Each finding against the offer, one sentence per entry of the report's `findings`.
   */
  findings: string[];
}
/**
 * One credential and where it is set.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "Credential".
 */
export interface Credential {
  /**
   * Its name: an environment variable and the keyring entry's account.
   */
  name: string;
  /**
   * Who uses it: plugin ids, or the metrics server by its name in the reader's language.
   */
  used_by: string[];
  /**
   * `environment` or `keyring` when set; `None` when not set.
   */
  source: string | null;
  /**
   * Why the keyring could not be read, when it could not, in the reader's language.
   */
  problem: string | null;
}
/**
 * An offer as the catalog table shows it.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "OfferRow".
 */
export interface OfferRow {
  offer: Offer;
  hourly: Money;
  /**
   * Whether that hourly figure was derived from a monthly price (price / 730 h).
   */
  hourly_derived: boolean;
  /**
   * Whether it includes a reservation's upfront payment spread over its term (the
   * effective rate; [`gpucase_core::offer::Hourly::upfront_spread`]).
   */
  hourly_upfront_spread: boolean;
  /**
   * One instance held every hour, per month, with the workload's storage and traffic,
   * costed by the TCO engine (setup fees left out, a reservation's upfront payment spread
   * over its term); `None` when a charge is in another currency or the price alone cannot
   * be costed.
   */
  effective_monthly: Money | null;
  /**
   * Whether the machine is in the EU or EEA; `None` when the country is not known.
   */
  eu_eea: boolean | null;
  /**
   * When the catalog first saw the offer.
   */
  first_seen: string;
  /**
   * Versions observed (1 when it never changed).
   */
  observations: number;
  /**
   * The product and place it is listed under ([`crate::catalog::OfferGroup`]), on the
   * first row of each group whose offers name a product; the rows of a group follow one
   * another.
   */
  group: OfferGroupHead | null;
  /**
   * What second sources (public catalogs such as SkyPilot's) say of its price.
   */
  second_sources: SecondSource[];
}
/**
 * The head of a group of offers: one product in one place, its pricing models beneath.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "OfferGroupHead".
 */
export interface OfferGroupHead {
  /**
   * The plugin.
   */
  provider: string;
  /**
   * What is sold: the offers' product, else the offer's id.
   */
  product: string;
  /**
   * Where: the region, else the data centre, else the country; empty where unknown.
   */
  place: string;
  /**
   * Sold only under a commitment: no on-demand, spot or interruptible price.
   */
  commitment_only: boolean;
  /**
   * Offers of the group the filter shows.
   */
  offers: number;
}
/**
 * A second source's price for an offer: the same product, place, pricing model and term
 * as another plugin lists it.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "SecondSource".
 */
export interface SecondSource {
  /**
   * The plugin that restates it (`skypilot`).
   */
  plugin: string;
  /**
   * Its offer id there.
   */
  offer_id: string;
  price: Money;
  /**
   * When that source was read (RFC 3339).
   */
  fetched_at: string;
  /**
   * Whether it gives the offer's own price, exactly (trailing zeros aside).
   */
  agrees: boolean;
}
/**
 * An offer's observations.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "OfferHistory".
 */
export interface OfferHistory {
  /**
   * The offer, `provider/offer_id`.
   */
  offer: string;
  /**
   * The latest observations (at most [`MAX_OBSERVATIONS`]), oldest first.
   */
  observations: Observation[];
  /**
   * Observations recorded, those left out included: more than `observations` holds when
   * the history is longer than [`MAX_OBSERVATIONS`].
   */
  total: number;
  /**
   * When the offer left the catalog (RFC 3339); `None` while it is offered.
   */
  withdrawn_at: string | null;
}
/**
 * The offer as one refresh saw it change.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "Observation".
 */
export interface Observation {
  /**
   * When the offer was fetched in that refresh (RFC 3339, UTC).
   */
  observed_at: string;
  price: Price;
  /**
   * What differs from the observation before, the price's amount first and the other
   * fields in the offer's order; empty for the first one shown, and for an offer that
   * came back unchanged after it was withdrawn.
   */
  changes: FieldChange[];
  offer: Offer;
}
/**
 * One field of an offer that changed between two observations.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "FieldChange".
 */
export interface FieldChange {
  /**
   * The field, as a path into the offer: `price.amount`, `location.city`, `charges`.
   */
  field: string;
  /**
   * Its value before, as the offer writes it (`9.90 EUR`, `vm`); `None` when absent or
   * null.
   */
  before: string | null;
  /**
   * Its value after; `None` when absent or null.
   */
  after: string | null;
}
/**
 * An error as it crosses to a host's UI: a stable code, the message, and the JSON path of
 * the field at fault when there is one. UIs never parse the message.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "ErrorPayload".
 */
export interface ErrorPayload {
  code: ErrorCode;
  /**
   * One line: what, where, what was expected.
   */
  message: string;
  /**
   * JSON path of the field at fault, for messages beside a field.
   */
  path: string | null;
}
/**
 * One step of a long task.
 *
 * This interface was referenced by `Ipc`'s JSON-Schema
 * via the `definition` "Progress".
 */
export interface Progress {
  task: Task;
  /**
   * Steps done.
   */
  done: number;
  /**
   * Steps in all (the same unit as `done`).
   */
  total: number;
  /**
   * What is happening now, or what the last step did.
   */
  message: string;
}
