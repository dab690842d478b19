#!/usr/bin/env python3
"""Generates the ImageCodecs test fixtures in this folder.

Run from anywhere with a Python that has Pillow:  python3 Tests/ImageCodecsTests/Fixtures/make_fixtures.py

Needs (only to regenerate; the tests read the committed outputs):
  - Python 3 with Pillow (JPEG, GIF, WebP and BMP writing, EXIF blocks),
  - a C compiler and libjpeg-turbo headers (libjpeg62-turbo-dev) for the CMYK/YCCK files,
    which Pillow cannot write as YCCK or with an exact Adobe marker,
  - icc-profiles-free (Debian) for the Adobe RGB compatible profile.

PNG files are written by the small writer below (any colour type, bit depth, Adam7, extra
chunks), so the decoder is checked against an encoder that is not ours. Every image is a
pattern the Swift tests recompute (or a list of flat patches whose expected sRGB values this
script prints and the tests pin), so the checks are exact or have a stated tolerance.
"""
import io
import os
import struct
import subprocess
import sys
import tempfile
import zlib

from PIL import Image

HERE = os.path.dirname(os.path.abspath(__file__))
ADOBE_RGB_PROFILE = "/usr/share/color/icc/compatibleWithAdobeRGB1998.icc"


# MARK: PNG writer

def chunk(kind, data):
    body = kind.encode("ascii") + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def pack_row(samples, bit_depth):
    if bit_depth == 16:
        return b"".join(struct.pack(">H", v) for v in samples)
    if bit_depth == 8:
        return bytes(samples)
    out, byte, filled = bytearray(), 0, 0
    for v in samples:
        byte = (byte << bit_depth) | v
        filled += bit_depth
        if filled == 8:
            out.append(byte)
            byte, filled = 0, 0
    if filled:
        out.append(byte << (8 - filled))
    return bytes(out)


ADAM7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]


def png(width, height, color_type, bit_depth, pixels, palette=None, trns=None, before=(), after=(),
        interlaced=False):
    """pixels[y][x] is a tuple of samples (channels of the colour type)."""
    raw = bytearray()
    if interlaced:
        for x0, y0, dx, dy in ADAM7:
            xs = list(range(x0, width, dx))
            if not xs:
                continue
            for y in range(y0, height, dy):
                raw.append(0)
                raw += pack_row([s for x in xs for s in pixels[y][x]], bit_depth)
    else:
        for y in range(height):
            raw.append(0)
            raw += pack_row([s for x in range(width) for s in pixels[y][x]], bit_depth)
    out = b"\x89PNG\r\n\x1a\n"
    out += chunk("IHDR", struct.pack(">IIBBBBB", width, height, bit_depth, color_type, 0, 0, 1 if interlaced else 0))
    for kind, data in before:
        out += chunk(kind, data)
    if palette is not None:
        out += chunk("PLTE", bytes(c for entry in palette for c in entry))
    if trns is not None:
        out += chunk("tRNS", trns)
    out += chunk("IDAT", zlib.compress(bytes(raw), 9))
    for kind, data in after:
        out += chunk(kind, data)
    out += chunk("IEND", b"")
    return out


def save(name, data):
    with open(os.path.join(HERE, name), "wb") as f:
        f.write(data)


def iccp(profile, name=b"profile"):
    return name + b"\x00\x00" + zlib.compress(profile, 9)


# MARK: EXIF

def exif_tiff(orientation, little_endian=True):
    e = "<" if little_endian else ">"
    head = (b"II" if little_endian else b"MM") + struct.pack(e + "HI", 42, 8)
    ifd = struct.pack(e + "H", 1) + struct.pack(e + "HHIHH", 0x0112, 3, 1, orientation, 0) + struct.pack(e + "I", 0)
    return head + ifd


# The upright 3x2 grid of the orientation fixtures, as in the Swift tests.
UPRIGHT = [[(255, 0, 0), (0, 255, 0), (0, 0, 255)], [(255, 255, 255), (0, 0, 0), (128, 128, 128)]]

# PIL transpose that turns the upright image into the stored one for each EXIF orientation
# (the inverse of what a viewer applies).
STORE_TRANSPOSE = {
    1: None,
    2: [Image.Transpose.FLIP_LEFT_RIGHT],
    3: [Image.Transpose.ROTATE_180],
    4: [Image.Transpose.FLIP_TOP_BOTTOM],
    5: [Image.Transpose.TRANSPOSE],
    6: [Image.Transpose.ROTATE_90],   # PIL rotates counter-clockwise; the viewer turns it back clockwise
    7: [Image.Transpose.TRANSVERSE],
    8: [Image.Transpose.ROTATE_270],
}


