package android.view.accessibility;

import android.graphics.Rect;
import android.view.View;

// shadows API 23's AccessibilityNodeInfo for javac: the members reversi_android.Access uses,
// old and new (API 28: setHeading; API 30: the constructors; API 36: setChecked(int))
public class AccessibilityNodeInfo {
    public AccessibilityNodeInfo(View source) {}                      // API 30
    public AccessibilityNodeInfo(View root, int virtualDescendantId) {} // API 30
    public static AccessibilityNodeInfo obtain(View source) { return null; }
    public static AccessibilityNodeInfo obtain(View root, int virtualDescendantId) { return null; }
    public void setPackageName(CharSequence packageName) {}
    public void setClassName(CharSequence className) {}
    public void setSource(View root, int virtualDescendantId) {}
    public void setParent(View parent) {}
    public void setParent(View root, int virtualDescendantId) {}
    public void addChild(View root, int virtualDescendantId) {}
    public void setBoundsInScreen(Rect bounds) {}
    public void setBoundsInParent(Rect bounds) {}
    public void setVisibleToUser(boolean visibleToUser) {}
    public void setEnabled(boolean enabled) {}
    public void setText(CharSequence text) {}
    public void setHeading(boolean isHeading) {}                       // API 28
    public void setCheckable(boolean checkable) {}
    public void setChecked(boolean checked) {}
    public void setChecked(int checked) {}                             // API 36
    public void setClickable(boolean clickable) {}
    public void setAccessibilityFocused(boolean focused) {}
    public void addAction(AccessibilityAction action) {}
    public void setCollectionInfo(CollectionInfo collectionInfo) {}
    public void setCollectionItemInfo(CollectionItemInfo collectionItemInfo) {}
    public void setLiveRegion(int mode) {}

    public static final class AccessibilityAction {
        private AccessibilityAction() {}
        public static final AccessibilityAction ACTION_CLICK = null;
        public static final AccessibilityAction ACTION_ACCESSIBILITY_FOCUS = null;
        public static final AccessibilityAction ACTION_CLEAR_ACCESSIBILITY_FOCUS = null;
    }

    public static final class CollectionInfo {
        public CollectionInfo(int rowCount, int columnCount, boolean hierarchical) {} // API 30
        public static CollectionInfo obtain(int rowCount, int columnCount, boolean hierarchical) { return null; }
    }

    public static final class CollectionItemInfo {
        public CollectionItemInfo(int rowIndex, int rowSpan, int columnIndex, int columnSpan, boolean heading) {} // API 30
        public static CollectionItemInfo obtain(int rowIndex, int rowSpan, int columnIndex, int columnSpan, boolean heading) { return null; }
    }
}
