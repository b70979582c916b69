"""Ratio tables for the snapshot diff and build, from one run of DiffBenchmarks."""
from benchreport import arguments, load, milliseconds, table

SIZES = ["10k", "100k", "1M"]
SCENARIOS = ["identical", "append", "mixed", "reversed", "shuffled", "churn", "sectioned"]
KINDS = ["Int", "String"]

results, target = arguments()
# Medians: the snapshot algorithms of one input run side by side, each round timing every one
# of them in turn, so a stretch of the shared machine that slows one slows the others alike and
# their ratios hold; CollectionDifference (seconds, not milliseconds) runs alone.
medians = load(results, target)


def median(kind, size, scenario, algorithm):
    if algorithm == "collectionDifference":
        entry = medians.get(f"diff {kind} {size} {scenario} {algorithm}")
        return entry and entry.get("wallClock")
    entry = medians.get(f"diff {kind} {size} {scenario}")
    return entry and entry.get(f"{algorithm} ns")


def ratio(value, floor):
    return f"{value / floor:.3g}x" if value and floor else "–"


def ms(value, missing="–"):
    return milliseconds(value) if value else missing


checks = []


def check(label, value, limit, smaller=True):
    if value is not None:
        passed = value <= limit if smaller else value >= limit
        checks.append((label, value, limit, passed))


def check_ratio(label, kind, size, scenario, numerator, denominator, limit, smaller=True):
    top, bottom = median(kind, size, scenario, numerator), median(kind, size, scenario, denominator)
    if top and bottom:
        value = top / bottom if smaller else bottom / top
        check(f"{scenario} {size} {label} ({kind})", value, limit, smaller)


for kind in KINDS:
    rows = []
    for scenario in SCENARIOS:
        for size in SIZES:
            ours = median(kind, size, scenario, "snapshot")
            both = median(kind, size, scenario, "buildAndDiff")
            build = median(kind, size, scenario, "build")
            build_floor = median(kind, size, scenario, "buildFloor")
            floor = median(kind, size, scenario, "dictionaryFloor")
            stdlib = median(kind, size, scenario, "collectionDifference")
            if not (ours or both or floor):
                continue
            rows.append([
                f"{scenario} {size}",
                ms(ours), ms(both), ms(floor), ms(stdlib, "skipped"),
                ratio(ours, floor), ratio(both, floor), ratio(stdlib, floor),
                ms(build), ratio(build, build_floor),
            ])
    if rows:
        print(f"\n{kind} identifiers: median ms of rounds run side by side; ratios to the floor (build: to the build floor)\n")
        table(["scenario", "diff", "build+diff", "floor", "CollectionDifference",
               "diff/floor", "build+diff/floor", "CD/floor", "build", "build/build floor"], rows)

    for size in ["100k", "1M"]:
        check_ratio("diff at or below the floor", kind, size, "mixed", "snapshot", "dictionaryFloor", 1.0)
    check_ratio("diff under 0.1x the floor", kind, "1M", "identical", "snapshot", "dictionaryFloor", 0.1)
    check_ratio("diff under 1.5x the floor", kind, "100k", "reversed", "snapshot", "dictionaryFloor", 1.5)
    check_ratio("diff at least 20x faster than CollectionDifference", kind, "100k", "mixed",
                "snapshot", "collectionDifference", 20, smaller=False)
    for scenario in SCENARIOS:
        for size in ["100k", "1M"]:
            check_ratio("build at most 1.2x the build floor", kind, size, scenario, "build", "buildFloor", 1.2)
    for scenario, size in [("mixed", "100k"), ("mixed", "1M"), ("sectioned", "100k")]:
        check_ratio("build+diff at most 1.5x the floor", kind, size, scenario, "buildAndDiff", "dictionaryFloor", 1.5)
    for scenario, size in [("shuffled", "100k"), ("shuffled", "1M"), ("churn", "10k")]:
        check_ratio("build+diff at most 3x the floor", kind, size, scenario, "buildAndDiff", "dictionaryFloor", 3)

# A snapshot applied again (issue 36, item 3): kept and edited, rebuilt, the standard library.
again_rows = []
for kind in KINDS:
    for change in ["unchanged", "few places"]:
        entry = medians.get(f"again {kind} 1M {change}") or {}
        kept, rebuilt, stdlib = (entry.get(f"{name} ns") for name in ["kept", "rebuilt", "CollectionDifference"])
        if not (kept and stdlib):
            continue
        again_rows.append([f"{change} ({kind})", ms(kept), ms(rebuilt), ms(stdlib), ratio(kept, stdlib), ratio(rebuilt, stdlib)])
        check(f"1M {change}, kept and edited, at most CollectionDifference ({kind})", kept / stdlib, 1.0)
if again_rows:
    print("\nA 1M snapshot applied again, side by side: median ms (kept: the snapshot shown, copied and "
          "edited through its API, then diffed; rebuilt: built from arrays, then diffed)\n")
    table(["change", "kept", "rebuilt", "CollectionDifference", "kept / CD", "rebuilt / CD"], again_rows)

outline_rows = []
outline = {order: (medians.get("outline Int 100k") or {}).get(f"{order} ns")
           for order in ["breadthFirst", "depthFirst", "nodeByNode"]}
for order, value in outline.items():
    if value:
        outline_rows.append([order, milliseconds(value), ratio(value, outline["depthFirst"])])
if outline_rows:
    print("\nOutline (section snapshot) of 100k items, built and read once, the orders side by side: median ms\n")
    table(["build order", "ms", "/ depth first"], outline_rows)
if outline["breadthFirst"] and outline["depthFirst"]:
    check("outline 100k breadth first at most 1.5x depth first",
          outline["breadthFirst"] / outline["depthFirst"], 1.5)

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
                check(f"{label} ({kind})", value, limit)
if memory_rows:
    print("\nMemory (malloc interposer, requested bytes)\n")
    table(["measure", "bytes/item", "target"], memory_rows)

if checks:
    print("\nTargets\n")
    table(["target", "measured", "limit", "result"],
          [[label, f"{value:.3g}", f"{limit:g}", "PASS" if passed else "FAIL"] for label, value, limit, passed in checks])
