package android.view.accessibility;

import android.graphics.Rect;
import android.os.ApiCheck;
import android.os.Deprecations;
import android.view.View;
import java.util.ArrayList;
import java.util.List;

/** A node as the screen reader reads it; each setter checks the fake device's API level. */
public class AccessibilityNodeInfo {
    public static final int FOCUS_ACCESSIBILITY = 2;
    public static final int ACTION_CLICK = 16;
    public static final int ACTION_ACCESSIBILITY_FOCUS = 64;
    public static final int ACTION_CLEAR_ACCESSIBILITY_FOCUS = 128;

    public static final class AccessibilityAction {
        public static final AccessibilityAction ACTION_CLICK = new AccessibilityAction(16);
        public static final AccessibilityAction ACTION_ACCESSIBILITY_FOCUS = new AccessibilityAction(64);
        public static final AccessibilityAction ACTION_CLEAR_ACCESSIBILITY_FOCUS = new AccessibilityAction(128);
        private final int id;

        private AccessibilityAction(int id) {
            this.id = id;
        }

        public int getId() {
            return id;
        }
    }

    public static final class CollectionInfo {
        public final int rows, columns;

        public CollectionInfo(int rowCount, int columnCount, boolean hierarchical) {
            ApiCheck.require(30, "new CollectionInfo(int, int, boolean)");
            rows = rowCount;
            columns = columnCount;
        }

        private CollectionInfo(int rowCount, int columnCount) {
            rows = rowCount;
            columns = columnCount;
        }

        public static CollectionInfo obtain(int rowCount, int columnCount, boolean hierarchical) {
            ApiCheck.require(19, "CollectionInfo.obtain");
            Deprecations.note(33, "CollectionInfo.obtain");
            return new CollectionInfo(rowCount, columnCount);
        }

        public int getRowCount() {
            return rows;
        }

        public int getColumnCount() {
            return columns;
        }
    }

    public static final class CollectionItemInfo {
        public final int row, column;

        public CollectionItemInfo(int rowIndex, int rowSpan, int columnIndex, int columnSpan, boolean heading) {
            ApiCheck.require(30, "new CollectionItemInfo(int, int, int, int, boolean)");
            row = rowIndex;
            column = columnIndex;
        }

        private CollectionItemInfo(int rowIndex, int columnIndex) {
            row = rowIndex;
            column = columnIndex;
        }

        public static CollectionItemInfo obtain(int rowIndex, int rowSpan, int columnIndex, int columnSpan, boolean heading) {
            ApiCheck.require(19, "CollectionItemInfo.obtain");
            Deprecations.note(33, "CollectionItemInfo.obtain");
            return new CollectionItemInfo(rowIndex, columnIndex);
        }

        public int getRowIndex() {
            return row;
        }

        public int getColumnIndex() {
            return column;
        }
    }

    /** Not Android API: the virtual id (-1 the view) of this node, its parent's, its children's. */
    public int id = -2, parentId = -2;
    public final List<Integer> children = new ArrayList<>();
    private final Rect screen = new Rect(), parent = new Rect();
    private CharSequence text, className, packageName;
    private boolean visible, enabled, heading, checkable, clickable, a11yFocused;
    /** Not Android API: -1 unset, 0 false, 1 true. */
    public int checked = -1;
    private final List<AccessibilityAction> actions = new ArrayList<>();
    private CollectionInfo collection;
    private CollectionItemInfo item;
    private int liveRegion;

    public AccessibilityNodeInfo(View source) {
        ApiCheck.require(30, "new AccessibilityNodeInfo(View)");
        id = -1;
    }

    public AccessibilityNodeInfo(View root, int virtualDescendantId) {
        ApiCheck.require(30, "new AccessibilityNodeInfo(View, int)");
        id = virtualDescendantId;
    }

    private AccessibilityNodeInfo(int id) {
        this.id = id;
    }

    public static AccessibilityNodeInfo obtain(View source) {
        Deprecations.note(30, "AccessibilityNodeInfo.obtain(View)");
        return new AccessibilityNodeInfo(-1);
    }

