"""Outline (section snapshot) updates against the same change through a flat snapshot
(issue 24), from one run: contenders timed side by side, ratios of their medians (and of their
fastest rounds, which a shared machine's preemptions spare)."""
from benchreport import arguments, load, milliseconds, table

results, target = arguments()
medians = load(results, target)
fastest = load(results, target, percentile="0")
LIMIT = 2.0


def value(statistics, name, metric):
    return (statistics.get(name) or {}).get(f"{metric} ns")


def ratio(top, bottom):
    return f"{top / bottom:.2f}x" if top and bottom else "–"


checks = []


def rows_for(name, contenders, floor):
    rows = []
    base, base_fastest = value(medians, name, floor), value(fastest, name, floor)
    for metric, label in contenders:
        median, best = value(medians, name, metric), value(fastest, name, metric)
        if median is None:
            continue
        rows.append([label, milliseconds(median), ratio(median, base), milliseconds(best) if best else "–", ratio(best, base_fastest)])
        if base and metric != floor:
            checks.append((f"{name}: {label} / flat", median / base, LIMIT, median / base <= LIMIT))
    return rows


HEADERS = ["ms (median)", "/ flat", "ms (fastest)", "/ flat (fastest)"]

stream = "stream 100k"
rows = rows_for(stream, [
    ("flat", "flat snapshot: snapshot(), deleteItems, appendItems, apply"),
    ("outline", "section snapshot of roots: snapshot(for:), delete, append, apply(_:to:)"),
    ("outline with details", "the same, every 100th root with 3 collapsed children"),
], "flat")
if rows:
    print("\nA capped log of 100,000 rows (120x35 window): drop the 20 oldest, append 20, animated; "
          "the whole call, rounds run side by side\n")
    table(["update"] + HEADERS, rows)

expansion = "expand collapse 10k"
for change in ["expand", "collapse"]:
    rows = rows_for(expansion, [
        (f"flat {change}", f"flat snapshot: children {'inserted' if change == 'expand' else 'deleted'}, apply"),
        (f"outline {change}", f"section snapshot: snapshot(for:), {change}, apply(_:to:)"),
    ], f"flat {change}")
    rows += rows_for(expansion, [
        (f"flat and frame {change}", "flat snapshot, apply, and the frame that shows it"),
        (f"key {change}", f"{'Right' if change == 'expand' else 'Left'} key on the parent (its frame included)"),
    ], f"flat and frame {change}")
    if rows:
        print(f"\n{change.capitalize()} a parent with 10,000 children among 90,000 rows (120x35 window), animated: "
              "rounds run side by side (the key against the flat apply with its frame)\n")
        table([change] + HEADERS, rows)

if checks:
    print("\nIssue 24 targets (ratios of medians)\n")
    table(["target", "measured", "limit", "result"],
          [[label, f"{value:.3g}", f"{limit:g}", "PASS" if passed else "FAIL"] for label, value, limit, passed in checks])
