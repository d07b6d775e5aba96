package android.view;
public final class DisplayCutout {
    private DisplayCutout() {}
    public int getSafeInsetLeft() { return 0; }
    public int getSafeInsetTop() { return 0; }
    public int getSafeInsetRight() { return 0; }
    public int getSafeInsetBottom() { return 0; }
}