    public static AccessibilityNodeInfo obtain(View root, int virtualDescendantId) {
        ApiCheck.require(16, "AccessibilityNodeInfo.obtain(View, int)");
        Deprecations.note(30, "AccessibilityNodeInfo.obtain(View, int)");
        return new AccessibilityNodeInfo(virtualDescendantId);
    }

    public void setPackageName(CharSequence name) {
        packageName = name;
    }

    public void setClassName(CharSequence name) {
        className = name;
    }

    public CharSequence getClassName() {
        return className;
    }

    public void setSource(View root, int virtualDescendantId) {
        ApiCheck.require(16, "AccessibilityNodeInfo.setSource(View, int)");
        id = virtualDescendantId;
    }

    public void setParent(View parent) {
        parentId = -1;
    }

    public void setParent(View root, int virtualDescendantId) {
        ApiCheck.require(16, "AccessibilityNodeInfo.setParent(View, int)");
        parentId = virtualDescendantId;
    }

    public void addChild(View root, int virtualDescendantId) {
        ApiCheck.require(16, "AccessibilityNodeInfo.addChild(View, int)");
        children.add(virtualDescendantId);
    }

    public void setBoundsInScreen(Rect bounds) {
        screen.set(bounds);
    }

    public void getBoundsInScreen(Rect out) {
        out.set(screen);
    }

    public void setBoundsInParent(Rect bounds) {
        Deprecations.note(29, "AccessibilityNodeInfo.setBoundsInParent");
        parent.set(bounds);
    }

    public void getBoundsInParent(Rect out) {
        out.set(parent);
    }

    public void setVisibleToUser(boolean v) {
        ApiCheck.require(16, "AccessibilityNodeInfo.setVisibleToUser");
        visible = v;
    }

    public boolean isVisibleToUser() {
        return visible;
    }

    public void setEnabled(boolean e) {
        enabled = e;
    }

    public boolean isEnabled() {
        return enabled;
    }

    public void setText(CharSequence t) {
        text = t;
    }

    public CharSequence getText() {
        return text;
    }

    public void setHeading(boolean h) {
        ApiCheck.require(28, "AccessibilityNodeInfo.setHeading");
        heading = h;
    }

    public boolean isHeading() {
        ApiCheck.require(28, "AccessibilityNodeInfo.isHeading");
        return heading;
    }

    public void setCheckable(boolean c) {
        checkable = c;
    }

    public boolean isCheckable() {
        return checkable;
    }

    public void setChecked(boolean c) {
        Deprecations.note(36, "AccessibilityNodeInfo.setChecked(boolean)");
        checked = c ? 1 : 0;
    }

    public void setChecked(int state) {
        ApiCheck.require(36, "AccessibilityNodeInfo.setChecked(int)");
        checked = state;
    }

    public void setClickable(boolean c) {
        clickable = c;
    }

    public boolean isClickable() {
        return clickable;
    }

    public void setAccessibilityFocused(boolean f) {
        ApiCheck.require(16, "AccessibilityNodeInfo.setAccessibilityFocused");
        a11yFocused = f;
    }

    public boolean isAccessibilityFocused() {
        return a11yFocused;
    }

    public void addAction(AccessibilityAction action) {
        ApiCheck.require(21, "AccessibilityNodeInfo.addAction(AccessibilityAction)");
        actions.add(action);
    }

    public List<AccessibilityAction> getActionList() {
        return actions;
    }

    public void setCollectionInfo(CollectionInfo c) {
        ApiCheck.require(19, "AccessibilityNodeInfo.setCollectionInfo");
        collection = c;
    }

    public CollectionInfo getCollectionInfo() {
        return collection;
    }

    public void setCollectionItemInfo(CollectionItemInfo c) {
        ApiCheck.require(19, "AccessibilityNodeInfo.setCollectionItemInfo");
        item = c;
    }

    public CollectionItemInfo getCollectionItemInfo() {
        return item;
    }

    public void setLiveRegion(int mode) {
        ApiCheck.require(19, "AccessibilityNodeInfo.setLiveRegion");
        liveRegion = mode;
    }

    public int getLiveRegion() {
        return liveRegion;
    }
}
