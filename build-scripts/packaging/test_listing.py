"""listing.py's checks: a listing within every limit passes, and each way of breaking a limit
is reported (python3 -m unittest discover -s build-scripts/packaging, run by build-listing.sh)."""
import os
import shutil
import struct
import sys
import tempfile
import unittest
import zlib

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import listing  # noqa: E402

LOCALES = ["en-US", "de-DE"]
CODE = 1000


def write_png(path, width, height, alpha):
    """A flat grey PNG of that size, RGBA when alpha."""
    channels = 4 if alpha else 3
    row = b"\x00" + b"\x80" * (width * channels)
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    ihdr = struct.pack(">IIBBBBB", width, height, 8, 6 if alpha else 2, 0, 0, 0)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr)
                + chunk(b"IDAT", zlib.compress(row * height)) + chunk(b"IEND", b""))


def write_text(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text + "\n")


class Limits(unittest.TestCase):
    def setUp(self):
        self.tree = tempfile.mkdtemp()
        for locale in LOCALES:
            d = os.path.join(self.tree, locale)
            write_text(os.path.join(d, "title.txt"), "Reversi")
            write_text(os.path.join(d, "short_description.txt"), "Reversi against the computer.")
            write_text(os.path.join(d, "full_description.txt"), "A game.\n\n• One\n• Two")
            write_text(os.path.join(d, "changelogs", f"{CODE}.txt"), "First release.")
            for n in (1, 2):
                write_png(os.path.join(d, "images", "phoneScreenshots", f"{n}-x.png"), 1080, 1920, False)
                write_png(os.path.join(d, "images", "tenInchScreenshots", f"{n}-x.png"), 1920, 1200, False)
        images = os.path.join(self.tree, "en-US", "images")
        write_png(os.path.join(images, "icon.png"), 512, 512, True)
        write_png(os.path.join(images, "featureGraphic.png"), 1024, 500, False)

    def tearDown(self):
        shutil.rmtree(self.tree)

    def found(self):
        return listing.problems(self.tree, CODE, LOCALES)

    def assertReported(self, fragment):
        found = self.found()
        self.assertTrue(any(fragment in line for line in found), f"{fragment!r} not in {found}")

    def test_a_listing_within_the_limits_passes(self):
        self.assertEqual(self.found(), [])

    def test_short_description_over_80_characters(self):
        write_text(os.path.join(self.tree, "de-DE", "short_description.txt"), "ä" * 81)
        self.assertReported("de-DE/short_description.txt: 81 characters (at most 80)")

    def test_80_characters_with_umlauts_fit(self):
        write_text(os.path.join(self.tree, "de-DE", "short_description.txt"), "ä" * 80)
        self.assertEqual(self.found(), [])

    def test_title_and_full_description_limits(self):
        write_text(os.path.join(self.tree, "en-US", "title.txt"), "R" * 31)
        write_text(os.path.join(self.tree, "en-US", "full_description.txt"), "x" * 4001)
        self.assertReported("en-US/title.txt: 31 characters (at most 30)")
        self.assertReported("en-US/full_description.txt: 4001 characters (at most 4000)")

    def test_missing_text_and_changelog(self):
        os.remove(os.path.join(self.tree, "de-DE", "title.txt"))
        os.remove(os.path.join(self.tree, "de-DE", "changelogs", f"{CODE}.txt"))
        self.assertReported("de-DE: no title.txt")
        self.assertReported(f"de-DE: no changelogs/{CODE}.txt")

    def test_changelog_over_500_characters(self):
        write_text(os.path.join(self.tree, "en-US", "changelogs", f"{CODE}.txt"), "x" * 501)
        self.assertReported(f"en-US/changelogs/{CODE}.txt: 501 characters")

    def assertImagesReported(self, folder, images, reports):
        """Writes each (name, width, height, alpha) image into `folder` of the tree, then
        every report is found."""
        for name, width, height, alpha in images:
            write_png(os.path.join(self.tree, *folder.split("/"), name), width, height, alpha)
        for report in reports:
            self.assertReported(report)

    def test_screenshot_sizes_and_alpha(self):
        self.assertImagesReported(
            "en-US/images/phoneScreenshots",
            [("3-small.png", 300, 600, False), ("4-long.png", 400, 1000, False),
             ("5-alpha.png", 1080, 1920, True)],
            ["3-small.png: 300x600, each side must be 320 to 3840",
             "4-long.png: 400x1000, the long side over twice the short",
             "5-alpha.png: has alpha"])

    def test_too_few_and_too_many_screenshots(self):
        phone = os.path.join(self.tree, "de-DE", "images", "phoneScreenshots")
        os.remove(os.path.join(phone, "2-x.png"))
        tablet = os.path.join(self.tree, "de-DE", "images", "tenInchScreenshots")
        for n in range(3, 10):
            write_png(os.path.join(tablet, f"{n}-x.png"), 1920, 1200, False)
        self.assertReported("de-DE: 1 phone screenshots (at least 2)")
        self.assertReported("de-DE/tenInchScreenshots: 9 screenshots (at most 8)")

    def test_icon_and_feature_graphic(self):
        self.assertImagesReported(
            "en-US/images",
            [("icon.png", 512, 512, False), ("featureGraphic.png", 1024, 501, True)],
            ["icon.png: a 32-bit PNG with alpha is asked for",
             "featureGraphic.png: 1024x501, must be 1024x500",
             "featureGraphic.png: has alpha"])

    def test_locales_missing_and_extra(self):
        shutil.rmtree(os.path.join(self.tree, "de-DE"))
        os.makedirs(os.path.join(self.tree, "su"))
        self.assertReported("de-DE: missing")
        self.assertReported("su: a locale the listing should not have here")


if __name__ == "__main__":
    unittest.main()
