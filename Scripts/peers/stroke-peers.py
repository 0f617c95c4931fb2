#!/usr/bin/env python3
"""Times Skia's stroke outline and cairo's in_stroke on the paths of `benchmarks paths`.

The Swift benchmark (Benchmarks/benchmarks/PathBenchmarks.swift) strokes a closed loop of 10 and of
100 cubics around (200, 200) (`wobblyLoop`, SplitMix64 seed 42) 8 pt wide with round caps and miter
joins (limit 10), and queries 1,024 points spread over the loop's control box widened by 10 pt
(SplitMix64 seeded with the cubic count). This script rebuilds the same paths and points with the same
generator and prints the same checksum (sum of every coordinate), so a reader can check that both
programs measured the same input; then it times
  - Skia (skia-python): SkPaint.getFillPath, the stroke outline, per copy;
  - cairo (pycairo): cairo_in_stroke, per query.
Each figure is the minimum and the median of 7 rounds; the Python call overhead (about 0.1-0.3 us per
call, measured here on an empty call) is included in the figures and printed beside them.

Run it interleaved with the Swift benchmark (Scripts/peers/compare-stroke-peers.sh does):
  swift run -c release benchmarks paths; python3 Scripts/peers/stroke-peers.py; ...
Needs: pip install skia-python pycairo (pycairo needs libcairo2-dev to build).
"""
import math
import statistics
import time

import cairo
import skia

MASK = (1 << 64) - 1
ROUNDS = 7


class SplitMix64:
    def __init__(self, seed):
        self.state = seed & MASK

    def unit(self):
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        return ((z ^ (z >> 31)) >> 11) / float(1 << 53)


def wobbly_loop(segments):
    """The benchmark's loop as (start, [(c1, c2, end)]), the same arithmetic in the same order."""
    random = SplitMix64(42)

    def point(index):
        angle = 2 * math.pi * index / segments
        radius = 150 + 30 * random.unit()
        return (200 + radius * math.cos(angle), 200 + radius * math.sin(angle))

    first = point(0)
    current = first
    cubics = []
    for index in range(1, segments + 1):
        end = first if index == segments else point(index)

        def jitter():
            x = 40 * (random.unit() - 0.5)
            y = 40 * (random.unit() - 0.5)
            return (x, y)

        a = jitter()
        b = jitter()
        c1 = (current[0] + (end[0] - current[0]) / 3 + a[0], current[1] + (end[1] - current[1]) / 3 + a[1])
        c2 = (
            current[0] + 2 * (end[0] - current[0]) / 3 + b[0],
            current[1] + 2 * (end[1] - current[1]) / 3 + b[1],
        )
        cubics.append((c1, c2, end))
        current = end
    return first, cubics


def query_points(start, cubics, seed):
    xs = [start[0]] + [p[0] for cubic in cubics for p in cubic]
    ys = [start[1]] + [p[1] for cubic in cubics for p in cubic]
    min_x, min_y = min(xs), min(ys)
    width, height = max(xs) - min_x, max(ys) - min_y
    x0, y0, w, h = min_x - 10, min_y - 10, width + 20, height + 20
    random = SplitMix64(seed)
    points = []
    for _ in range(1024):
        x = x0 + random.unit() * w
        y = y0 + random.unit() * h
        points.append((x, y))
    return points


def checksum(start, cubics, points):
    total = start[0] + start[1]
    for c1, c2, end in cubics:
        total += c1[0] + c1[1] + c2[0] + c2[1] + end[0] + end[1]
    for x, y in points:
        total += x + y
    return total


def rounds(body, repetitions):
    """Seconds per repetition of `body`, one figure per round."""
    figures = []
    for _ in range(ROUNDS):
        began = time.perf_counter()
        for _ in range(repetitions):
            body()
        figures.append((time.perf_counter() - began) / repetitions)
    return figures


def report(name, figures, scale, unit):
    print(f"{name:<64} min {min(figures) * scale:10.2f}  median {statistics.median(figures) * scale:10.2f} {unit}")


def main():
    print("Skia", skia.__version__, "/ cairo", cairo.cairo_version_string())
    overhead = rounds(lambda: None, 200_000)
    report("python call overhead (empty lambda)", overhead, 1e9, "ns")
    for segments in (10, 100):
        start, cubics = wobbly_loop(segments)
        points = query_points(start, cubics, segments)
        print(f"checksum of the path's and the points' coordinates, {segments} cubics: {checksum(start, cubics, points):.1f}")

        path = skia.Path()
        path.moveTo(*start)
        for c1, c2, end in cubics:
            path.cubicTo(c1[0], c1[1], c2[0], c2[1], end[0], end[1])
        path.close()
        paint = skia.Paint()
        paint.setStyle(skia.Paint.kStroke_Style)
        paint.setStrokeWidth(8)
        paint.setStrokeCap(skia.Paint.kRound_Cap)
        paint.setStrokeJoin(skia.Paint.kMiter_Join)
        paint.setStrokeMiter(10)

        def stroke():
            outline = skia.Path()
            paint.getFillPath(path, outline)
            return outline

        repetitions = max(1, int(0.05 / max(1e-7, min(rounds(stroke, 3)))))
        report(f"Skia getFillPath (stroke outline), width 8, {segments} cubics", rounds(stroke, repetitions), 1e6, "us per copy")
        print(f"  outline size {stroke().countVerbs()} verbs")

        surface = cairo.ImageSurface(cairo.FORMAT_A8, 1, 1)
        context = cairo.Context(surface)
        context.set_line_width(8)
        context.set_line_cap(cairo.LINE_CAP_ROUND)
        context.set_line_join(cairo.LINE_JOIN_MITER)
        context.set_miter_limit(10)
        context.move_to(*start)
        for c1, c2, end in cubics:
            context.curve_to(c1[0], c1[1], c2[0], c2[1], end[0], end[1])
        context.close_path()
        # Default tolerance 0.1 device units (cairo's own default).

        def queries():
            in_stroke = context.in_stroke
            for x, y in points:
                in_stroke(x, y)

        figures = [figure / len(points) for figure in rounds(queries, 1)]
        report(f"cairo in_stroke, width 8, {segments} cubics", figures, 1e9, "ns per query")
        inside = sum(1 for x, y in points if context.in_stroke(x, y))
        print(f"  points in the stroke: {inside} of {len(points)}")


if __name__ == "__main__":
    main()
