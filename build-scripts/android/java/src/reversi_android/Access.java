package reversi_android;

import android.app.Activity;
import android.content.Context;
import android.graphics.Rect;
import android.os.Build;
import android.os.Bundle;
import android.os.Handler;
import android.os.Looper;
import android.text.SpannableString;
import android.text.Spanned;
import android.text.style.LocaleSpan;
import android.view.MotionEvent;
import android.view.View;
import android.view.ViewParent;
import android.view.accessibility.AccessibilityEvent;
import android.view.accessibility.AccessibilityManager;
import android.view.accessibility.AccessibilityNodeInfo;
import android.view.accessibility.AccessibilityNodeProvider;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * TalkBack on the game's drawn surface: an AccessibilityNodeProvider whose virtual views are
 * the nodes of the game's accessible tree (src/ui/access.rs: every heading, text, button and
 * toggle of the screen, the board as an 8x8 collection of 64 cells), each at the bounds where
 * the game draws it, plus a polite live region for what each move, pass and result did.
 *
 * Threads: the game calls {@link #fromGame} on its own thread (through
 * MainActivity.reversiAccess); the text is posted to the UI thread and the call returns.
 * Actions go the other way through {@link #nativeAction}, which only queues them for the
 * game's next frame. Neither thread ever waits for the other.
 *
 * Nothing of this costs anything while no accessibility service is on: the game builds no
 * tree until {@link #nativeServiceOn} says one is (AccessibilityManager's state listeners).
 *
 * Members newer than API 21 are called only behind a Build.VERSION.SDK_INT check (API 28:
 * headings and the pane title; API 30: constructors replacing the pooled obtain(); API 36:
 * the checked state as an int).
 */
public final class Access extends View.AccessibilityDelegate {
    static native void nativeServiceOn(boolean on);

    static native void nativeAction(int id, boolean activated);

    // framework constants (API 19-21), spelled out: javac inlines them anyway
    static final int HOST = -1; // AccessibilityNodeProvider.HOST_VIEW_ID
    static final int LIVE_ID = 2000;
    static final int NONE = Integer.MIN_VALUE;
    static final int ACTION_ACCESSIBILITY_FOCUS = 64;
    static final int ACTION_CLEAR_ACCESSIBILITY_FOCUS = 128;
    static final int ACTION_CLICK = 16;
    static final int FOCUS_ACCESSIBILITY = 2;
    static final int TYPE_VIEW_CLICKED = 1;
    static final int TYPE_VIEW_HOVER_ENTER = 128;
    static final int TYPE_VIEW_HOVER_EXIT = 256;
    static final int TYPE_WINDOW_CONTENT_CHANGED = 2048;
    static final int TYPE_VIEW_ACCESSIBILITY_FOCUSED = 32768;
    static final int TYPE_VIEW_ACCESSIBILITY_FOCUS_CLEARED = 65536;
    static final int CONTENT_CHANGE_TYPE_SUBTREE = 1;
    static final int CONTENT_CHANGE_TYPE_TEXT = 2;
    static final int LIVE_REGION_POLITE = 1; // View.ACCESSIBILITY_LIVE_REGION_POLITE
    static final int HOVER_MOVE = 7, HOVER_ENTER = 9, HOVER_EXIT = 10;

    /** One node of the game's tree (access::serialize's line). */
    static final class Node {
        int id;
        char role;
        String flags = "";
        Rect bounds = new Rect();
        int row = -1, col = -1;
        String name = "";
        /** The language of the name when it is not the screen's (the language list's names). */
        String lang = "";

        boolean has(char flag) {
            return flags.indexOf(flag) >= 0;
        }

        /** A control of the game's (the game's cursor or focus ring can be on it). */
        boolean actionable() {
            return role == 'b' || role == 'k' || role == 'c';
        }

        /** Something a double tap does: an enabled button, or a cell that can be played. */
        boolean clickable() {
            return role == 'c' ? has('a') : actionable() && !has('d');
        }
    }

    private static Access instance;

    final View host;
    private final Handler ui;
    private final AccessibilityManager manager;
    private final Provider provider = new Provider();
    /** The tree on screen (UI thread only). */
    private List<Node> nodes = new ArrayList<>();
    private String screen = "", paneTitle = "";
    private final Node live = new Node();
    private int focused = NONE, hovered = NONE, cursor = NONE;
    private boolean serviceOn;

    private Access(Activity activity, View host) {
        this.host = host;
        this.ui = new Handler(Looper.getMainLooper());
        this.manager = (AccessibilityManager) activity.getSystemService(Context.ACCESSIBILITY_SERVICE);
        live.id = LIVE_ID;
        live.role = 'l';
    }

    /** Puts the provider on the game's view (MainActivity.onCreate, UI thread). */
    public static Access attach(Activity activity, View view) {
        final Access a = new Access(activity, view);
        instance = a;
        view.setAccessibilityDelegate(a);
        view.setOnHoverListener(new View.OnHoverListener() {
            public boolean onHover(View v, MotionEvent event) {
                return a.hover(event);
            }
        });
        if (a.manager != null) {
            a.manager.addAccessibilityStateChangeListener(new AccessibilityManager.AccessibilityStateChangeListener() {
                public void onAccessibilityStateChanged(boolean enabled) {
                    a.serviceChanged();
                }
            });
            a.manager.addTouchExplorationStateChangeListener(new AccessibilityManager.TouchExplorationStateChangeListener() {
                public void onTouchExplorationStateChanged(boolean enabled) {
                    a.serviceChanged();
                }
            });
        }
        a.serviceChanged();
        return a;
    }

    private void serviceChanged() {
        boolean on = manager != null && (manager.isEnabled() || manager.isTouchExplorationEnabled());
        if (on != serviceOn) {
            serviceOn = on;
            nativeServiceOn(on);
        }
    }

    /**
     * From the game's thread: "tree" with access::serialize's text, or "say" with the live
     * region's words. Posted to the UI thread; returns at once.
     */
    public static void fromGame(final String what, final String text) {
        final Access a = instance;
        if (a == null) {
            return;
        }
        a.ui.post(new Runnable() {
            public void run() {
                if ("tree".equals(what)) {
                    a.showTree(text);
                } else if ("say".equals(what)) {
                    a.say(text);
                }
            }
        });
    }

    /**
     * A node's name as the screen reader gets it: in a language of its own (a name in the
     * language list), marked with a LocaleSpan so that TalkBack reads it with that voice.
     */
    static CharSequence spoken(Node n) {
        if (n.lang.isEmpty() || n.name.isEmpty()) {
            return n.name;
        }
        SpannableString s = new SpannableString(n.name);
        s.setSpan(new LocaleSpan(Locale.forLanguageTag(n.lang)), 0, s.length(), Spanned.SPAN_EXCLUSIVE_EXCLUSIVE);
        return s;
    }

    // ------------------------------------------------------------ the tree (UI thread)

    void showTree(String text) {
        List<Node> next = new ArrayList<>();
        String nextScreen = "", title = "";
        for (String line : text.split("\n")) {
            String[] f = line.split("\t", -1);
            if (f.length >= 4 && f[0].equals("screen")) {
                nextScreen = f[1];
                title = f[3];
                continue;
            }
            if (f.length < 10) {
                continue;
            }
            try {
                Node n = new Node();
                n.id = Integer.parseInt(f[0]);
                n.role = f[1].isEmpty() ? 't' : f[1].charAt(0);
                n.flags = f[2];
                n.bounds = new Rect(Integer.parseInt(f[3]), Integer.parseInt(f[4]),
                    Integer.parseInt(f[5]), Integer.parseInt(f[6]));
                n.row = Integer.parseInt(f[7]);
                n.col = Integer.parseInt(f[8]);
                n.name = f[9];
                if (f.length > 10) {
                    n.lang = f[10];
                }
                // an empty line of text (the result before the end) is nothing to read
                if (!n.name.isEmpty() || n.actionable()) {
                    next.add(n);
                }
            } catch (NumberFormatException e) {
                // a line this version does not know: left out
            }
        }
        boolean newScreen = !nextScreen.equals(screen) || !title.equals(paneTitle);
        nodes = next;
        screen = nextScreen;
        Node first = next.isEmpty() ? null : next.get(0);
        live.bounds = first != null ? new Rect(first.bounds) : new Rect(0, 0, 1, 1);
        if (focused != NONE && focused != LIVE_ID && find(focused) == null) {
            focused = NONE;
        }
        if (hovered != NONE && find(hovered) == null) {
            hovered = NONE;
        }
        if (newScreen) {
            paneTitle = title;
            live.name = "";
            setPaneTitle(title);
        }
        send(HOST, TYPE_WINDOW_CONTENT_CHANGED, CONTENT_CHANGE_TYPE_SUBTREE);
        // the accessibility focus follows the keyboard's focus (a keyboard's arrows move the
        // game's cursor or the focus ring) while it is on what the keyboard was on, or on the
        // board; a new screen leaves it to the screen reader
        int nextCursor = NONE;
        for (Node n : next) {
            if (n.has('k')) {
                nextCursor = n.id;
            }
        }
        Node at = focused == NONE ? null : find(focused);
        if (!newScreen && nextCursor != NONE && nextCursor != cursor && at != null
                && (at.role == 'c' || focused == cursor) && nextCursor != focused) {
            focus(nextCursor);
        }
        cursor = nextCursor;
    }

    /** The live region's new words (polite): its text, and a content change of its text. */
    void say(String words) {
        live.name = words;
        AccessibilityEvent e = event(TYPE_WINDOW_CONTENT_CHANGED, LIVE_ID);
        e.setContentChangeTypes(CONTENT_CHANGE_TYPE_TEXT);
        e.getText().add(words);
        dispatch(e);
    }

    /** API 28+: the view's pane title, so that a screen change is announced as a new pane. */
    private void setPaneTitle(String title) {
        if (Build.VERSION.SDK_INT < 28) {
            return;
        }
        try {
            Method m = View.class.getMethod("setAccessibilityPaneTitle", CharSequence.class);
            m.invoke(host, title);
        } catch (Throwable e) {
            // an old framework without it: the content change above still refreshes the tree
        }
    }

    Node find(int id) {
        if (id == LIVE_ID) {
            return live;
        }
        for (Node n : nodes) {
            if (n.id == id) {
                return n;
            }
        }
        return null;
    }

    /** The node under a point of the view (a cell rather than the grid). */
    Node at(float x, float y) {
        Node grid = null;
        for (int i = nodes.size() - 1; i >= 0; i--) {
            Node n = nodes.get(i);
            if (!n.bounds.contains((int) x, (int) y)) {
                continue;
            }
            if (n.role != 'g') {
                return n;
            }
            grid = n;
        }
        return grid;
    }

    // ------------------------------------------------------------ explore by touch

    boolean hover(MotionEvent e) {
        if (!serviceOn) {
            return false; // a mouse's hover without a screen reader: nothing to explore
        }
        int action = e.getActionMasked();
        if (action == HOVER_ENTER || action == HOVER_MOVE) {
            Node n = at(e.getX(), e.getY());
            int id = n == null ? NONE : n.id;
            if (id != hovered) {
                int old = hovered;
                hovered = id;
                if (id != NONE) {
                    send(id, TYPE_VIEW_HOVER_ENTER, 0);
                }
                if (old != NONE) {
                    send(old, TYPE_VIEW_HOVER_EXIT, 0);
                }
            }
            return id != NONE;
        }
        if (action == HOVER_EXIT) {
            if (hovered != NONE) {
                send(hovered, TYPE_VIEW_HOVER_EXIT, 0);
                hovered = NONE;
            }
            return true;
        }
        return false;
    }

    // ------------------------------------------------------------ actions

    boolean focus(int id) {
        Node n = find(id);
        if (n == null) {
            return false;
        }
        if (focused == id) {
            return true;
        }
        int old = focused;
        focused = id;
        if (old != NONE) {
            send(old, TYPE_VIEW_ACCESSIBILITY_FOCUS_CLEARED, 0);
        }
        send(id, TYPE_VIEW_ACCESSIBILITY_FOCUSED, 0);
        // the game's cursor (and focus ring) to a control, as the browser's mirror does
        if (n.actionable()) {
            nativeAction(id, false);
        }
        return true;
    }

    boolean perform(int id, int action) {
        if (id == HOST) {
            return false;
        }
        Node n = find(id);
        if (n == null) {
            return false;
        }
        switch (action) {
            case ACTION_ACCESSIBILITY_FOCUS:
                return focus(id);
            case ACTION_CLEAR_ACCESSIBILITY_FOCUS:
                if (focused == id) {
                    focused = NONE;
                    send(id, TYPE_VIEW_ACCESSIBILITY_FOCUS_CLEARED, 0);
                }
                return true;
            case ACTION_CLICK:
                if (!n.clickable()) {
                    return false;
                }
                nativeAction(id, true);
                send(id, TYPE_VIEW_CLICKED, 0);
                return true;
            default:
                return false;
        }
    }

    // ------------------------------------------------------------ events

    private AccessibilityEvent event(int type, int id) {
        AccessibilityEvent e = Build.VERSION.SDK_INT >= 30
            ? new AccessibilityEvent(type)
            : AccessibilityEvent.obtain(type);
        e.setPackageName(host.getContext().getPackageName());
        e.setSource(host, id);
        Node n = id == HOST ? null : find(id);
        if (n != null) {
            e.setClassName(className(n));
            e.setEnabled(!n.has('d'));
            if (type != TYPE_WINDOW_CONTENT_CHANGED) {
                e.getText().add(n.name);
            }
        } else {
            e.setClassName(host.getClass().getName());
        }
        return e;
    }

    private void send(int id, int type, int changes) {
        if (!serviceOn) {
            return;
        }
        AccessibilityEvent e = event(type, id);
        if (changes != 0) {
            e.setContentChangeTypes(changes);
        }
        dispatch(e);
    }

    private void dispatch(AccessibilityEvent e) {
        if (!serviceOn) {
            return;
        }
        ViewParent parent = host.getParent();
        if (parent != null) {
            parent.requestSendAccessibilityEvent(host, e);
        }
    }

    static String className(Node n) {
        switch (n.role) {
            case 'b':
                return "android.widget.Button";
            case 'k':
                return "android.widget.ToggleButton";
            case 'g':
                return "android.widget.GridView";
            case 'c':
                return "android.view.View";
            default:
                return "android.widget.TextView";
        }
    }

    // ------------------------------------------------------------ the provider

    @Override
    public AccessibilityNodeProvider getAccessibilityNodeProvider(View v) {
        return provider;
    }

    final class Provider extends AccessibilityNodeProvider {
        @Override
        public AccessibilityNodeInfo createAccessibilityNodeInfo(int id) {
            return id == HOST ? hostInfo() : nodeInfo(id);
        }

        @Override
        public boolean performAction(int id, int action, Bundle arguments) {
            return perform(id, action);
        }

        @Override
        public AccessibilityNodeInfo findFocus(int focus) {
            return focus == FOCUS_ACCESSIBILITY && focused != NONE ? nodeInfo(focused) : null;
        }
    }

    private AccessibilityNodeInfo hostInfo() {
        AccessibilityNodeInfo info = Build.VERSION.SDK_INT >= 30
            ? new AccessibilityNodeInfo(host)
            : AccessibilityNodeInfo.obtain(host);
        host.onInitializeAccessibilityNodeInfo(info);
        for (Node n : nodes) {
            if (n.role != 'c') {
                info.addChild(host, n.id);
            }
        }
        info.addChild(host, LIVE_ID);
        return info;
    }

    private AccessibilityNodeInfo nodeInfo(int id) {
        Node n = find(id);
        if (n == null) {
            return null;
        }
        AccessibilityNodeInfo info = Build.VERSION.SDK_INT >= 30
            ? new AccessibilityNodeInfo(host, id)
            : AccessibilityNodeInfo.obtain(host, id);
        info.setPackageName(host.getContext().getPackageName());
        info.setClassName(className(n));
        info.setSource(host, id);
        int grid = NONE;
        for (Node g : nodes) {
            if (g.role == 'g') {
                grid = g.id;
            }
        }
        if (n.role == 'c' && grid != NONE) {
            info.setParent(host, grid);
        } else {
            info.setParent(host);
        }
        info.setBoundsInScreen(screenBounds(n.bounds));
        if (Build.VERSION.SDK_INT < 29) {
            // older screen readers still read the bounds in the parent (deprecated at 29)
            info.setBoundsInParent(localBounds(n.bounds));
        }
        info.setVisibleToUser(true);
        info.setEnabled(!n.has('d'));
        info.setText(spoken(n));
        if (n.role == 'h' && Build.VERSION.SDK_INT >= 28) {
            info.setHeading(true);
        }
        if (n.role == 'k') {
            info.setCheckable(true);
            if (Build.VERSION.SDK_INT >= 36) {
                info.setChecked(n.has('p') ? 1 : 0); // CHECKED_STATE_TRUE / _FALSE
            } else {
                info.setChecked(n.has('p'));
            }
        }
        if (n.clickable()) {
            info.setClickable(true);
            info.addAction(AccessibilityNodeInfo.AccessibilityAction.ACTION_CLICK);
        }
        if (n.role == 'g') {
            for (Node c : nodes) {
                if (c.role == 'c') {
                    info.addChild(host, c.id);
                }
            }
            info.setCollectionInfo(Build.VERSION.SDK_INT >= 30
                ? new AccessibilityNodeInfo.CollectionInfo(8, 8, false)
                : AccessibilityNodeInfo.CollectionInfo.obtain(8, 8, false));
        }
        if (n.role == 'c') {
            info.setCollectionItemInfo(Build.VERSION.SDK_INT >= 30
                ? new AccessibilityNodeInfo.CollectionItemInfo(n.row, 1, n.col, 1, false)
                : AccessibilityNodeInfo.CollectionItemInfo.obtain(n.row, 1, n.col, 1, false));
        }
        if (n == live) {
            info.setLiveRegion(LIVE_REGION_POLITE);
        }
        if (focused == id) {
            info.setAccessibilityFocused(true);
            info.addAction(AccessibilityNodeInfo.AccessibilityAction.ACTION_CLEAR_ACCESSIBILITY_FOCUS);
        } else {
            info.addAction(AccessibilityNodeInfo.AccessibilityAction.ACTION_ACCESSIBILITY_FOCUS);
        }
        return info;
    }

    /** A node's bounds in the view: the game's pixels, clipped to the view. */
    Rect localBounds(Rect r) {
        return new Rect(
            Math.max(r.left, 0), Math.max(r.top, 0),
            Math.min(r.right, host.getWidth()), Math.min(r.bottom, host.getHeight()));
    }

    /** A node's bounds on the screen: the view's place plus its bounds in the view. */
    Rect screenBounds(Rect r) {
        int[] at = new int[2];
        host.getLocationOnScreen(at);
        Rect out = localBounds(r);
        out.offset(at[0], at[1]);
        return out;
    }
}
