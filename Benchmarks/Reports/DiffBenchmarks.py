"""Ratio tables for the snapshot diff (issue 3), from one run of DiffBenchmarks."""
from benchreport import arguments, load, milliseconds, table

SIZES = ["10k", "100k", "1M"]
SCENARIOS = ["identical", "append", "mixed", "reversed"]
KINDS = ["Int", "String"]

results, target = arguments()
medians = load(results, target)


def median(kind, size, scenario, algorithm):
    entry = medians.get(f"diff {kind} {size} {scenario} {algorithm}")
    return entry and entry.get("wallClock")


def ratio(value, floor):
    return f"{value / floor:.3g}x" if value and floor else "–"


checks = []
for kind in KINDS:
    rows = []
    for scenario in SCENARIOS:
        for size in SIZES:
            ours = median(kind, size, scenario, "snapshot")
            stdlib = median(kind, size, scenario, "collectionDifference")
            floor = median(kind, size, scenario, "dictionaryFloor")
            if not (ours or floor):
                continue
            rows.append([
                f"{scenario} {size}",
                milliseconds(ours) if ours else "–",
                milliseconds(stdlib) if stdlib else "skipped (>10 s)",
                milliseconds(floor) if floor else "–",
                ratio(ours, floor),
                ratio(stdlib, floor),
            ])
    if rows:
        print(f"\n{kind} identifiers: median ms, ratio to the dictionary floor\n")
        table(["scenario", "snapshot diff", "CollectionDifference", "floor", "diff/floor", "CD/floor"], rows)

    def check(label, value, limit, smaller=True):
        if value is not None:
            passed = value <= limit if smaller else value >= limit
            checks.append((f"{label} ({kind})", value, limit, passed))

    for size in ["100k", "1M"]:
        ours, floor = median(kind, size, "mixed", "snapshot"), median(kind, size, "mixed", "dictionaryFloor")
        if ours and floor:
            check(f"mixed {size} at or below the floor", ours / floor, 1.0)
    ours, floor = median(kind, "1M", "identical", "snapshot"), median(kind, "1M", "identical", "dictionaryFloor")
    if ours and floor:
        check("identical 1M under 0.1x the floor", ours / floor, 0.1)
    ours, floor = median(kind, "100k", "reversed", "snapshot"), median(kind, "100k", "reversed", "dictionaryFloor")
    if ours and floor:
        check("reversed 100k under 1.5x the floor", ours / floor, 1.5)
    ours, stdlib = median(kind, "100k", "mixed", "snapshot"), median(kind, "100k", "mixed", "collectionDifference")
    if ours and stdlib:
        check("mixed 100k at least 20x faster than CollectionDifference", stdlib / ours, 20, smaller=False)

memory_rows = []
for kind in KINDS:
    for what, label, limit in [
        ("snapshot", "1M-item snapshot, bytes per item beyond the identifiers", 64),
        ("mixed-diff-peak", "peak extra bytes per item of a 1M mixed diff", 48),
        ("reversed-diff-peak", "peak extra bytes per item of a 1M reversed diff", None),
    ]:
        entry = medians.get(f"memory {kind} 1M {what}")
        if entry:
            value = entry["bytes per item x100"] / 100
            memory_rows.append([f"{label} ({kind})", f"{value:.1f}", f"< {limit}" if limit else "–"])
            if limit:
                checks.append((f"{label} ({kind})", value, limit, value < limit))
if memory_rows:
    print("\nMemory (malloc interposer, requested bytes)\n")
    table(["measure", "bytes/item", "target"], memory_rows)

if checks:
    print("\nIssue 3 targets\n")
    table(["target", "measured", "limit", "result"],
          [[label, f"{value:.3g}", f"{limit:g}", "PASS" if passed else "FAIL"] for label, value, limit, passed in checks])
