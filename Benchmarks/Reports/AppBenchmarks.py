"""The app headless: a large inventory file from launch to the loaded stand, and animated frames
while the state file is saved (issue 11), from one run."""
from benchreport import arguments, load, table

results, target = arguments()
medians = load(results, target)


def metric(entry, *names):
    """The first metric of `entry` whose name contains one of `names`."""
    for key, value in (entry or {}).items():
        if any(name.lower() in key.lower() for name in names):
            return value
    return None


checks = []
rows = []
for what in ["read and decode", "launch to the loaded stand"]:
    entry = medians.get(f"load inventory file 1M: {what}")
    if not entry:
        continue
    wall, cpu, peak = metric(entry, "wallClock", "Time (wall"), metric(entry, "cpuTotal", "CPU"), metric(entry, "peak", "Memory")
    # Times are exported in the configuration's unit (ms); memory in bytes.
    rows.append([what, f"{wall / 1e3:.2f}" if wall else "–", f"{cpu / 1e3:.2f}" if cpu else "–",
                 f"{peak / 1e6:.0f}" if peak else "–"])
    if what.startswith("launch") and wall and peak:
        checks.append(("launch to the loaded stand (s)", wall / 1e3, 3, wall / 1e3 <= 3))
        checks.append(("peak resident memory (MB)", peak / 1e6, 300, peak / 1e6 <= 300))
if rows:
    print("\nAn inventory file of 1,010,187 apples (about 68 MB): medians\n")
    table(["step", "wall (s)", "CPU (s)", "peak resident (MB, whole process)"], rows)

frames = {when: metric(medians.get(f"frame {when}"), "frame ns") for when in
          ["alone", "during-a-background-save", "after-an-inline-save"]}
if frames["alone"]:
    alone = frames["alone"]
    print("\nOne animated frame of the stand (80x24) while the state is saved: median µs\n")
    table(["frame", "µs", "vs alone"], [
        [when.replace("-", " "), f"{value / 1e3:.0f}", f"{value / alone:.2f}x"] for when, value in frames.items() if value])
    during, inline = frames["during-a-background-save"], frames["after-an-inline-save"]
    if during and inline:
        # Two cores, one of them writing the file: the frame may share a core, never wait for it.
        checks.append(("frame during a background save vs alone", during / alone, 1.5, during / alone <= 1.5))

if checks:
    print("\nIssue 11 targets\n")
    table(["target", "measured", "limit", "result"],
          [[label, f"{value:.3g}", f"{limit:g}", "PASS" if passed else "FAIL"] for label, value, limit, passed in checks])
