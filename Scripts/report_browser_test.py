"""Checks the HTML page of `feedshot diff --report` in a real browser (see test-report-browser)."""
import os
import shutil
import struct
import subprocess
import sys
import tempfile
import zlib

from playwright.sync_api import sync_playwright


def write_png(path, width, height, pixel):
    """Writes an opaque RGB PNG; pixel(x, y) returns (r, g, b)."""
    rows = b"".join(b"\x00" + b"".join(bytes(pixel(x, y)) for x in range(width)) for y in range(height))

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as file:
        file.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
                   + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b""))


def card(x, y):
    """A light card with a dark bar: something to look at."""
    return (20, 30, 60) if 6 <= y < 12 and 4 <= x < 36 else (235, 235, 240)


def changed(x, y):
    """The card with a 6 x 6 red block: 36 differing pixels."""
    return (220, 30, 30) if 20 <= x < 26 and 16 <= y < 22 else card(x, y)


def check(condition, message, failures):
    print(("ok   " if condition else "FAIL ") + message)
    if not condition:
        failures.append(message)


def main():
    screenshot = None
    if len(sys.argv) == 3 and sys.argv[1] == "--screenshot":
        screenshot = sys.argv[2]
    work = tempfile.mkdtemp(prefix="feedshot-report-")
    goldens, rendered, report = (os.path.join(work, name) for name in ("goldens", "rendered", "report"))
    for folder in (goldens, rendered):
        write_png(os.path.join(folder, "same.png"), 40, 30, card)
        write_png(os.path.join(folder, "nested", "deep.png"), 40, 30, card)
    write_png(os.path.join(goldens, "changed.png"), 40, 30, card)
    write_png(os.path.join(rendered, "changed.png"), 40, 30, changed)
    write_png(os.path.join(goldens, "gone.png"), 40, 30, card)
    write_png(os.path.join(rendered, "added.png"), 40, 30, changed)

    run = subprocess.run([os.environ["FEEDSHOT"], "diff", goldens, rendered, "--report", report],
                         capture_output=True, text=True)
    print(run.stdout, end="")
    failures = []
    check(run.returncode == 1, f"feedshot diff exits 1 for differences (got {run.returncode}: {run.stderr.strip()})",
          failures)
    page_path = os.path.join(report, "index.html")
    check(os.path.exists(page_path), "the report page exists", failures)
    if failures:
        sys.exit(1)

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=os.environ.get("CHROMIUM", "/usr/bin/chromium"),
                                             args=["--no-sandbox"])
        page = browser.new_page(viewport={"width": 1280, "height": 1000})
        errors, foreign, failed_loads = [], [], []
        page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.on("request", lambda request: None if request.url.startswith("file://") else foreign.append(request.url))
        page.on("requestfailed", lambda request: failed_loads.append(request.url))
        page.goto("file://" + page_path)
        page.wait_for_load_state("load")

        counts = {key: page.inner_text(f'#totals [data-count="{key}"]')
                  for key in ("all", "failed", "new", "missing", "passed")}
        check(counts == {"all": "5", "failed": "1", "new": "1", "missing": "1", "passed": "2"},
              f"totals are 5 pairs, 1 failed, 1 new, 1 missing, 2 passed (got {counts})", failures)
        failed = page.locator('section.entry[data-status="failed"]')
        check(failed.count() == 1 and failed.get_attribute("data-name") == "changed.png",
              "the failed pair is changed.png", failures)
        check(failed.get_attribute("data-differing") == "36" and "36" in failed.locator(".differing").inner_text(),
              "it shows 36 differing pixels", failures)
        broken = page.evaluate("Array.from(document.images).filter(i => !(i.complete && i.naturalWidth > 0)).length")
        check(broken == 0, f"every image loads (broken: {broken})", failures)
        check("cp " in failed.locator(".record code").inner_text(), "the failed pair shows its record command", failures)

        def visible_statuses():
            return page.evaluate("Array.from(document.querySelectorAll('section.entry'))"
                                 ".filter(s => !s.hidden).map(s => s.dataset.status)")

        for name, expected in (("failed", ["failed"]), ("new", ["new"]), ("missing", ["missing"]),
                               ("passed", ["passed", "passed"])):
            page.click(f'#filters button[data-filter="{name}"]')
            shown = visible_statuses()
            check(shown == expected, f"filter {name} shows {expected} (got {shown})", failures)
        page.click('#filters button[data-filter="all"]')
        check(len(visible_statuses()) == 5, "filter all shows all 5 again", failures)

        failed.locator('.modes button[data-mode="slider"]').click()
        slider = failed.locator(".view.slider")
        check(slider.is_visible() and not failed.locator(".view.side").is_visible(),
              "the slider view replaces side by side", failures)
        before = failed.locator(".view.slider img.top").evaluate("e => getComputedStyle(e).clipPath")
        failed.locator(".view.slider input[type=range]").fill("20")
        after = failed.locator(".view.slider img.top").evaluate("e => getComputedStyle(e).clipPath")
        handle = failed.locator(".view.slider .handle").evaluate("e => e.style.left")
        check(before != after and "20%" in after and handle == "20%",
              f"the slider moves the overlay ({before} → {after}, handle {handle})", failures)

        failed.locator('.modes button[data-mode="blink"]').click()
        top = failed.locator(".view.blink img.top")
        first = top.evaluate("e => e.style.visibility || 'visible'")
        page.wait_for_timeout(700)
        second = top.evaluate("e => e.style.visibility || 'visible'")
        check(first != second, f"blink alternates the images ({first} → {second})", failures)
        failed.locator('.modes button[data-mode="side"]').click()

        if screenshot:
            page.screenshot(path=screenshot, full_page=True)
            print(f"screenshot: {screenshot}")
        check(not errors, f"no console errors ({errors})", failures)
        check(not foreign, f"no network requests ({foreign})", failures)
        check(not failed_loads, f"no failed loads ({failed_loads})", failures)
        browser.close()

    if failures:
        print(f"test-report-browser: {len(failures)} check(s) failed; report kept in {report}")
        sys.exit(1)
    shutil.rmtree(work, ignore_errors=True)
    print("test-report-browser: all checks passed")


if __name__ == "__main__":
    main()
