package android.view.accessibility;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/** The system's accessibility manager; the test turns "TalkBack" on and off and reads the events. */
public final class AccessibilityManager {
    public interface AccessibilityStateChangeListener {
        void onAccessibilityStateChanged(boolean enabled);
    }

    public interface TouchExplorationStateChangeListener {
        void onTouchExplorationStateChanged(boolean enabled);
    }

    /** Not Android API: the one manager (Context.getSystemService gives it). */
    public static AccessibilityManager instance = new AccessibilityManager();
    /** Not Android API: every event sent, and the screen reader that gets each. */
    public final List<AccessibilityEvent> sent = new ArrayList<>();
    public Consumer<AccessibilityEvent> screenReader;
    private boolean enabled, touchExploration;
    private final List<AccessibilityStateChangeListener> state = new ArrayList<>();
    private final List<TouchExplorationStateChangeListener> touch = new ArrayList<>();

    public boolean isEnabled() {
        return enabled;
    }

    public boolean isTouchExplorationEnabled() {
        return touchExploration;
    }

    public boolean addAccessibilityStateChangeListener(AccessibilityStateChangeListener l) {
        return state.add(l);
    }

    public boolean addTouchExplorationStateChangeListener(TouchExplorationStateChangeListener l) {
        android.os.ApiCheck.require(19, "AccessibilityManager.addTouchExplorationStateChangeListener");
        return touch.add(l);
    }

    public void sendAccessibilityEvent(AccessibilityEvent event) {
        if (!enabled) {
            throw new IllegalStateException("Accessibility off. Did you forget to check that?");
        }
        sent.add(event);
        if (screenReader != null) {
            screenReader.accept(event);
        }
    }

    /** Not Android API: a service (TalkBack: both) turned on or off, the listeners told. */
    public void set(boolean on, boolean exploreByTouch) {
        enabled = on;
        touchExploration = exploreByTouch;
        for (AccessibilityStateChangeListener l : new ArrayList<>(state)) {
            l.onAccessibilityStateChanged(on);
        }
        for (TouchExplorationStateChangeListener l : new ArrayList<>(touch)) {
            l.onTouchExplorationStateChanged(exploreByTouch);
        }
    }
}
