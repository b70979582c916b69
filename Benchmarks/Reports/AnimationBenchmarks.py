"""Row animation cost (issue 5), from one run of AnimationBenchmarks."""
from benchreport import arguments, load, table

FRAMES_PER_BATCH = 180
TRANSITION_SECONDS = 0.3

results, target = arguments()
medians = load(results, target)


def metric(name, *keys):
    """The median of the first metric of benchmark `name` whose name contains one of `keys`."""
    for key, value in (medians.get(name) or {}).items():
        if any(k in key for k in keys):
            return value
    return None


def fmt(value, digits=3, scale=1.0):
    return "–" if value is None else f"{value * scale:.{digits}g}"


checks = []
rows = []
frame = "animated frame 200x60 60 rows moving"
batch = "animated frames x180 200x60 60 rows moving"
wall = metric(frame, "wallClock", "wall")
mallocs = metric(frame, "alloc", "Malloc")
bytes_per_frame = metric(frame, "bytes per frame")
batch_cpu = metric(batch, "cpu us")
batch_wall = metric(batch, "wallClock", "wall")
# The batch's CPU time is in µs; one frame's share of it.
cpu_per_frame_ms = batch_cpu / FRAMES_PER_BATCH / 1e3 if batch_cpu is not None else None
rows.append(["wall time per animated frame (ms, median of single frames)", fmt(wall, scale=1e-6)])
rows.append(["CPU per animated frame (ms, 180-frame batches incl. 10 applies)", fmt(cpu_per_frame_ms)])
rows.append(["wall time per animated frame (ms, 180-frame batches incl. 10 applies)",
             fmt(batch_wall / FRAMES_PER_BATCH / 1e3 if batch_wall is not None else None)])
rows.append(["mallocs per animated frame", fmt(mallocs, 4)])
rows.append(["bytes written per animated frame", fmt(bytes_per_frame, 4)])
if cpu_per_frame_ms is not None:
    checks.append(("CPU per animated frame, ms (release)", cpu_per_frame_ms, 2, cpu_per_frame_ms < 2))
if wall is not None:
    checks.append(("wall time per animated frame, ms (release)", wall / 1e6, 2, wall / 1e6 < 2))

live = "live transition 0.3 s"
frames = metric(live, "frames")
micros = metric(live, "transition us")
if frames is not None and micros:
    # The first frame is the one the apply draws at once; the timer draws the rest.
    fps = (frames - 1) / (micros / 1e6)
    rows.append(["live run loop: frames presented for a 0.3 s transition", fmt(frames, 4)])
    rows.append(["live run loop: apply to last frame (ms)", fmt(micros / 1e3, 4)])
    rows.append(["live run loop: timer frames per second", f"{fps:.1f}"])
    checks.append(("frames per second, live 0.3 s transition", fps, 55, fps >= 55))

idle = "live idle 1 s"
for key, label in (("idle frames", "idle 1 s: frames presented"), ("idle bytes", "idle 1 s: bytes written"),
                   ("idle wake-ups", "idle 1 s: thread wake-ups (the one ending the wait included)")):
    value = metric(idle, key)
    rows.append([label, fmt(value, 4)])
    if key != "idle wake-ups" and value is not None:
        checks.append((label, value, 0, value == 0))

print("\nRow animation: 200x60 list, 60 rows travelling for 0.3 s (ease-in-out, 60 fps), 256 colours: medians\n")
table(["measure", "value"], rows)
if checks:
    print("\nIssue 5 targets\n")
    table(["target", "measured", "limit", "result"],
          [[label, f"{value:.3g}", f"{limit:g}", "PASS" if passed else "FAIL"] for label, value, limit, passed in checks])
