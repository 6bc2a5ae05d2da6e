//! An offer as its source writes it: a plugin's output and a row of the analyst's CSV
//! file or form both become an [`OfferDraft`], which the host completes into an
//! [`Offer`] (who sold it, when it was read, the canonical GPU) and checks. One typed
//! shape for both sources, so that a manual offer is read as a plugin's is, without a
//! detour through untyped JSON.

use serde::Deserialize;

use super::{
    Allocation, Availability, Charge, Gpu, Host, HostStatus, Isolation, Location, Offer,
    OfferError, Price, UnknownCharge, canonical_gpu_sized,
};
use crate::quantity::Quantity;

/// An offer without what the host fills in: the provider, the time of fetching and the
/// canonical GPU model. A plugin's script returns a list of these.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OfferDraft {
    /// The provider's identity of the offer.
    pub offer_id: String,
    /// The provider's name of the instance type, plan or server, where the id is not it.
    #[serde(default)]
    pub product: Option<String>,
    /// A second source's provider whose offer this one restates.
    #[serde(default)]
    pub restates: Option<String>,
    /// Where the offer was read (a web page, or for a manual offer the quote it cites).
    pub source_url: String,
    /// The GPUs, as the seller names them.
    pub gpu: GpuDraft,
    /// How the GPUs are given to the customer.
    pub allocation: Allocation,
    /// What separates the customer from other tenants.
    pub isolation: Isolation,
    /// The host machine and the customer's share of it.
    pub host: Host,
    /// Where the machine is.
    pub location: Location,
    /// Who vouches for the host.
    pub host_status: HostStatus,
    /// GPU interconnect as the seller writes it.
    pub interconnect: Option<String>,
    /// Performance tier where the seller publishes one.
    pub performance_tier: Option<String>,
    /// The published price.
    pub price: Price,
    /// Charges outside the price.
    pub charges: Vec<Charge>,
    /// Charges billed whose price could not be read, each with why.
    #[serde(default)]
    pub unknown_charges: Vec<UnknownCharge>,
    /// What the provider reports of free capacity, where it reports it.
    #[serde(default)]
    pub availability: Option<AvailabilityDraft>,
}

/// The GPUs of a draft: the seller's name, not yet the canonical model.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GpuDraft {
    /// The name as the seller writes it.
    pub raw_name: String,
    /// GPUs in the offer (whole cards; a share is in the allocation).
    pub count: u32,
    /// Memory per GPU in GB as offered.
    pub vram_gb: Option<Quantity>,
}

/// Free capacity as a draft states it: `as_of` only where the provider dates it; the host
/// takes the time of fetching otherwise.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AvailabilityDraft {
    /// Whether the offer could be started when it was read.
    pub available: bool,
    /// How many the provider reported free, where it gives a count.
    #[serde(default)]
    pub count: Option<u32>,
    /// The provider's own word for the level, as given.
    #[serde(default)]
    pub level: Option<String>,
    /// When the provider reported it, where it says.
    #[serde(default)]
    pub as_of: Option<String>,
}

impl GpuDraft {
    /// The canonical model of these GPUs (see [`canonical_gpu_sized`]).
    pub fn canonical_model(&self) -> String {
        canonical_gpu_sized(&self.raw_name, self.vram_gb.map(Quantity::value))
    }
}

impl OfferDraft {
    /// The offer `provider` read at `fetched_at` (UTC, RFC 3339), its GPUs named `model`
    /// (the canonical model of [`GpuDraft::canonical_model`], which a host reading
    /// thousands of offers may take from its own cache). Not yet checked: see
    /// [`OfferDraft::finish`].
    pub fn into_offer(self, provider: &str, fetched_at: &str, model: String) -> Offer {
        Offer {
            provider: provider.to_owned(),
            offer_id: self.offer_id,
            source_url: self.source_url,
            fetched_at: fetched_at.to_owned(),
            product: self.product.filter(|p| !p.trim().is_empty()),
            restates: self.restates.filter(|p| !p.trim().is_empty()),
            gpu: Gpu {
                model,
                raw_name: self.gpu.raw_name,
                count: self.gpu.count,
                vram_gb: self.gpu.vram_gb,
            },
            allocation: self.allocation,
            isolation: self.isolation,
            host: self.host,
            location: self.location,
            host_status: self.host_status,
            interconnect: self.interconnect,
            performance_tier: self.performance_tier,
            price: self.price,
            charges: self.charges,
            unknown_charges: self.unknown_charges,
            availability: self.availability.map(|a| Availability {
                available: a.available,
                count: a.count,
                level: a.level,
                as_of: a.as_of.unwrap_or_else(|| fetched_at.to_owned()),
            }),
            withdrawn: false,
        }
    }

    /// The offer `provider` read at `fetched_at`, completed and checked
    /// ([`Offer::validate`]).
    pub fn finish(self, provider: &str, fetched_at: &str) -> Result<Offer, OfferError> {
        let model = self.gpu.canonical_model();
        let offer = self.into_offer(provider, fetched_at, model);
        offer.validate()?;
        Ok(offer)
    }
}
