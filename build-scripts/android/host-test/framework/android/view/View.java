package android.view;

import android.content.Context;

/** A view's frame, padding, insets listener, focus and key listener: what the game's views use. */
public class View {
    public interface OnTouchListener {
        boolean onTouch(View v, MotionEvent event);
    }

    public interface OnKeyListener {
        boolean onKey(View v, int keyCode, KeyEvent event);
    }

    public interface OnApplyWindowInsetsListener {
        WindowInsets onApplyWindowInsets(View v, WindowInsets insets);
    }

    public interface OnHoverListener {
        boolean onHover(View v, MotionEvent event);
    }

    /** The accessibility delegate: here only its node provider. */
    public static class AccessibilityDelegate {
        public android.view.accessibility.AccessibilityNodeProvider getAccessibilityNodeProvider(View host) {
            return null;
        }
    }

    /** Not Android API: the view that has the window's focus (keys go to it). */
    public static View focused;

    private final Context context;
    ViewGroup parent;
    private int left, top, right, bottom;
    private int paddingLeft, paddingTop, paddingRight, paddingBottom;
    private boolean focusable;
    private OnApplyWindowInsetsListener insetsListener;
    private OnKeyListener keyListener;
    private OnHoverListener hoverListener;
    private AccessibilityDelegate delegate;
    private CharSequence paneTitle;

    public View(Context context) {
        this.context = context;
    }

    public final Context getContext() {
        return context;
    }

    public void setPadding(int left, int top, int right, int bottom) {
        paddingLeft = left;
        paddingTop = top;
        paddingRight = right;
        paddingBottom = bottom;
    }

    public int getPaddingLeft() {
        return paddingLeft;
    }

    public int getPaddingTop() {
        return paddingTop;
    }

    public int getPaddingRight() {
        return paddingRight;
    }

    public int getPaddingBottom() {
        return paddingBottom;
    }

    public void setBackgroundColor(int color) {
    }

    public void setFocusable(boolean focusable) {
        this.focusable = focusable;
    }

    public void setFocusableInTouchMode(boolean focusable) {
        this.focusable |= focusable;
    }

    public final boolean requestFocus() {
        if (focusable) {
            focused = this;
        }
        return focusable;
    }

    public void setOnTouchListener(OnTouchListener l) {
    }

    public void setOnKeyListener(OnKeyListener l) {
        keyListener = l;
    }

    public boolean dispatchKeyEvent(KeyEvent event) {
        return keyListener != null && keyListener.onKey(this, event.getKeyCode(), event);
    }

    public ViewParent getParent() {
        return parent;
    }

    public void setAccessibilityDelegate(AccessibilityDelegate d) {
        delegate = d;
    }

    public android.view.accessibility.AccessibilityNodeProvider getAccessibilityNodeProvider() {
        return delegate != null ? delegate.getAccessibilityNodeProvider(this) : null;
    }

    public void onInitializeAccessibilityNodeInfo(android.view.accessibility.AccessibilityNodeInfo info) {
        info.setClassName(getClass().getName());
        info.setPackageName(context.getPackageName());
    }

    public void setOnHoverListener(OnHoverListener l) {
        hoverListener = l;
    }

    /** As Android's with touch exploration on: the hover listener first. */
    public boolean dispatchHoverEvent(MotionEvent event) {
        return hoverListener != null && hoverListener.onHover(this, event);
    }

    /** API 28. */
    public void setAccessibilityPaneTitle(CharSequence title) {
        android.os.ApiCheck.require(28, "View.setAccessibilityPaneTitle");
        paneTitle = title;
    }

    public CharSequence getAccessibilityPaneTitle() {
        android.os.ApiCheck.require(28, "View.getAccessibilityPaneTitle");
        return paneTitle;
    }

    public void setOnApplyWindowInsetsListener(OnApplyWindowInsetsListener l) {
        insetsListener = l;
    }

    public WindowInsets onApplyWindowInsets(WindowInsets insets) {
        return insets;
    }

    public WindowInsets dispatchApplyWindowInsets(WindowInsets insets) {
        return insetsListener != null ? insetsListener.onApplyWindowInsets(this, insets) : onApplyWindowInsets(insets);
    }

    /** Places the view in its parent (a measure pass is left out: see LinearLayout). */
    public void layout(int l, int t, int r, int b) {
        boolean changed = l != left || t != top || r != right || b != bottom;
        left = l;
        top = t;
        right = r;
        bottom = b;
        onLayout(changed, l, t, r, b);
    }

    protected void onLayout(boolean changed, int left, int top, int right, int bottom) {
    }

    public final int getWidth() {
        return right - left;
    }

    public final int getHeight() {
        return bottom - top;
    }

    public void getLocationOnScreen(int[] out) {
        out[0] = left;
        out[1] = top;
        for (View p = parent; p != null; p = p.parent) {
            out[0] += p.left;
            out[1] += p.top;
        }
    }

    public android.view.inputmethod.InputConnection onCreateInputConnection(android.view.inputmethod.EditorInfo outAttrs) {
        return null;
    }
}
