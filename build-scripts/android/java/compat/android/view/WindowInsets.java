package android.view;
// shadows API 23's WindowInsets for javac: the members the game's Java uses, old and new
public final class WindowInsets {
    private WindowInsets() {}
    public int getSystemWindowInsetLeft() { return 0; }         // API 20
    public int getSystemWindowInsetTop() { return 0; }
    public int getSystemWindowInsetRight() { return 0; }
    public int getSystemWindowInsetBottom() { return 0; }
    public DisplayCutout getDisplayCutout() { return null; }    // API 28
    public android.graphics.Insets getInsets(int typeMask) { return null; }   // API 30
    public static final class Type {
        private Type() {}
        public static int ime() { return 0; }
        public static int systemBars() { return 0; }
        public static int displayCutout() { return 0; }
    }
}
