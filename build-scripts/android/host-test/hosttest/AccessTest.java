package hosttest;

import android.app.Activity;
import android.graphics.Insets;
import android.graphics.Rect;
import android.os.Build;
import android.os.Bundle;
import android.os.Deprecations;
import android.os.Looper;
import android.text.Spanned;
import android.text.style.LocaleSpan;
import android.view.DisplayCutout;
import android.view.MotionEvent;
import android.view.SurfaceView;
import android.view.View;
import android.view.ViewGroup;
import android.view.WindowInsets;
import android.view.accessibility.AccessibilityEvent;
import android.view.accessibility.AccessibilityManager;
import android.view.accessibility.AccessibilityNodeInfo;
import android.view.accessibility.AccessibilityNodeProvider;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * TalkBack on the activity the APK ships (reversi_android.Access, the node provider), on the
 * host JVM over the stand-in framework, at API 21, 28 and 36 with bars and a cutout:
 * <ul>
 * <li>with no accessibility service on, the game is told nothing and no event is sent;</li>
 * <li>TalkBack turned on: the game is told; the trees the game makes (examples/access_tree.rs,
 * the real src/ui/access.rs for the surface's size) reach the provider through the UI thread
 * only, the game's call returning at once;</li>
 * <li>the menu and the board as nodes: names, roles, the 8x8 collection and each cell's row
 * and column, every node's bounds inside the surface and the safe area;</li>
 * <li>a hover over d3 (explore by touch) gives d3 the accessibility focus, as TalkBack does on
 * the hover-enter event, and the game's cursor goes there; ACTION_CLICK on d3 reaches the
 * game as that cell's activation; a polite live-region change after each move;</li>
 * <li>no member newer than the device's level called (the stand-ins throw), none deprecated
 * at its level (obtain() from 30, setChecked(boolean) at 36).</li>
 * </ul>
 * What the emulated TalkBack says is printed as "[talkback] says: ...".
 */
public final class AccessTest {
    private static int failures;
    private static String activityClass, treeTool;
    private static final List<String> spoken = new ArrayList<>();

    public static void main(String[] args) throws Exception {
        activityClass = args[0];
        treeTool = args[1];
        DisplayCutout topHole = new DisplayCutout(Insets.of(0, 130, 0, 0), new Rect(480, 0, 600, 130));
        DisplayCutout leftHole = new DisplayCutout(Insets.of(130, 0, 0, 0), new Rect(0, 480, 130, 600));
        run(36, 1080, 2400, Insets.of(0, 118, 0, 0), Insets.of(0, 0, 0, 63), topHole, true);
        run(28, 2400, 1080, Insets.NONE, Insets.of(0, 0, 126, 0), leftHole, false);
        run(21, 1080, 1920, Insets.of(0, 63, 0, 0), Insets.of(0, 0, 0, 126), null, false);
        System.err.println(failures == 0 ? "ANDROID ACCESSIBILITY TEST PASSED" : "ANDROID ACCESSIBILITY TEST FAILED: " + failures + " checks");
        System.exit(failures == 0 ? 0 : 1);
    }

    private static void check(boolean ok, String what) {
        System.err.println("[access] " + (ok ? "ok  " : "FAIL") + ": " + what);
        if (!ok) {
            failures++;
        }
    }

    private static void run(int api, int w, int h, Insets status, Insets nav, DisplayCutout cutout, boolean transcript) throws Exception {
        String at = "API " + api + " " + w + "x" + h;
        Build.VERSION.SDK_INT = api;
        Deprecations.seen.clear();
        AccessibilityManager.instance = new AccessibilityManager();
        AccessibilityManager am = AccessibilityManager.instance;
        Natives.calls.clear();
        Activity a = (Activity) Class.forName(activityClass).getDeclaredConstructor().newInstance();
        a.getClass().getMethod("onCreate", Bundle.class).invoke(a, (Object) null);
        View content = a.contentView();
        content.dispatchApplyWindowInsets(new WindowInsets(status, nav, Insets.NONE, cutout));
        content.layout(0, 0, w, h);
        SurfaceView view = findSurface(content);
        int[] loc = new int[2];
        view.getLocationOnScreen(loc);
        Rect surface = new Rect(loc[0], loc[1], loc[0] + view.getWidth(), loc[1] + view.getHeight());
        Insets cut = cutout == null ? Insets.NONE : Insets.of(cutout.getSafeInsetLeft(), cutout.getSafeInsetTop(), cutout.getSafeInsetRight(), cutout.getSafeInsetBottom());
        Insets m = Insets.max(Insets.max(status, nav), cut);
        Rect safe = new Rect(m.left, m.top, w - m.right, h - m.bottom);

        // no service: nothing for the game, no event
        check(!Natives.calls.stream().anyMatch(c -> c.startsWith("nativeServiceOn") || c.startsWith("nativeAction")),
            at + ": no screen reader: the game is told nothing (" + Natives.calls + ")");
        check(am.sent.isEmpty(), at + ": no screen reader: no accessibility event");

        // TalkBack on: the game is told; TalkBack focuses what a hover enters
        Natives.calls.clear();
        final AccessibilityNodeProvider provider = view.getAccessibilityNodeProvider();
        am.screenReader = e -> talkback(provider, e);
        am.set(true, true);
        check(Natives.calls.equals(List.of("nativeServiceOn 1")), at + ": TalkBack on: the game is told once (" + Natives.calls + ")");
        check(provider != null, at + ": the view has a node provider");

        Map<String, String> trees = new LinkedHashMap<>();
        List<String> says = new ArrayList<>();
        readTool(view.getWidth(), view.getHeight(), trees, says);

        // the menu
        fromGame(a, "tree", trees.get("menu"), at);
        AccessibilityNodeInfo host = provider.createAccessibilityNodeInfo(AccessibilityNodeProvider.HOST_VIEW_ID);
        List<AccessibilityNodeInfo> menu = new ArrayList<>();
        for (int id : host.children) {
            menu.add(provider.createAccessibilityNodeInfo(id));
        }
        List<String> names = new ArrayList<>();
        for (AccessibilityNodeInfo n : menu) {
            if (n.getText() != null && n.getText().length() > 0) {
                names.add(n.getText().toString());
            }
        }
        check(names.equals(List.of("Reversi", "Choose your opponent", "Easy", "Medium", "Hard", "Black · first", "White · second", "Statistics", "Settings", "How to play", "About")),
            at + ": the menu's nodes in reading order: " + names);
        AccessibilityNodeInfo easy = byText(provider, host, "Easy");
        check(easy != null && easy.isClickable() && hasAction(easy, 16) && "android.widget.Button".equals(String.valueOf(easy.getClassName())),
            at + ": Easy is a button with ACTION_CLICK");
        AccessibilityNodeInfo black = byText(provider, host, "Black · first");
        check(black != null && black.isCheckable() && black.checked == 1, at + ": Black · first is a toggle, checked");
        if (api >= 28) {
            check(byText(provider, host, "Reversi").isHeading(), at + ": the title is a heading");
            check("Reversi".equals(String.valueOf(view.getAccessibilityPaneTitle())), at + ": the pane title is the menu's title");
        }
        allInside(provider, host, surface, safe, at + " menu");

        // a keyboard in the menu: TalkBack's focus on Easy, where the keyboard is; Down moves
        // the keyboard to Medium and the accessibility focus follows
        fromGame(a, "tree", keyboardOn(trees.get("menu"), 1), at);
        check(provider.performAction(1, AccessibilityNodeInfo.ACTION_ACCESSIBILITY_FOCUS, null),
            at + ": TalkBack's focus on Easy");
        fromGame(a, "tree", keyboardOn(trees.get("menu"), 2), at);
        AccessibilityNodeInfo medium = provider.findFocus(AccessibilityNodeInfo.FOCUS_ACCESSIBILITY);
        check(medium != null && medium.id == 2 && "Medium".equals(String.valueOf(medium.getText())),
            at + ": the keyboard moved to Medium: the accessibility focus follows (" + (medium == null ? null : medium.getText()) + ")");

        // a game: the board
        fromGame(a, "tree", trees.get("game"), at);
        host = provider.createAccessibilityNodeInfo(AccessibilityNodeProvider.HOST_VIEW_ID);
        AccessibilityNodeInfo grid = null;
        for (int id : host.children) {
            AccessibilityNodeInfo n = provider.createAccessibilityNodeInfo(id);
            if (n.getCollectionInfo() != null) {
                grid = n;
            }
        }
        check(grid != null && grid.getCollectionInfo().getRowCount() == 8 && grid.getCollectionInfo().getColumnCount() == 8
            && "Board".equals(String.valueOf(grid.getText())), at + ": the board is an 8x8 collection named Board");
        check(grid != null && grid.children.size() == 64, at + ": 64 cells in the board");
        AccessibilityNodeInfo d3 = null;
        boolean cellsRight = grid != null;
        for (int i = 0; grid != null && i < grid.children.size(); i++) {
            AccessibilityNodeInfo c = provider.createAccessibilityNodeInfo(grid.children.get(i));
            AccessibilityNodeInfo.CollectionItemInfo item = c.getCollectionItemInfo();
            cellsRight &= item != null && item.getRowIndex() == i / 8 && item.getColumnIndex() == i % 8 && c.parentId == grid.id;
            cellsRight &= String.valueOf(c.getText()).startsWith("" + (char) ('a' + i % 8) + (i / 8 + 1) + ", ");
            if (String.valueOf(c.getText()).startsWith("d3,")) {
                d3 = c;
            }
        }
        check(cellsRight, at + ": each cell named by its square, its row and column in the collection, the board its parent");
        check(d3 != null && "d3, empty, you can play here".equals(String.valueOf(d3.getText())) && hasAction(d3, 16),
            at + ": d3: \"d3, empty, you can play here\", clickable");
        check(d3 != null && d3.id == 119, at + ": d3's virtual id is the game's Control id for d3 (119)");
        if (api < 29) {
            Rect inParent = new Rect(), onScreen = new Rect();
            d3.getBoundsInParent(inParent);
            d3.getBoundsInScreen(onScreen);
            inParent.offset(surface.left, surface.top);
            check(!inParent.isEmpty() && inParent.equals(onScreen), at + ": below API 29 the bounds in the parent too (" + inParent + ")");
        }
        allInside(provider, host, surface, safe, at + " board");
        if (api >= 28) {
            check("CPU · Easy".equals(String.valueOf(view.getAccessibilityPaneTitle())), at + ": the pane title names the game");
        }

        // explore by touch: a finger on d3
        Rect d3Screen = new Rect();
        d3.getBoundsInScreen(d3Screen);
        Natives.calls.clear();
        spoken.clear();
        float x = d3Screen.centerX() - surface.left, y = d3Screen.centerY() - surface.top;
        boolean took = view.dispatchHoverEvent(new MotionEvent(MotionEvent.ACTION_HOVER_ENTER, x, y));
        AccessibilityNodeInfo focus = provider.findFocus(AccessibilityNodeInfo.FOCUS_ACCESSIBILITY);
        check(took && focus != null && focus.id == 119 && focus.isAccessibilityFocused(),
            at + ": a hover over d3 gives d3 the accessibility focus");
        check(Natives.calls.equals(List.of("nativeAction 119 0")), at + ": the game's cursor follows it to d3 (" + Natives.calls + ")");

        // a double tap: ACTION_CLICK on d3
        Natives.calls.clear();
        boolean clicked = provider.performAction(119, AccessibilityNodeInfo.ACTION_CLICK, null);
        check(clicked && Natives.calls.equals(List.of("nativeAction 119 1")), at + ": ACTION_CLICK on d3 reaches the game as d3 (" + Natives.calls + ")");
        check(!provider.performAction(41, AccessibilityNodeInfo.ACTION_CLICK, null) && Natives.calls.size() == 1,
            at + ": Undo, disabled before any move, takes no click");
        AccessibilityNodeInfo e4 = provider.createAccessibilityNodeInfo(100 + 3 * 8 + 4);
        check(!provider.performAction(e4.id, AccessibilityNodeInfo.ACTION_CLICK, null) && !e4.isClickable() && e4.isEnabled()
            && Natives.calls.size() == 1, at + ": e4 (taken) is no clickable cell: " + e4.getText());

        // the game answers: the words of each move, the new trees
        int before = am.sent.size();
        fromGame(a, "say", says.get(0), at);
        fromGame(a, "tree", trees.get("after-your-move"), at);
        fromGame(a, "say", says.get(1), at);
        fromGame(a, "tree", trees.get("after-the-cpu"), at);
        List<String> live = new ArrayList<>();
        for (AccessibilityEvent e : am.sent.subList(before, am.sent.size())) {
            if (e.getEventType() == AccessibilityEvent.TYPE_WINDOW_CONTENT_CHANGED && e.sourceId == 2000
                && e.getContentChangeTypes() == AccessibilityEvent.CONTENT_CHANGE_TYPE_TEXT) {
                live.add(String.valueOf(e.getText().get(0)));
            }
        }
        check(live.equals(says), at + ": a live-region text change after each move: " + live);
        AccessibilityNodeInfo region = provider.createAccessibilityNodeInfo(2000);
        check(region.getLiveRegion() == 1 && says.get(1).equals(String.valueOf(region.getText())),
            at + ": the live region is polite and holds the CPU's move");
        host = provider.createAccessibilityNodeInfo(AccessibilityNodeProvider.HOST_VIEW_ID);
        check(host.children.contains(2000), at + ": the live region is in the tree");
        AccessibilityNodeInfo d3After = provider.createAccessibilityNodeInfo(119);
        check("d3, black".equals(String.valueOf(d3After.getText())), at + ": d3 reads \"d3, black\" after the move");
        check(provider.findFocus(AccessibilityNodeInfo.FOCUS_ACCESSIBILITY).id == 119, at + ": the focus stays on d3");
        allInside(provider, host, surface, safe, at + " board after the move");

        // a keyboard's arrow moves the game's cursor from d3 to e3: the accessibility focus follows
        StringBuilder moved = new StringBuilder();
        for (String line : trees.get("after-the-cpu").split("\n")) {
            String[] f = line.split("\t", -1);
            if (f.length > 2 && f[0].equals("119")) {
                f[2] = f[2].replace("f", "").replace("k", "");
            } else if (f.length > 2 && f[0].equals("120")) {
                f[2] = f[2] + "fk";
            }
            moved.append(String.join("\t", f)).append('\n');
        }
        Natives.calls.clear();
        fromGame(a, "tree", moved.toString(), at);
        AccessibilityNodeInfo e3 = provider.findFocus(AccessibilityNodeInfo.FOCUS_ACCESSIBILITY);
        check(e3 != null && e3.id == 120 && String.valueOf(e3.getText()).startsWith("e3, "),
            at + ": the game's cursor moved to e3: the accessibility focus follows (" + (e3 == null ? null : e3.getText()) + ")");

        // the language list: each name marked with its own language (LocaleSpan), so that
        // TalkBack reads Bahasa Melayu with a Malay voice; the title, in the screen's, plain
        fromGame(a, "tree", trees.get("languages"), at);
        host = provider.createAccessibilityNodeInfo(AccessibilityNodeProvider.HOST_VIEW_ID);
        for (String[] want : new String[][] {{"English", "en"}, {"Bahasa Indonesia", "id"}, {"Bahasa Melayu", "ms"}}) {
            AccessibilityNodeInfo name = byText(provider, host, want[0]);
            CharSequence text = name == null ? null : name.getText();
            LocaleSpan[] spans = text instanceof Spanned ? ((Spanned) text).getSpans(0, text.length(), LocaleSpan.class) : new LocaleSpan[0];
            check(spans.length == 1 && want[1].equals(spans[0].getLocale().toLanguageTag()),
                at + ": the language list's " + want[0] + " is marked " + want[1]);
        }
        AccessibilityNodeInfo title = byText(provider, host, "Language");
        check(title != null && !(title.getText() instanceof Spanned), at + ": the list's title carries no language of its own");

        check(Deprecations.seen.isEmpty(), at + ": no deprecated member called " + Deprecations.seen);
        if (transcript) {
            System.err.println("[talkback] transcript at " + at + ":");
            for (String s : spoken) {
                System.err.println("[talkback] says: " + s);
            }
        }

        // TalkBack off: the game is told
        Natives.calls.clear();
        am.screenReader = null;
        am.set(false, false);
        check(Natives.calls.equals(List.of("nativeServiceOn 0")), at + ": TalkBack off: the game is told (" + Natives.calls + ")");
    }

    /** `tree` with the keyboard (flag k) on node `id` alone. */
    private static String keyboardOn(String tree, int id) {
        StringBuilder out = new StringBuilder();
        for (String line : tree.split("\n")) {
            String[] f = line.split("\t", -1);
            if (f.length > 2 && !f[0].equals("screen")) {
                f[2] = f[2].replace("k", "") + (f[0].equals(String.valueOf(id)) ? "k" : "");
            }
            out.append(String.join("\t", f)).append('\n');
        }
        return out.toString();
    }

    /** The game's thread hands `text` over: the call returns with it still queued for the UI thread. */
    private static void fromGame(Activity a, String what, String text, String at) throws Exception {
        int pending = Looper.pending();
        Thread game = new Thread(() -> {
            try {
                a.getClass().getMethod("reversiAccess", String.class, String.class).invoke(a, what, text);
            } catch (ReflectiveOperationException e) {
                throw new RuntimeException(e);
            }
        }, "game");
        game.start();
        game.join(5000);
        if (Looper.pending() != pending + 1) {
            check(false, at + ": reversiAccess(" + what + ") queued one message for the UI thread and returned");
        }
        Looper.runPending();
    }

    /** What TalkBack does with an event: focus what a hover enters, say what gets the focus and live text. */
    private static void talkback(AccessibilityNodeProvider p, AccessibilityEvent e) {
        switch (e.getEventType()) {
            case AccessibilityEvent.TYPE_VIEW_HOVER_ENTER:
                p.performAction(e.sourceId, AccessibilityNodeInfo.ACTION_ACCESSIBILITY_FOCUS, null);
                break;
            case AccessibilityEvent.TYPE_VIEW_ACCESSIBILITY_FOCUSED: {
                AccessibilityNodeInfo n = p.createAccessibilityNodeInfo(e.sourceId);
                String role = n.getCollectionItemInfo() != null
                    ? " (row " + (n.getCollectionItemInfo().getRowIndex() + 1) + ", column " + (n.getCollectionItemInfo().getColumnIndex() + 1) + ")"
                    : "";
                spoken.add(n.getText() + role + (n.isClickable() ? ", double-tap to activate" : ""));
                break;
            }
            case AccessibilityEvent.TYPE_WINDOW_CONTENT_CHANGED:
                if (e.getContentChangeTypes() == AccessibilityEvent.CONTENT_CHANGE_TYPE_TEXT) {
                    AccessibilityNodeInfo n = p.createAccessibilityNodeInfo(e.sourceId);
                    if (n != null && n.getLiveRegion() != 0) {
                        spoken.add(String.valueOf(n.getText()));
                    }
                }
                break;
            default:
                break;
        }
    }

    private static void readTool(int w, int h, Map<String, String> trees, List<String> says) throws Exception {
        Process p = new ProcessBuilder(treeTool, "" + w, "" + h, "2.625").redirectErrorStream(false).start();
        StringBuilder cur = null;
        String name = null;
        try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line; (line = r.readLine()) != null; ) {
                if (line.startsWith("@tree ")) {
                    if (name != null) {
                        trees.put(name, cur.toString());
                    }
                    name = line.substring(6);
                    cur = new StringBuilder();
                } else if (line.startsWith("@say ")) {
                    says.add(line.substring(5));
                } else if (cur != null) {
                    cur.append(line).append('\n');
                }
            }
        }
        if (name != null) {
            trees.put(name, cur.toString());
        }
        check(p.waitFor() == 0 && trees.size() == 5 && says.size() == 2, "the game's trees for " + w + "x" + h + ": " + trees.keySet() + ", words " + says);
    }

    private static AccessibilityNodeInfo byText(AccessibilityNodeProvider p, AccessibilityNodeInfo host, String text) {
        for (int id : host.children) {
            AccessibilityNodeInfo n = p.createAccessibilityNodeInfo(id);
            if (text.equals(String.valueOf(n.getText()))) {
                return n;
            }
        }
        return null;
    }

    private static boolean hasAction(AccessibilityNodeInfo n, int action) {
        return n.getActionList().stream().anyMatch(x -> x.getId() == action);
    }

    /** Every node (and every cell) on screen inside the surface and the safe area, none empty. */
    private static void allInside(AccessibilityNodeProvider p, AccessibilityNodeInfo host, Rect surface, Rect safe, String at) {
        List<Integer> ids = new ArrayList<>(host.children);
        int count = 0;
        boolean ok = true;
        for (int i = 0; i < ids.size(); i++) {
            AccessibilityNodeInfo n = p.createAccessibilityNodeInfo(ids.get(i));
            ids.addAll(n.children);
            Rect r = new Rect();
            n.getBoundsInScreen(r);
            count++;
            if (r.isEmpty() || !surface.contains(r) || !safe.contains(r) || !n.isVisibleToUser()) {
                System.err.println("[access]   " + n.getText() + " at " + r + " (surface " + surface + ", safe " + safe + ")");
                ok = false;
            }
        }
        check(ok, at + ": all " + count + " nodes inside the surface " + surface + " and the safe area " + safe);
    }

    private static SurfaceView findSurface(View v) {
        if (v instanceof SurfaceView) {
            return (SurfaceView) v;
        }
        if (v instanceof ViewGroup) {
            for (int i = 0; i < ((ViewGroup) v).getChildCount(); i++) {
                SurfaceView s = findSurface(((ViewGroup) v).getChildAt(i));
                if (s != null) {
                    return s;
                }
            }
        }
        return null;
    }
}
