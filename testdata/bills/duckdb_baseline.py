#!/usr/bin/env python3
"""The DuckDB baseline of the bills-import benchmark: the same aggregation as
`gpucase bills import` (per provider, service, SKU and region: rows, billed hours, list,
billed and effective cost, commitments used and unused, credits, taxes) in SQL over the
same FOCUS CSV (or Parquet, whose types it holds), printed as JSON."""
import json
import sys

import duckdb

path = sys.argv[1]
con = duckdb.connect()
# A Parquet bill holds its types; a CSV's are given.
source = (
    "read_parquet(?)"
    if path.endswith(".parquet")
    else """read_csv(?, header = true, nullstr = 'NULL',
                  types = {'BilledCost': 'DECIMAL(38,11)', 'EffectiveCost': 'DECIMAL(38,11)',
                           'ListCost': 'DECIMAL(38,11)', 'ConsumedQuantity': 'DECIMAL(38,15)'})"""
)
rows = con.execute(
    f"""
    SELECT ProviderName, ServiceName, SkuId, RegionId,
           count(*) AS rows,
           sum(CASE WHEN ChargeCategory = 'Usage'
                     AND lower(trim(ConsumedUnit)) IN ('h', 'hr', 'hrs', 'hour', 'hours')
                    THEN ConsumedQuantity ELSE 0 END) AS billed_hours,
           sum(ListCost) AS list_cost,
           sum(BilledCost) AS billed_cost,
           sum(EffectiveCost) AS effective_cost,
           sum(CASE WHEN CommitmentDiscountStatus = 'Used' THEN EffectiveCost ELSE 0 END) AS used,
           sum(CASE WHEN CommitmentDiscountStatus = 'Unused' THEN EffectiveCost ELSE 0 END) AS unused,
           sum(CASE WHEN ChargeCategory = 'Credit' THEN BilledCost ELSE 0 END) AS credits,
           sum(CASE WHEN ChargeCategory = 'Tax' THEN BilledCost ELSE 0 END) AS tax
    FROM {source}
    GROUP BY ALL
    """,
    [path],
).fetchall()
print(json.dumps({"groups": len(rows), "rows": sum(r[4] for r in rows)}))
