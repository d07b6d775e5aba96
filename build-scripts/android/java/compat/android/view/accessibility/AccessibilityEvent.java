package android.view.accessibility;

// shadows API 23's AccessibilityEvent for javac: its API 30 constructor beside obtain()
public final class AccessibilityEvent extends AccessibilityRecord {
    public AccessibilityEvent(int eventType) {}                       // API 30
    public static AccessibilityEvent obtain(int eventType) { return null; }
    public void setPackageName(CharSequence packageName) {}
    public void setContentChangeTypes(int changeTypes) {}
}