def upright_image(block):
    image = Image.new("RGB", (3 * block, 2 * block))
    for gy, row in enumerate(UPRIGHT):
        for gx, colour in enumerate(row):
            image.paste(colour, (gx * block, gy * block, (gx + 1) * block, (gy + 1) * block))
    return image


def stored_image(orientation, block):
    image = upright_image(block)
    for op in STORE_TRANSPOSE[orientation] or []:
        image = image.transpose(op)
    return image


# MARK: Colour

def srgb_encode(v):
    v = min(1.0, max(0.0, v))
    return 12.92 * v if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055


def srgb_decode(v):
    return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4


def adobe_to_srgb(rgb):
    lin = [(c / 255) ** (563 / 256) for c in rgb]
    m = [[0.5767309, 0.1855540, 0.1881852], [0.2973769, 0.6273491, 0.0752741], [0.0270343, 0.0706872, 0.9911085]]
    xyz = [sum(m[i][j] * lin[j] for j in range(3)) for i in range(3)]
    n = [[3.2404542, -1.5371385, -0.4985314], [-0.9692660, 1.8760108, 0.0415560], [0.0556434, -0.2040259, 1.0572252]]
    return tuple(round(srgb_encode(sum(n[i][j] * xyz[j] for j in range(3))) * 255) for i in range(3))


def srgb_to_lab_d50(rgb):
    lin = [srgb_decode(c) for c in rgb]
    m = [[0.4360747, 0.3850649, 0.1430804], [0.2225045, 0.7168786, 0.0606169], [0.0139322, 0.0971045, 0.7141733]]
    x, y, z = (sum(m[i][j] * lin[j] for j in range(3)) for i in range(3))
    white = (0.9642, 1.0, 0.8249)

    def f(t):
        return t ** (1 / 3) if t > (6 / 29) ** 3 else t / (3 * (6 / 29) ** 2) + 4 / 29

    fx, fy, fz = f(x / white[0]), f(y / white[1]), f(z / white[2])
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


# The synthetic CMYK printing condition of the profile fixtures: warm paper, multiplicative inks.
PAPER = (0.98, 0.94, 0.86)


def cmyk_model_srgb(c, m, y, k):
    """Ink amounts 0...1 to sRGB 0...1 under the synthetic profile."""
    return (PAPER[0] * (1 - c) * (1 - k), PAPER[1] * (1 - m) * (1 - k), PAPER[2] * (1 - y) * (1 - k))


def s15(v):
    return struct.pack(">i", int(round(v * 65536)))


def cmyk_profile(grid, description):
    """An ICC v2 output profile (CMYK -> Lab) with one A2B0 lut16 tag sampling cmyk_model_srgb."""
    clut = bytearray()
    steps = [i / (grid - 1) for i in range(grid)]
    for c in steps:
        for m in steps:
            for y in steps:
                for k in steps:
                    L, a, b = srgb_to_lab_d50(cmyk_model_srgb(c, m, y, k))
                    values = (L / 100 * 0xFF00, (a + 128) * 256, (b + 128) * 256)
                    clut += b"".join(struct.pack(">H", max(0, min(0xFFFF, int(round(v))))) for v in values)
    identity = struct.pack(">HH", 0, 0xFFFF)
    mft2 = b"mft2" + b"\0" * 4 + struct.pack(">BBBB", 4, 3, grid, 0)
    mft2 += b"".join(s15(v) for v in (1, 0, 0, 0, 1, 0, 0, 0, 1))
    mft2 += struct.pack(">HH", 2, 2) + identity * 4 + bytes(clut) + identity * 3
    text = description.encode("ascii") + b"\0"
    desc = b"desc" + b"\0" * 4 + struct.pack(">I", len(text)) + text + struct.pack(">II", 0, 0) + struct.pack(">HB", 0, 0) + b"\0" * 67
    wtpt = b"XYZ " + b"\0" * 4 + s15(0.9642) + s15(1.0) + s15(0.8249)
    cprt = b"text" + b"\0" * 4 + b"No copyright, test data\0"
    tags = [(b"desc", desc), (b"wtpt", wtpt), (b"cprt", cprt), (b"A2B0", mft2)]
    offset = 128 + 4 + 12 * len(tags)
    table, data = b"", b""
    for signature, body in tags:
        while (offset + len(data)) % 4:
            data += b"\0"
        table += signature + struct.pack(">II", offset + len(data), len(body))
        data += body
    while len(data) % 4:
        data += b"\0"
    size = offset + len(data)
    header = struct.pack(">I", size) + b"lcms" + struct.pack(">I", 0x02100000) + b"prtr" + b"CMYK" + b"Lab "
    header += b"\0" * 12 + b"acsp" + b"\0" * 4 + struct.pack(">I", 0) + b"\0" * 8 + b"\0" * 8
    header += struct.pack(">I", 0) + s15(0.9642) + s15(1.0) + s15(0.8249) + b"\0" * 4
    header += b"\0" * (128 - len(header))
    return header + struct.pack(">I", len(tags)) + table + data


