package android.view;
public final class WindowInsets {
    private WindowInsets() {}
    public android.graphics.Insets getInsets(int typeMask) { return null; }
    public static final class Type {
        private Type() {}
        public static int ime() { return 0; }
        public static int systemBars() { return 0; }
        public static int displayCutout() { return 0; }
    }
}
