"""Frame cost at 100 vs 1,000,000 items and cells made while paging (issue 4), from one run."""
from benchreport import arguments, load, table

KINDS = [
    ("first", "reload + layout + configure + draw"),
    ("jump", "jump to a random row + draw"),
    ("scroll", "scroll one row + draw"),
    ("redraw", "draw, nothing changed"),
]
SCREEN_ROWS = 60

results, target = arguments()
medians = load(results, target)


def metric(entry, *names):
    """The first metric of `entry` whose name contains one of `names`."""
    for key, value in (entry or {}).items():
        if any(name in key for name in names):
            return value
    return None


def micro(nanoseconds):
    return f"{nanoseconds / 1e3:.1f}" if nanoseconds is not None else "–"


checks = []
rows = []
for kind, what in KINDS:
    small, big = medians.get(f"frame 100 {kind}"), medians.get(f"frame 1M {kind}")
    small_time, big_time = metric(small, "wallClock", "Time"), metric(big, "wallClock", "Time")
    small_mallocs, big_mallocs = metric(small, "alloc", "Malloc"), metric(big, "alloc", "Malloc")
    if small_time is None or big_time is None:
        continue
    ratio = big_time / small_time
    rows.append([
        f"{kind}: {what}", micro(small_time), micro(big_time), f"{ratio:.2f}x",
        f"{small_mallocs:.0f}" if small_mallocs is not None else "–",
        f"{big_mallocs:.0f}" if big_mallocs is not None else "–",
    ])
    checks.append((f"{kind} frame at 1M within 1.2x of 100", ratio, 1.2, ratio <= 1.2))

if rows:
    print("\nOne 200x60 frame of a plain list (diffable data source, headless backend): median µs\n")
    table(["frame", "100 items", "1M items", "1M / 100", "mallocs 100", "mallocs 1M"], rows)

paging = medians.get("paging 1M")
if paging:
    created = metric(paging, "cells created")
    pages = metric(paging, "pages")
    seconds = metric(paging, "wallClock", "Time")
    print("\nPaging with PgDn from the first to the last of 1,000,000 items (200x60)\n")
    table(["measure", "value"], [
        ["pages (package-benchmark rounds large counts)", f"{pages:,.0f}" if pages is not None else "–"],
        ["cells created", f"{created:.0f}" if created is not None else "–"],
        ["screenfuls of cells (60 rows)", f"{created / SCREEN_ROWS:.2f}" if created is not None else "–"],
        ["total time (s)", f"{seconds / 1e9:.2f}" if seconds is not None else "–"],
    ])
    if created is not None:
        checks.append(("cells created paging 1M, in screenfuls", created / SCREEN_ROWS, 3, created / SCREEN_ROWS < 3))

stream = medians.get("stream 120x35")
if stream:
    render, diff = metric(stream, "render"), metric(stream, "diff")
    print("\nOne frame of a 120x35 log list following a stream (100,000 rows, 20 dropped and 20 appended"
          " every 6th frame, animated): median µs\n")
    table(["part of the frame", "µs"], [
        ["render: properties, layout, draw into a buffer", micro(render)],
        ["diff against the frame before (what a backend gets)", micro(diff)],
        ["the two medians added", micro(render + diff) if render is not None and diff is not None else "–"],
    ])

if checks:
    print("\nIssue 4 targets\n")
    table(["target", "measured", "limit", "result"],
          [[label, f"{value:.3g}", f"{limit:g}", "PASS" if passed else "FAIL"] for label, value, limit, passed in checks])
