#!/usr/bin/env python3
"""Peer timings for `feedshot-bench raster`: the same drawing operations in skia-python.

    raster_skia.py [--iterations N]

Prints one line per operation, `op=<name> ms=<median milliseconds>`, for the operations
RasterBenchmarks.swift measures on Feedshot's Canvas (same sizes, same geometry):

  fill_opaque       full 1170x2532 canvas, opaque solid rect
  fill_translucent  full canvas, 50 % black
  capsule           anti-aliased 312x216 capsule at a fractional position
  gradient          linear black 0 -> 0.85 scrim over the bottom half
  resample_hq       2400x2400 image scaled to fill 1170x2532 (crop), Mitchell cubic
  resample_bilinear the same with bilinear filtering
  portrait          1242x900 image scaled to fill a capsule-clipped 312x216 cell
                    (trilinear mipmaps, as render_skia.py does when reducing)
  card              the share card without text: background, hero 1242x1216 filled,
                    scrim, three clipped portraits with a 3 px inner ring

Images are synthetic (smooth gradients plus noise) and created once, outside the timing;
Skia caches mipmaps on an image, so repeated portrait draws favour Skia slightly.
"""
from __future__ import annotations

import argparse
import statistics
import time

import numpy as np
import skia

W, H = 1170, 2532


def synthetic_image(width: int, height: int, seed: int) -> skia.Image:
    rng = np.random.default_rng(seed)
    y, x = np.mgrid[0:height, 0:width].astype(np.float32)
    r = 128 + 100 * np.sin(x / 97.0) * np.cos(y / 131.0)
    g = 128 + 100 * np.sin((x + y) / 173.0)
    b = 128 + 100 * np.cos(x / 61.0 - y / 89.0)
    rgb = np.stack([r, g, b], axis=-1) + rng.normal(0, 12, (height, width, 3))
    rgba = np.concatenate([np.clip(rgb, 0, 255), np.full((height, width, 1), 255.0)], axis=-1).astype(np.uint8)
    return skia.Image.fromarray(rgba, colorType=skia.ColorType.kRGBA_8888_ColorType)


def fill_crop(src_w, src_h, dst_w, dst_h):
    s = max(dst_w / src_w, dst_h / src_h)
    cw, ch = dst_w / s, dst_h / s
    x0, y0 = (src_w - cw) / 2.0, (src_h - ch) / 2.0
    return skia.Rect.MakeLTRB(x0, y0, x0 + cw, y0 + ch)


def timed(body, iterations: int) -> float:
    body()
    samples = []
    for _ in range(iterations):
        start = time.perf_counter()
        body()
        samples.append(time.perf_counter() - start)
    return statistics.median(samples) * 1000


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--iterations", type=int, default=7)
    args = ap.parse_args()
    n = args.iterations

    surface = skia.Surface.MakeRaster(skia.ImageInfo.MakeN32Premul(W, H))
    canvas = surface.getCanvas()
    bg = skia.Color(26, 26, 51)
    flush = lambda: surface.flushAndSubmit() if hasattr(surface, "flushAndSubmit") else None

    hero = synthetic_image(1242, 1216, 1)
    big = synthetic_image(2400, 2400, 2)
    portrait = synthetic_image(1242, 900, 3)
    mitchell = skia.SamplingOptions(skia.CubicResampler.Mitchell())
    bilinear = skia.SamplingOptions(skia.FilterMode.kLinear)
    trilinear = skia.SamplingOptions(skia.FilterMode.kLinear, skia.MipmapMode.kLinear)
    aa = skia.Paint(AntiAlias=True)

    def fill_opaque():
        canvas.drawRect(skia.Rect.MakeWH(W, H), skia.Paint(Color=skia.Color(200, 120, 40)))
        flush()

    def fill_translucent():
        canvas.drawRect(skia.Rect.MakeWH(W, H), skia.Paint(Color=skia.Color4f(0, 0, 0, 0.5).toColor()))
        flush()

    def capsule():
        rect = skia.Rect.MakeXYWH(100.3, 200.7, 312, 216)
        canvas.drawRRect(skia.RRect.MakeRectXY(rect, 108, 108), skia.Paint(AntiAlias=True, Color=skia.ColorWHITE))
        flush()

    def scrim_paint():
        shader = skia.GradientShader.MakeLinear(
            [skia.Point(0, H / 2), skia.Point(0, H)],
            [skia.Color4f(0, 0, 0, 0).toColor(), skia.Color4f(0, 0, 0, 0.85).toColor()])
        return skia.Paint(Shader=shader)

    def gradient():
        canvas.drawRect(skia.Rect.MakeLTRB(0, H / 2, W, H), scrim_paint())
        flush()

    def resample(sampling):
        def body():
            canvas.drawImageRect(big, fill_crop(2400, 2400, W, H), skia.Rect.MakeWH(W, H), sampling, aa,
                                 skia.Canvas.kFast_SrcRectConstraint)
            flush()
        return body

    def draw_portrait(x, y):
        rect = skia.Rect.MakeXYWH(x, y, 312, 216)
        canvas.save()
        canvas.clipRRect(skia.RRect.MakeRectXY(rect, 108, 108), skia.ClipOp.kIntersect, True)
        canvas.drawImageRect(portrait, fill_crop(1242, 900, 312, 216), rect, trilinear, aa,
                             skia.Canvas.kFast_SrcRectConstraint)
        canvas.restore()

    def one_portrait():
        draw_portrait(100, 1747)
        flush()

    ring = skia.Paint(AntiAlias=True, Style=skia.Paint.kStroke_Style, StrokeWidth=3, Color=skia.ColorWHITE)

    def card():
        canvas.clear(bg)
        canvas.drawImageRect(hero, fill_crop(1242, 1216, W, H), skia.Rect.MakeWH(W, H), mitchell, aa,
                             skia.Canvas.kFast_SrcRectConstraint)
        canvas.drawRect(skia.Rect.MakeLTRB(0, H / 2, W, H), scrim_paint())
        x0 = (W - (3 * 312 + 2 * 36)) / 2
        for i in range(3):
            x = x0 + i * (312 + 36)
            draw_portrait(x, 1747)
            canvas.drawRRect(skia.RRect.MakeRectXY(skia.Rect.MakeXYWH(x + 1.5, 1748.5, 309, 213), 106.5, 106.5), ring)
        flush()

    ops = [("fill_opaque", fill_opaque), ("fill_translucent", fill_translucent), ("capsule", capsule),
           ("gradient", gradient), ("resample_hq", resample(mitchell)), ("resample_bilinear", resample(bilinear)),
           ("portrait", one_portrait), ("card", card)]
    print(f"skia-python {skia.__version__}", flush=True)
    for name, body in ops:
        iterations = n * 20 if name in ("capsule", "portrait") else n
        print(f"op={name} ms={timed(body, iterations):.4f}", flush=True)


if __name__ == "__main__":
    main()
