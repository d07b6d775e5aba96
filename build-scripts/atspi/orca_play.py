#!/usr/bin/python3
"""Plays the running game by keys only and checks what Orca says, as a blind player hears it
(run by build-scripts/e2e-orca.sh, which starts Orca, speech-dispatcher, a window manager and
the game; any Python 3).

  orca_play.py --wid X11_WINDOW --orca-pid PID --log ORCA_DEBUG_FILE --from BYTES --out SPEECH.txt

What Orca said is its debug file's `SPEECH OUTPUT: '...'` lines from byte BYTES on (where the
file ended as the game was started). After each key the next
lines must be what the step expects, within a limit; on the first that is not, or when Orca
stops (it kills itself on a hang) or says nothing, this exits non-zero and says why. The
whole speech log goes to --out either way. In order:

- the menu opens with Easy focused; Down says Medium, Up says Easy again;
- Enter starts a game: "d3, empty, you can play here"; each arrow key says the cursor's cell;
- Enter plays d3: your move and the CPU's reply, each with its flips;
- U: the undo;
- F1: How to play's heading; Esc back to the game;
- a whole game by Tab (the next square you can play) and Enter, to its result.
"""

import argparse
import os
import re
import subprocess
import sys
import time

SPEECH = re.compile(r"SPEECH OUTPUT: '(.*)'\{")


class Orca:
    """Orca's speech, read from its debug file as it grows."""

    def __init__(self, log, start, pid, out):
        self.log, self.pid, self.out = log, pid, out
        self.offset = start
        self.said = []  # everything said, in order
        self.seen = 0  # how much of it the steps have looked at

    def alive(self):
        try:
            os.kill(self.pid, 0)
        except OSError:
            return False
        # a zombie is gone too
        try:
            with open(f"/proc/{self.pid}/stat") as f:
                return f.read().split(")")[-1].split()[0] != "Z"
        except OSError:
            return False

    def poll(self):
        with open(self.log, encoding="utf-8", errors="replace") as f:
            f.seek(self.offset)
            chunk = f.read()
        # only whole lines: Orca may be writing the last one
        end = chunk.rfind("\n") + 1
        self.offset += len(chunk[:end].encode("utf-8", errors="replace"))
        for line in chunk[:end].splitlines():
            m = SPEECH.search(line)
            if m:
                self.said.append(m.group(1))
                with open(self.out, "a", encoding="utf-8") as f:
                    f.write(m.group(1) + "\n")

    def next(self, seconds, what):
        """The next thing Orca says, within `seconds`."""
        end = time.time() + seconds
        while True:
            self.poll()
            if self.seen < len(self.said):
                self.seen += 1
                return self.said[self.seen - 1]
            if not self.alive():
                fail(f"Orca ended while we waited for {what} (a hang makes it kill itself)")
            if time.time() > end:
                fail(f"Orca said nothing within {seconds} s while we waited for {what}")
            time.sleep(0.05)

    def expect(self, pattern, what, seconds=10):
        """Orca's next words match `pattern` (the whole of them); returns the match."""
        said = self.next(seconds, what)
        m = re.fullmatch(pattern, said)
        if not m:
            fail(f"{what}: Orca said {said!r}, not /{pattern}/")
        print(f"  ok: {what}: {said!r}", flush=True)
        return m

    def quiet(self, seconds):
        """Orca says nothing more for `seconds`."""
        end = time.time() + seconds
        while time.time() < end:
            self.poll()
            if self.seen < len(self.said):
                fail(f"Orca said {self.said[self.seen]!r} where nothing was to be said")
            time.sleep(0.05)


def fail(why):
    print(f"FAIL: {why}", file=sys.stderr, flush=True)
    sys.exit(1)


def key(wid, name):
    subprocess.run(["xdotool", "key", "--window", wid, name], check=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--wid", required=True)
    ap.add_argument("--orca-pid", type=int, required=True)
    ap.add_argument("--log", required=True)
    ap.add_argument("--from", dest="start", type=int, default=0)
    ap.add_argument("--out", required=True)
    args = ap.parse_args()
    orca = Orca(args.log, args.start, args.orca_pid, args.out)
    press = lambda name: key(args.wid, name)

    print("== the menu: the focus on a button, moved by the keys")
    orca.expect(r"Easy push button\.", "the menu opens with Easy focused", 30)
    press("Down")
    orca.expect(r"Medium push button\.", "Down: Medium")
    press("Up")
    orca.expect(r"Easy push button\.", "Up: Easy again")

    print("== a game: the cursor's cell at every arrow key")
    press("Return")
    orca.expect(r"d3, empty, you can play here\.", "Enter: a game on Easy, the cursor on d3")
    for name, cell in [
        ("Right", r"e3, empty\."),
        ("Down", r"e4, black\."),
        ("Left", r"d4, white\."),
        ("Up", r"d3, empty, you can play here\."),
    ]:
        press(name)
        orca.expect(cell, f"{name}: the cursor's cell")

    print("== a move and the CPU's reply, each with its flips")
    press("Return")
    orca.expect(
        r"You played d3, 1 disc turned\. CPU played [a-h][1-8], \d+ discs? turned\.",
        "Enter on d3: your move and the CPU's reply",
    )
    orca.quiet(1.0)

    print("== undo")
    press("u")
    orca.expect(r"Undone: back to your move 1\.", "U: the undo")

    print("== How to play: its heading as the page opens, and back")
    press("F1")
    orca.expect(r"How to play heading\.?( level 1\.?)?", "F1: How to play opens")
    press("Escape")
    orca.expect(r"[a-h][1-8], .*\.", "Esc: back on the board, at the cursor's cell")

    print("== a whole game by Tab and Enter, to its result")
    moves = 0
    result = None
    while result is None:
        press("Tab")
        m = orca.expect(r"([a-h][1-8]), empty, you can play here\.", "Tab: a square you can play")
        press("Return")
        moves += 1
        words = orca.expect(
            rf"You played {m.group(1)}, \d+ discs? turned\..*", f"move {moves}: said", 20
        ).group(0)
        result = re.search(r"(You won|You lost|Draw) \d+–\d+\.$", words)
        if moves > 40:
            fail("more than 40 moves of yours and no result said")
    print(f"  ok: the result said after {moves} moves of yours: {result.group(0)!r}")
    orca.quiet(1.0)


if __name__ == "__main__":
    main()
