"""Memory over a long run (issue item 10), from one run of SoakBenchmarks: the resident set and
the live heap after 100, 1,000, 3,000 and 10,000 animated applies, and the growth from 1,000
to 10,000 (goal: at most 1% of the resident set)."""
from benchreport import arguments, load, table

NAME = "soak 10000 animated applies"
CHECKPOINTS = [100, 1_000, 3_000, 10_000]
LIMIT = 0.01

results, target = arguments()
measured = load(results, target).get(NAME, {})


def value(metric):
    return measured.get(metric)


rows = []
for applies in CHECKPOINTS:
    rss = value(f"rss KiB after {applies}")
    heap = value(f"heap bytes after {applies}")
    rows.append([f"{applies:,}",
                 "–" if rss is None else f"{rss / 1024:.2f}",
                 "–" if heap is None else f"{heap / 1024:,.1f}"])

print("\nMemory over a long run: 100x30 card grid, each apply animated to its end (shuffle, add, delete in turn)\n")
table(["applies", "resident set (MiB)", "live heap since start (KiB)"], rows)

fewest = value("fewest frames per apply")
if fewest is not None:
    print(f"\nEvery apply animated: at least {fewest:.0f} frames each.")

rss_1k, rss_10k = value("rss KiB after 1000"), value("rss KiB after 10000")
heap_1k, heap_10k = value("heap bytes after 1000"), value("heap bytes after 10000")
if None not in (rss_1k, rss_10k, heap_1k, heap_10k):
    growth = (rss_10k - rss_1k) / rss_1k
    per_apply = (heap_10k - heap_1k) / 9_000
    print(f"\nFrom 1,000 to 10,000 applies: resident set {growth:+.2%} ({rss_10k - rss_1k:+,.0f} KiB), "
          f"live heap {per_apply:+.1f} bytes per apply\n")
    table(["target", "measured", "limit", "result"],
          [["resident set growth, 1,000 to 10,000 applies", f"{growth:+.2%}", f"{LIMIT:.0%}",
            "PASS" if growth <= LIMIT else "FAIL"]])