# MARK: CMYK JPEG writer (C, because Pillow cannot write YCCK)

CMYK_WRITER = r"""
#include <stdio.h>
#include <stdlib.h>
#include <jpeglib.h>
/* usage: cmyk_writer OUT.jpg cmyk|ycck WIDTH HEIGHT RAW_CMYK [PROFILE] ; RAW holds Adobe-inverted bytes */
int main(int argc, char **argv) {
    if (argc < 6) return 2;
    int width = atoi(argv[3]), height = atoi(argv[4]);
    size_t size = (size_t)width * height * 4;
    unsigned char *pixels = malloc(size);
    FILE *raw = fopen(argv[5], "rb");
    if (!raw || fread(pixels, 1, size, raw) != size) return 3;
    fclose(raw);
    unsigned char *profile = NULL; long profile_size = 0;
    if (argc > 6) {
        FILE *p = fopen(argv[6], "rb");
        fseek(p, 0, SEEK_END); profile_size = ftell(p); fseek(p, 0, SEEK_SET);
        profile = malloc(profile_size);
        if (fread(profile, 1, profile_size, p) != (size_t)profile_size) return 4;
        fclose(p);
    }
    struct jpeg_compress_struct cinfo; struct jpeg_error_mgr jerr;
    cinfo.err = jpeg_std_error(&jerr);
    jpeg_create_compress(&cinfo);
    FILE *out = fopen(argv[1], "wb");
    jpeg_stdio_dest(&cinfo, out);
    cinfo.image_width = width; cinfo.image_height = height;
    cinfo.input_components = 4; cinfo.in_color_space = JCS_CMYK;
    jpeg_set_defaults(&cinfo);
    jpeg_set_colorspace(&cinfo, argv[2][0] == 'y' ? JCS_YCCK : JCS_CMYK);  /* writes the Adobe marker */
    jpeg_set_quality(&cinfo, 100, TRUE);
    for (int i = 0; i < cinfo.num_components; i++) cinfo.comp_info[i].h_samp_factor = cinfo.comp_info[i].v_samp_factor = 1;
    jpeg_start_compress(&cinfo, TRUE);
    if (profile) jpeg_write_icc_profile(&cinfo, profile, (unsigned int)profile_size);
    while (cinfo.next_scanline < cinfo.image_height) {
        JSAMPROW row = pixels + (size_t)cinfo.next_scanline * width * 4;
        jpeg_write_scanlines(&cinfo, &row, 1);
    }
    jpeg_finish_compress(&cinfo);
    fclose(out);
    return 0;
}
"""

# Ink patches (C, M, Y, K in 0...255, 255 = full ink), 16x16 each, left to right. Multiples of 51
# sit on the grid points of both synthetic profiles, so the profile's answer is exact there.
CMYK_PATCHES = [(0, 0, 0, 0), (255, 0, 0, 0), (0, 204, 204, 0), (51, 102, 153, 0), (0, 0, 0, 102)]


def write_cmyk_jpeg(name, colour_space, profile=None):
    with tempfile.TemporaryDirectory() as scratch:
        source = os.path.join(scratch, "writer.c")
        binary = os.path.join(scratch, "writer")
        with open(source, "w") as f:
            f.write(CMYK_WRITER)
        subprocess.run(["cc", "-O1", "-o", binary, source, "-ljpeg"], check=True)
        width, height = 16 * len(CMYK_PATCHES), 16
        raw = bytearray()
        for _ in range(height):
            for patch in CMYK_PATCHES:
                raw += bytes(255 - v for v in patch) * 16  # Adobe convention: stored inverted
        raw_path = os.path.join(scratch, "pixels.cmyk")
        with open(raw_path, "wb") as f:
            f.write(raw)
        args = [binary, os.path.join(HERE, name), colour_space, str(width), str(height), raw_path]
        if profile is not None:
            profile_path = os.path.join(scratch, "profile.icc")
            with open(profile_path, "wb") as f:
                f.write(profile)
            args.append(profile_path)
        subprocess.run(args, check=True)


