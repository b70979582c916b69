"""Reads the medians package-benchmark exported (`--format histogramPercentiles`)."""
import glob
import os
import sys

SUFFIX = ".histogram.percentiles.tsv"


SCALES = (("(K)", 1e3), ("(M)", 1e6), ("(G)", 1e9))


def scale(header):
    """package-benchmark exports large values divided by 1000 (or a million, ...) and marks
    the column header `(K)` (`(M)`, `(G)`); the factor that undoes it."""
    for mark, factor in SCALES:
        if mark in header:
            return factor
    return 1


def load(results, target, percentile="50"):
    """Returns {benchmark name: {metric: median}} for one target, in the metric's own units
    (values exported scaled down, with a `(K)` header, are scaled back up).

    `percentile` picks another statistic than the median ("0": the fastest run).

    File names are `<baseline>.<target>.<name>.<metric>.histogram.percentiles.tsv`, with
    spaces turned into underscores; names come back with spaces.
    """
    medians = {}
    for path in glob.glob(os.path.join(results, f"*.{target}.*{SUFFIX}")):
        stem = os.path.basename(path)[: -len(SUFFIX)]
        stem = stem.split(f".{target}.", 1)[1]
        name, metric = stem.rsplit(".", 1)
        with open(path) as file:
            factor = scale(file.readline())
            for line in file:
                fields = line.split("\t")
                if fields[0] == percentile:
                    medians.setdefault(name.replace("_", " "), {})[metric.replace("_", " ")] = float(fields[1]) * factor
    return medians


def table(headers, rows):
    """Prints a Markdown table; right-aligns every column but the first."""
    widths = [max(len(str(cell)) for cell in column) for column in zip(headers, *rows)]
    def line(cells):
        padded = [str(c).ljust(w) if i == 0 else str(c).rjust(w) for i, (c, w) in enumerate(zip(cells, widths))]
        return "| " + " | ".join(padded) + " |"
    print(line(headers))
    print("|" + "|".join("-" * (w + 1) + ("-" if i == 0 else ":") for i, w in enumerate(widths)) + "|")
    for row in rows:
        print(line(row))


def milliseconds(nanoseconds):
    """Three significant figures, in ms."""
    value = nanoseconds / 1e6
    return f"{value:.3g}" if value < 1000 else f"{value:,.0f}"


def arguments():
    if len(sys.argv) != 3:
        sys.exit(f"usage: {sys.argv[0]} <results directory> <target>")
    return sys.argv[1], sys.argv[2]
