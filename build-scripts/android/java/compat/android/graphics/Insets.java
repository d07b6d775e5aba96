package android.graphics;
public final class Insets {
    public final int left, top, right, bottom;
    private Insets() { left = top = right = bottom = 0; }
}
