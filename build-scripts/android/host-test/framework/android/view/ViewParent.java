package android.view;

import android.view.accessibility.AccessibilityEvent;

public interface ViewParent {
    boolean requestSendAccessibilityEvent(View child, AccessibilityEvent event);
}
