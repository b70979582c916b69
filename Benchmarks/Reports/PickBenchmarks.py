"""pick answering keys at 100 and 1,000,000 lines (issue 26: each key within a frame on the
main thread), from one run."""
from benchreport import arguments, load, table

KEYS = ["first letter", "next letter", "backspace to empty", "pasted word"]
FRAME_MS = 1000 / 60

results, target = arguments()
medians = load(results, target)


def part(entry, size, what):
    for key, value in (entry or {}).items():
        if key.startswith(f"{size} {what}"):
            return value / 1e6
    return None


def ms(value):
    return "–" if value is None else (f"{value:.2f}" if value < 10 else f"{value:.0f}")


rows, checks = [], []
for key in KEYS:
    entry = medians.get(f"pick {key}")
    if not entry:
        continue
    values = {(size, what): part(entry, size, what)
              for size in ("100", "1M") for what in ("main thread", "apply frame", "background")}
    rows.append([key] + [ms(values[(size, what)]) for size in ("100", "1M")
                         for what in ("main thread", "apply frame", "background")])
    worst = max(v for (size, what), v in values.items() if size == "1M" and what != "background" and v is not None)
    checks.append((f"{key} at 1M: main thread and apply frame each within a frame", worst, FRAME_MS, worst <= FRAME_MS))

if rows:
    print("\nOne key in pick, 80x10 region (headless, release): median ms\n")
    table(["key", "100: main thread", "100: apply frame", "100: background",
           "1M: main thread", "1M: apply frame", "1M: background"], rows)
if checks:
    print("\nIssue 26 target\n")
    table(["target", "measured (ms)", "limit (ms)", "result"],
          [[label, f"{value:.2f}", f"{limit:.1f}", "PASS" if ok else "FAIL"] for label, value, limit, ok in checks])