def main():
    expectations = []

    # Adam7, 8-bit RGB: pixel (x, y) = (15x, 19y, xy mod 256).
    w, h = 17, 13
    pixels = [[(15 * x, 19 * y, (x * y) % 256) for x in range(w)] for y in range(h)]
    save("interlaced-rgb.png", png(w, h, 2, 8, pixels, interlaced=True))

    # Adam7 palette with transparency, 2-bit: index (x + y) % 4.
    palette = [(255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 255)]
    pixels = [[((x + y) % 4,) for x in range(9)] for y in range(7)]
    save("interlaced-palette-trns.png", png(9, 7, 3, 2, pixels, palette=palette, trns=bytes([0, 128]), interlaced=True))

    # 16-bit RGBA: R = 8000x + 97y, G = 65535 - 5000x, B = 16000y + 128, A by row.
    alphas = [65535, 32768, 33024, 0]
    pixels = [[(8000 * x + 97 * y, 65535 - 5000 * x, 16000 * y + 128, alphas[y]) for x in range(8)] for y in range(4)]
    save("rgba-16bit.png", png(8, 4, 6, 16, pixels))

    # 4-bit palette with tRNS on the first three of 16 entries.
    palette = [(i * 17, 255 - i * 17, (i * 40) % 256) for i in range(16)]
    pixels = [[((x * 3 + y) % 16,) for x in range(10)] for y in range(3)]
    save("palette-4bit-trns.png", png(10, 3, 3, 4, pixels, palette=palette, trns=bytes([0, 100, 200])))

    # Grey + alpha, 8-bit: grey 40x, alpha 255 - 120y.
    pixels = [[(40 * x, 255 - 120 * y) for x in range(6)] for y in range(3)]
    save("grey-alpha.png", png(6, 3, 4, 8, pixels))

    # Low bit depths: grey value (x + 2y) mod 2^d; palette index the same into a fixed palette.
    for depth in (1, 2, 4):
        pixels = [[((x + 2 * y) % (1 << depth),) for x in range(11)] for y in range(3)]
        save(f"grey-{depth}bit.png", png(11, 3, 0, depth, pixels))
        pal = [((i * 70) % 256, (i * 30) % 256, 255 - (i * 50) % 256) for i in range(1 << depth)]
        save(f"palette-{depth}bit.png", png(11, 3, 3, depth, pixels, palette=pal))

    # EXIF orientation in PNG eXIf, one file per orientation 2...8 (3x2 upright grid).
    for orientation in range(2, 9):
        image = stored_image(orientation, 1)
        pixels = [[image.getpixel((x, y)) for x in range(image.width)] for y in range(image.height)]
        save(f"exif-orientation-{orientation}.png",
             png(image.width, image.height, 2, 8, pixels, before=[("eXIf", exif_tiff(orientation, orientation % 2 == 0))]))

    # Adobe RGB patches, tagged with an Adobe RGB (1998) compatible profile.
    adobe_patches = [(200, 100, 50), (50, 150, 200), (128, 128, 128), (90, 160, 90)]
    with open(ADOBE_RGB_PROFILE, "rb") as f:
        adobe_profile = f.read()
    pixels = [[adobe_patches[x // 4] for x in range(16)] for _ in range(4)]
    save("adobe-rgb.png", png(16, 4, 2, 8, pixels, before=[("iCCP", iccp(adobe_profile, b"Adobe RGB"))]))
    expectations.append(("Adobe RGB patches in sRGB", [adobe_to_srgb(p) for p in adobe_patches]))
    # The same patches with alpha 255, 128, 64, 0: conversion must leave alpha alone.
    pixels = [[adobe_patches[x] + ((255, 128, 64, 0)[x],) for x in range(4)]]
    save("adobe-rgb-alpha.png", png(4, 1, 6, 8, pixels, before=[("iCCP", iccp(adobe_profile, b"Adobe RGB"))]))
    # An sRGB-tagged image: the conversion is skipped as an identity, pixels stay exact.
    with open("/usr/share/color/icc/sRGB.icc", "rb") as f:
        srgb_profile = f.read()
    pixels = [[adobe_patches[x] for x in range(4)]]
    save("srgb-tagged.png", png(4, 1, 2, 8, pixels, before=[("iCCP", iccp(srgb_profile, b"sRGB"))]))

    # Grey with a grey ICC profile (Gray.icc is linear): must stay neutral and be sRGB-encoded.
    with open("/usr/share/color/icc/Gray.icc", "rb") as f:
        grey_profile = f.read()
    pixels = [[(v,) for v in (0, 64, 128, 192, 255)] for _ in range(2)]
    save("grey-gray-profile.png", png(5, 2, 0, 8, pixels, before=[("iCCP", iccp(grey_profile, b"Gray"))]))

    # APNG: default image (IDAT, frame 0) red; second frame (fdAT) green.
    actl = struct.pack(">II", 2, 0)
    fctl0 = struct.pack(">IIIIIHHBB", 0, 4, 4, 0, 0, 1, 10, 0, 0)
    fctl1 = struct.pack(">IIIIIHHBB", 1, 4, 4, 0, 0, 1, 10, 0, 0)
    green = bytearray()
    for _ in range(4):
        green += b"\x00" + bytes((0, 255, 0)) * 4
    fdat = struct.pack(">I", 2) + zlib.compress(bytes(green))
    red = [[(255, 0, 0)] * 4 for _ in range(4)]
    save("animated.png", png(4, 4, 2, 8, red, before=[("acTL", actl), ("fcTL", fctl0)],
                             after=[("fcTL", fctl1), ("fdAT", fdat)]))

    # JPEG: flat 16x16 patches at quality 100 without chroma subsampling decode within a level or two.
    patches = Image.new("RGB", (64, 16))
    for i, colour in enumerate([(200, 30, 40), (20, 160, 60), (30, 60, 220), (240, 240, 240)]):
        patches.paste(colour, (16 * i, 0, 16 * (i + 1), 16))
    patches.save(os.path.join(HERE, "baseline.jpg"), quality=100, subsampling=0)
    patches.save(os.path.join(HERE, "progressive.jpg"), quality=100, subsampling=0, progressive=True)
    grey = Image.new("L", (32, 16))
    grey.paste(50, (0, 0, 16, 16))
    grey.paste(200, (16, 0, 32, 16))
    grey.save(os.path.join(HERE, "greyscale.jpg"), quality=100)
    # A JPEG named .png: the decoder must trust the bytes, not the name.
    patches.save(os.path.join(HERE, "jpeg-named.png"), format="JPEG", quality=90)
    # The same patches at 4:2:0 and 256 wide for scaled decoding (1/2, 1/4, 1/8).
    wide = patches.resize((256, 64), Image.Resampling.NEAREST)
    wide.save(os.path.join(HERE, "scaled-256x64.jpg"), quality=95)

    for orientation in range(2, 9):
        exif = Image.Exif()
        exif[0x0112] = orientation
        stored_image(orientation, 16).save(os.path.join(HERE, f"exif-orientation-{orientation}.jpg"),
                                           quality=100, subsampling=0, exif=exif.tobytes())

    adobe_jpeg = Image.new("RGB", (64, 16))
    for i, colour in enumerate(adobe_patches):
        adobe_jpeg.paste(colour, (16 * i, 0, 16 * (i + 1), 16))
    adobe_jpeg.save(os.path.join(HERE, "adobe-rgb.jpg"), quality=100, subsampling=0, icc_profile=adobe_profile)

    # CMYK and YCCK with Adobe markers, without and with profiles. The 11-point profile is
    # ~88 KB, so it spans two APP2 segments.
    write_cmyk_jpeg("cmyk-adobe.jpg", "cmyk")
    write_cmyk_jpeg("ycck-adobe.jpg", "ycck")
    write_cmyk_jpeg("cmyk-profile-multisegment.jpg", "cmyk", cmyk_profile(11, "Feedshot test CMYK (11-point grid)"))
    write_cmyk_jpeg("ycck-profile.jpg", "ycck", cmyk_profile(6, "Feedshot test CMYK (6-point grid)"))
    naive = [tuple(round((255 - v) * (255 - p[3]) / 255) for v in p[:3]) for p in CMYK_PATCHES]
    expectations.append(("CMYK patches without a profile (naive)", naive))
    profiled = [tuple(round(c * 255) for c in cmyk_model_srgb(*(v / 255 for v in p))) for p in CMYK_PATCHES]
    expectations.append(("CMYK patches through the synthetic profile", profiled))

    # Formats we refuse, as real files.
    tiny = Image.new("RGB", (2, 2), (255, 0, 0))
    for name, fmt in (("tiny.gif", "GIF"), ("tiny.webp", "WEBP"), ("tiny.bmp", "BMP")):
        buffer = io.BytesIO()
        tiny.save(buffer, format=fmt)
        save(name, buffer.getvalue())

    for title, values in expectations:
        print(f"{title}: {values}")
    total = sum(os.path.getsize(os.path.join(HERE, n)) for n in os.listdir(HERE))
    print(f"fixtures: {len(os.listdir(HERE))} files, {total} bytes", file=sys.stderr)


if __name__ == "__main__":
    main()
