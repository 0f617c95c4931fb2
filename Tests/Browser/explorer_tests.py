"""Browser tests of the explorer page, run by Scripts/browser-tests.sh in Chromium through Playwright.

Usage: explorer_tests.py PAGES_FOLDER [--record]

PAGES_FOLDER holds one `<program>.html` per example, lesson and the tour (written with `--explore`).
`--record` re-records the golden screenshots in Tests/Browser/Screenshots instead of comparing with them.
Each test prints one line; the script exits 1 if any check failed.
"""
import base64
import os
import sys
import tempfile
import time
from pathlib import Path

from playwright.sync_api import sync_playwright

PAGES = Path(sys.argv[1])
RECORD = "--record" in sys.argv[2:]
SCREENSHOTS = Path(__file__).resolve().parent / "Screenshots"
VIEWPORT = {"width": 1200, "height": 900}
# A realistic tap's page must load in under a second (the goal); pages of whole lessons are larger.
LOAD_LIMIT_SECONDS = 1.0
REALISTIC_PAGE_BYTES = 200_000
# Screenshots may differ by font rendering: at most this fraction of pixels may differ noticeably.
SCREENSHOT_TOLERANCE = 0.01

failures = []


def check(condition, message):
    if not condition:
        failures.append(message)
        print("  FAILED: " + message)


def open_page(browser, path):
    """Opens a page file; returns the page, the list its console errors go to, and the load time."""
    page = browser.new_page(viewport=VIEWPORT)
    errors = []
    page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
    page.on("pageerror", lambda error: errors.append(str(error)))
    start = time.perf_counter()
    page.goto(Path(path).resolve().as_uri())
    return page, errors, time.perf_counter() - start


def step_label(page):
    return page.inner_text("#step-label")


def hit_view(page):
    """The id of the view drawn as hit, or None."""
    return page.evaluate("() => { const g = document.querySelector('#scene g.view.hit'); "
                         "return g ? g.dataset.view : null; }")


def select_recording(page, index):
    page.select_option("#recording", str(index))


def test_every_page_loads(browser):
    """Every example's page loads without a console error; a realistic tap's page in under a second."""
    slowest = (0, "")
    for path in sorted(PAGES.glob("*.html")):
        page, errors, seconds = open_page(browser, path)
        size = path.stat().st_size
        check(not errors, f"{path.name}: console errors {errors}")
        check(step_label(page).startswith("Step 1 of"), f"{path.name}: no step selected")
        if size < REALISTIC_PAGE_BYTES:
            check(seconds < LOAD_LIMIT_SECONDS, f"{path.name}: loaded in {seconds:.2f} s")
        slowest = max(slowest, (seconds, path.name))
        page.close()
    print(f"  slowest load: {slowest[1]} in {slowest[0]:.2f} s")


def find_hits(page):
    """A recording and two steps of it whose own hit tests found different views, or None."""
    return page.evaluate("""() => {
      const data = JSON.parse(document.getElementById('explorer-data').textContent);
      for (const [r, recording] of data.recordings.entries()) {
        const own = recording.steps.map((step, s) => [s, step]).filter(([, step]) => step.ownHit);
        for (const [s, step] of own) {
          const other = own.find(([t, next]) => t > s
            && recording.hits[next.hit].result !== recording.hits[step.hit].result);
          if (other && recording.hits[step.hit].result !== null
            && recording.hits[other[1].hit].result !== null) return [r, s, other[0]];
        }
      }
      return null;
    }""")


def test_stepping(browser):
    """← and → change the selected step, and the highlighted hit path follows."""
    page, errors, _ = open_page(browser, PAGES / "05-responder-chain.html")
    found = find_hits(page)
    check(found is not None, "05-responder-chain: no recording with two different hits")
    if found:
        recording, first, second = found
        select_recording(page, recording)
        page.focus("#next")
        for _ in range(first):
            page.keyboard.press("ArrowRight")
        check(step_label(page).startswith(f"Step {first + 1} of"), f"stepping to {first + 1}: {step_label(page)}")
        before = hit_view(page)
        labels = set()
        for _ in range(second - first):
            page.keyboard.press("ArrowRight")
            labels.add(step_label(page))
        check(len(labels) == second - first, "each → selects a new step")
        check(step_label(page).startswith(f"Step {second + 1} of"), f"stepping to {second + 1}")
        check(before is not None and hit_view(page) not in (None, before),
              f"the hit view changes from {before} to {hit_view(page)}")
        page.keyboard.press("ArrowLeft")
        check(step_label(page).startswith(f"Step {second} of"), "← steps back")
        page.click("#hit-details summary")
        check(page.inner_text("#hit-text").startswith("hit test at"), "the hit test's text, view by view")
    check(not errors, f"console errors {errors}")
    page.close()


