"""Tables at scale (issue 28): frames at 5,000 vs 1,000,000 rows, a re-sort and a filter at 1M."""
from benchreport import arguments, load, milliseconds, table

results, target = arguments()
medians = load(results, target)
FRAME_MS = 1000 / 60


def metric(entry, name):
    for key, value in (entry or {}).items():
        if name in key:
            return value
    return None


checks = []
rows = []
for kind, what in [("scroll", "scroll one row + draw"), ("jump", "jump to a random row + draw"), ("key", "Down + draw")]:
    entry = medians.get(f"table frame {kind}")
    small, big = metric(entry, "5k frame"), metric(entry, "1M frame")
    if small is None or big is None:
        continue
    ratio = big / small
    rows.append([f"{kind}: {what}", f"{small / 1e3:.1f}", f"{big / 1e3:.1f}", f"{ratio:.2f}x"])
    checks.append((f"table {kind} frame at 1M within 1.2x of 5k", f"{ratio:.2f}x", "1.2x", ratio <= 1.2))
if rows:
    print("\nOne 200x60 frame of a five-column table, 5,000 and 1,000,000 rows side by side: median µs\n")
    table(["frame", "5k rows", "1M rows", "1M / 5k"], rows)

heavy = []
for name, what in [("table re-sort 1M", "re-sort (reverse the order)"), ("table filter 1M", "filter (a tenth) and clear it")]:
    entry = medians.get(name)
    work, main, apply = metric(entry, "background"), metric(entry, "main thread"), metric(entry, "apply")
    if work is None or main is None:
        continue
    heavy.append([what, milliseconds(work), milliseconds(main), milliseconds(apply) if apply is not None else "–"])
    checks.append((f"{what} at 1M: main thread within a frame", f"{main / 1e6:.1f} ms", f"{FRAME_MS:.1f} ms", main <= FRAME_MS * 1e6))
if heavy:
    print("\n1,000,000 rows: the background queue's share (sort or filter, build, diff) and the main thread's (apply + first frame; the apply alone), median ms\n")
    table(["change", "background", "main thread", "of it, the apply"], heavy)

if checks:
    print("\nIssue 28 targets\n")
    table(["target", "measured", "limit", "result"], [[label, value, limit, "PASS" if ok else "FAIL"] for label, value, limit, ok in checks])
