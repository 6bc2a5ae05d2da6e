//! Metrics import: reads a month or a year of vLLM and DCGM series and says which GPU-hours
//! were productive.