def test_transition_cause(browser):
    """Clicking a recognizer's transition shows its cause and selects its step."""
    page, errors, _ = open_page(browser, PAGES / "08-competing-recognizers.html")
    button = page.locator(".transition").first
    label = button.get_attribute("aria-label")
    button.click()
    heading = page.inner_text("#transition h3")
    cause = page.inner_text("#transition .cause")
    check("→" in heading and heading.split(":")[0] in label, f"transition heading {heading!r} for {label!r}")
    check(len(cause) > 10, f"the cause is shown: {cause!r}")
    step = int(label.rsplit(" ", 1)[1])
    check(step_label(page).startswith(f"Step {step} of"), "the transition's step is selected")
    check(not errors, f"console errors {errors}")
    page.close()


def test_view_explanation(browser):
    """Clicking a view, in the picture or in the list, shows explainMiss for the step's point."""
    page, errors, _ = open_page(browser, PAGES / "label-tap.html")
    page.click("#views button:has-text('forgotPassword')")
    text = page.inner_text("#explanation")
    check("forgotPassword did not get the touch" in text, f"explanation from the list: {text!r}")
    page.click("#views button:has-text('form')")
    page.locator("#scene g.view.skipped polygon.frame").click()
    text = page.inner_text("#explanation")
    check("forgotPassword" in text and "isUserInteractionEnabled" in text, f"explanation from the picture: {text!r}")
    check(not errors, f"console errors {errors}")
    page.close()


def test_keyboard_only(browser):
    """Tab reaches the controls in order, the steps keep focus while stepping, every button has a name."""
    page, errors, _ = open_page(browser, PAGES / "label-tap.html")
    reached = []
    for _ in range(8):
        page.keyboard.press("Tab")
        reached.append(page.evaluate("() => document.activeElement.id || document.activeElement.dataset.step"))
    check(reached[:4] == ["recording", "prev", "scrubber", "next"], f"tab order {reached}")
    check("0" in reached, f"the selected step is in the tab order: {reached}")
    while page.evaluate("() => document.activeElement.dataset.step") != "0":
        page.keyboard.press("Tab")
    page.keyboard.press("ArrowRight")
    check(page.evaluate("() => document.activeElement.dataset.step") == "1", "focus follows the selection")
    check(step_label(page).startswith("Step 2 of"), "→ on a step selects the next")
    outline = page.evaluate("() => getComputedStyle(document.activeElement).outlineStyle")
    check(outline == "solid", f"the focused step has an outline: {outline}")
    unnamed = page.evaluate("""() => Array.from(document.querySelectorAll('button, input, select'))
      .filter((e) => !(e.getAttribute('aria-label') || e.textContent.trim() || e.closest('label')))
      .map((e) => e.outerHTML)""")
    check(not unnamed, f"controls without a name: {unnamed}")
    caption = page.inner_text("#scene-caption")
    check(page.get_attribute("#scene", "role") == "img" and "Finger 1" in caption, f"scene text: {caption!r}")
    check(not errors, f"console errors {errors}")
    page.close()


def test_unknown_decision_kind(browser):
    """An entry kind the page does not know (from a later HitTestKit) is shown as its text."""
    html = (PAGES / "label-tap.html").read_text()
    start = html.index('id="trace-json">')
    end = html.index("</script>", start)
    changed = html[:start] + html[start:end].replace('"kind":"forwarded"', '"kind":"someFutureDecision"') \
        + html[end:]
    with tempfile.NamedTemporaryFile("w", suffix=".html", delete=False) as file:
        file.write(changed)
    try:
        page, errors, _ = open_page(browser, file.name)
        check(not errors, f"console errors {errors}")
        check("form passes touchesBegan up the responder chain" in page.inner_text("#text"), "its text is shown")
        page.keyboard.press("End")
        check(not errors, f"console errors after stepping {errors}")
        page.close()
    finally:
        os.unlink(file.name)


