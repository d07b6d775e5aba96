package android.view.accessibility;

import android.os.ApiCheck;
import android.os.Deprecations;
import android.view.View;
import java.util.ArrayList;
import java.util.List;

/** An event as the screen reader gets it (AccessibilityRecord's members folded in). */
public final class AccessibilityEvent {
    public static final int TYPE_VIEW_CLICKED = 1;
    public static final int TYPE_WINDOW_STATE_CHANGED = 32;
    public static final int TYPE_VIEW_HOVER_ENTER = 128;
    public static final int TYPE_VIEW_HOVER_EXIT = 256;
    public static final int TYPE_WINDOW_CONTENT_CHANGED = 2048;
    public static final int TYPE_VIEW_ACCESSIBILITY_FOCUSED = 32768;
    public static final int TYPE_VIEW_ACCESSIBILITY_FOCUS_CLEARED = 65536;
    public static final int CONTENT_CHANGE_TYPE_SUBTREE = 1;
    public static final int CONTENT_CHANGE_TYPE_TEXT = 2;

    private final int type;
    private final List<CharSequence> text = new ArrayList<>();
    private int changes;
    private CharSequence packageName, className;
    private boolean enabled = true;
    /** Not Android API: the source's virtual view id (-1: the view itself). */
    public int sourceId = -2;

    public AccessibilityEvent(int eventType) {
        ApiCheck.require(30, "new AccessibilityEvent(int)");
        type = eventType;
    }

    private AccessibilityEvent(int eventType, boolean pooled) {
        type = eventType;
    }

    public static AccessibilityEvent obtain(int eventType) {
        Deprecations.note(30, "AccessibilityEvent.obtain(int)");
        return new AccessibilityEvent(eventType, true);
    }

    public int getEventType() {
        return type;
    }

    public void setPackageName(CharSequence name) {
        packageName = name;
    }

    public CharSequence getPackageName() {
        return packageName;
    }

    public void setClassName(CharSequence name) {
        className = name;
    }

    public CharSequence getClassName() {
        return className;
    }

    public void setEnabled(boolean on) {
        enabled = on;
    }

    public void setSource(View root, int virtualDescendantId) {
        ApiCheck.require(16, "AccessibilityRecord.setSource(View, int)");
        sourceId = virtualDescendantId;
    }

    public List<CharSequence> getText() {
        return text;
    }

    public void setContentChangeTypes(int changeTypes) {
        ApiCheck.require(19, "AccessibilityEvent.setContentChangeTypes");
        changes = changeTypes;
    }

    public int getContentChangeTypes() {
        return changes;
    }

    @Override
    public String toString() {
        return "event " + type + " from " + sourceId + " " + text + (changes != 0 ? " changes " + changes : "");
    }
}
