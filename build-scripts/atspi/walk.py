#!/usr/bin/python3
"""Walks the running game's accessible tree over AT-SPI as a screen reader does (run by
build-scripts/e2e-atspi.sh, inside its D-Bus session; Debian's python3 with pyatspi).

  walk.py --pid PID --lang en|de --out TREE.txt [--play --wid X11_WINDOW]

Checks the menu's buttons by name in the language; with --play: starts Easy by the button's
action, checks the 64 cells' names, plays d3 by its action and reads back the notification
that says the move and the CPU's reply (a status bar's notification, shown: what every Orca
presents; the game sends no live-region announcement, which Orca 46 and later would say a
second time), then moves the window and checks that the
cells' screen positions follow. Writes the tree (role, name, extents, actions) to --out.
Exits non-zero with the reason on the first thing that is not as it should be.
"""

import argparse
import re
import subprocess
import sys
import time

import pyatspi
from gi.repository import GLib

MENU = {
    "en": ["Easy", "Medium", "Hard", "Statistics", "Settings"],
    "de": ["Leicht", "Mittel", "Schwer", "Statistik", "Einstellungen"],
}
COORDS = pyatspi.DESKTOP_COORDS


def fail(why):
    print(f"FAIL: {why}", file=sys.stderr)
    sys.exit(1)


def pump(seconds):
    """Lets pyatspi's GLib loop deliver events for a while."""
    loop = GLib.MainLoop()
    GLib.timeout_add(int(seconds * 1000), loop.quit)
    loop.run()


def find_app(pid, seconds=30):
    end = time.time() + seconds
    while time.time() < end:
        desktop = pyatspi.Registry.getDesktop(0)
        for app in desktop:
            try:
                if app is not None and app.get_process_id() == pid and app.childCount > 0:
                    return app
            except Exception:  # an application going away while listed
                pass
        pump(0.2)
    fail(f"no accessible application with process id {pid} within {seconds} s")


def nodes(acc):
    yield acc
    for i in range(acc.childCount):
        child = acc.getChildAtIndex(i)
        if child is not None:
            yield from nodes(child)


def extents(acc):
    try:
        e = acc.queryComponent().getExtents(COORDS)
        return (e.x, e.y, e.width, e.height)
    except NotImplementedError:
        return None


def actions(acc):
    try:
        a = acc.queryAction()
        return [a.getName(i) for i in range(a.nActions)]
    except NotImplementedError:
        return []


def print_tree(acc, out, depth=0):
    e = extents(acc)
    where = f" @{e[0]},{e[1]} {e[2]}x{e[3]}" if e else ""
    acts = actions(acc)
    what = f" [{', '.join(acts)}]" if acts else ""
    out.append(f"{'  ' * depth}{acc.getRoleName()} \"{acc.name}\"{where}{what}")
    for i in range(acc.childCount):
        child = acc.getChildAtIndex(i)
        if child is not None:
            print_tree(child, out, depth + 1)


def wait_for(app, test, what, seconds=20):
    end = time.time() + seconds
    while time.time() < end:
        try:
            found = [n for n in nodes(app) if test(n)]
        except GLib.GError:
            # a node that went while the tree was read (a screen replaced): read it again
            found = []
        if found:
            return found
        pump(0.1)
    fail(f"{what}: not in the tree within {seconds} s")


def by_name(app, role, name, seconds=20):
    return wait_for(
        app,
        lambda n: n.getRoleName() == role and n.name == name,
        f'{role} "{name}"',
        seconds,
    )[0]


def do_default_action(acc):
    a = acc.queryAction()
    names = [a.getName(i) for i in range(a.nActions)]
    index = names.index("click") if "click" in names else 0
    if not a.doAction(index):
        fail(f'the action "{names[index]}" on "{acc.name}" was refused')


def cells(app):
    return [n for n in nodes(app) if n.getRoleName() == "table cell"]


def main():
    args = argparse.ArgumentParser()
    args.add_argument("--pid", type=int, required=True)
    args.add_argument("--lang", choices=sorted(MENU), required=True)
    args.add_argument("--out", required=True)
    args.add_argument("--play", action="store_true")
    args.add_argument("--wid")
    opts = args.parse_args()

    app = find_app(opts.pid)
    for name in MENU[opts.lang]:
        by_name(app, "push button", name)
    print(f"menu ({opts.lang}): {', '.join(MENU[opts.lang])} found as push buttons")
    tree = []
    print_tree(app, tree)
    if not opts.play:
        open(opts.out, "w").write("\n".join(tree) + "\n")
        return

    said = []

    def heard(event):
        if event.type == "object:announcement":
            text = event.any_data if isinstance(event.any_data, str) else ""
            said.append(f"(announcement) {text}")
            return
        if not event.detail1 or event.source.getRoleName() != "notification":
            return
        parent = event.source.parent
        if parent is None or parent.getRoleName() != "status bar":
            fail(f"a notification outside a status bar: {event.source.name!r}")
        said.append(event.source.name or "")

    pyatspi.Registry.registerEventListener(heard, "object:state-changed:showing")
    pyatspi.Registry.registerEventListener(heard, "object:announcement")

    do_default_action(by_name(app, "push button", "Easy"))
    board = wait_for(app, lambda n: len(cells(app)) == 64, "64 table cells")[0]
    del board
    names = [c.name for c in cells(app)]
    if "d3, empty, you can play here" not in names or "d4, white" not in names:
        fail(f"the cells' names are not the browser's: {names[:12]}...")
    playable = [n for n in names if n.endswith("you can play here")]
    print(f"board: 64 cells; playable: {', '.join(n.split(',')[0] for n in playable)}")
    tree.append("-- board")
    print_tree(app, tree)

    d3 = [c for c in cells(app) if c.name.startswith("d3,")][0]
    before = extents(d3)
    do_default_action(d3)
    end = time.time() + 30
    while time.time() < end and not any("CPU played" in s for s in said):
        pump(0.2)
    pump(1.0)
    print(f"notifications: {' | '.join(said)}")
    turn = r"You played d3, 1 disc turned\. CPU played [a-h][1-8], \d+ discs? turned\."
    if [s for s in said if re.fullmatch(turn, s)] != said or len(said) != 1:
        fail(f"not one notification of the move and the CPU's reply (and nothing else): {said}")
    wait_for(app, lambda n: n.getRoleName() == "table cell" and n.name == "d3, black", "d3, black")
    tree.append("-- after d3 and the reply")
    tree.append("said: " + " | ".join(said))
    print_tree(app, tree)

    if opts.wid:
        subprocess.run(["xdotool", "windowmove", opts.wid, "40", "30"], check=True)
        end = time.time() + 10
        moved = None
        while time.time() < end:
            d3 = [c for c in cells(app) if c.name.startswith("d3,")][0]
            moved = extents(d3)
            frame = extents(app.getChildAtIndex(0))
            if frame and frame[:2] == (40, 30):
                break
            pump(0.2)
        frame = extents(app.getChildAtIndex(0))
        if not frame or frame[:2] != (40, 30):
            fail(f"the window was moved to 40,30; its frame says {frame}")
        print(f"moved: frame at {frame[0]},{frame[1]}; d3 from {before[:2]} to {moved[:2]}")
        tree.append(f"-- moved: frame {frame}, d3 {moved}")
    open(opts.out, "w").write("\n".join(tree) + "\n")


if __name__ == "__main__":
    main()