def differing_fraction(browser, first, second):
    """The fraction of pixels that differ noticeably between two PNG images (1 if their sizes differ)."""
    page = browser.new_page()
    fraction = page.evaluate("""async ([a, b]) => {
      const load = (data) => new Promise((resolve, reject) => {
        const image = new Image();
        image.onload = () => resolve(image);
        image.onerror = reject;
        image.src = 'data:image/png;base64,' + data;
      });
      const [x, y] = await Promise.all([load(a), load(b)]);
      if (x.width !== y.width || x.height !== y.height) return 1;
      const canvas = document.createElement('canvas');
      canvas.width = x.width;
      canvas.height = x.height;
      const context = canvas.getContext('2d');
      const pixels = (image) => {
        context.clearRect(0, 0, x.width, x.height);
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, x.width, x.height).data;
      };
      const p = pixels(x), q = pixels(y);
      let differing = 0;
      for (let i = 0; i < p.length; i += 4) {
        const distance = Math.abs(p[i] - q[i]) + Math.abs(p[i + 1] - q[i + 1]) + Math.abs(p[i + 2] - q[i + 2]);
        if (distance > 48) differing++;
      }
      return differing / (p.length / 4);
    }""", [base64.b64encode(first).decode(), base64.b64encode(second).decode()])
    page.close()
    return fraction


def show_presentation_frame(page):
    """Selects the first step whose scene draws a presentation frame, and the view it belongs to."""
    found = page.evaluate("""() => {
      const data = JSON.parse(document.getElementById('explorer-data').textContent);
      for (const [r, recording] of data.recordings.entries()) {
        const s = recording.steps.findIndex((step) => step.scene !== null
          && recording.scenes[step.scene].svg.includes('class="shown"'));
        if (s >= 0) return [r, s];
      }
      return null;
    }""")
    check(found is not None, "16-moving-targets: a step whose scene has a presentation frame")
    recording, step = found or (0, 0)
    select_recording(page, recording)
    page.focus("#next")
    for _ in range(step):
        page.keyboard.press("ArrowRight")
    page.locator("#scene g.view:has(polygon.shown)").first.locator("polygon.frame").click()


# Golden screenshots: a page, what to do on it, and the file. The first two illustrate the DocC article
# "Exploring an interaction" (copied to HitTestKit.docc/Resources).
SHOTS = [
    ("label-tap", lambda page: page.click("#views button:has-text('forgotPassword')"), "explorer-miss-explanation"),
    ("08-competing-recognizers", lambda page: page.locator(".transition").nth(1).click(), "explorer-recognizer-lanes"),
    ("16-moving-targets", lambda page: show_presentation_frame(page), "explorer-moving-target"),
]


def test_screenshots(browser):
    """A few pages look as recorded, within a tolerance."""
    for name, action, shot in SHOTS:
        page, errors, _ = open_page(browser, PAGES / f"{name}.html")
        action(page)
        image = page.screenshot()
        page.close()
        check(not errors, f"{name}: console errors {errors}")
        golden = SCREENSHOTS / f"{shot}.png"
        if RECORD:
            SCREENSHOTS.mkdir(exist_ok=True)
            golden.write_bytes(image)
            print(f"  recorded {golden}")
            continue
        if not golden.exists():
            check(False, f"no golden screenshot {golden}: run Scripts/browser-tests.sh --record")
            continue
        fraction = differing_fraction(browser, golden.read_bytes(), image)
        if fraction > SCREENSHOT_TOLERANCE:
            failed = Path(tempfile.gettempdir()) / f"{shot}-actual.png"
            failed.write_bytes(image)
            check(False, f"{shot}: {fraction:.2%} of pixels differ (the page now: {failed})")


def main():
    start = time.perf_counter()
    executable = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=executable, args=["--no-sandbox"])
        tests = [test_every_page_loads, test_stepping, test_transition_cause, test_view_explanation,
                 test_keyboard_only, test_unknown_decision_kind, test_screenshots]
        for test in tests:
            print(f"{test.__name__}: {test.__doc__.splitlines()[0]}")
            test(browser)
        browser.close()
    print(f"browser tests: {len(failures)} failed checks, {time.perf_counter() - start:.1f} s")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
