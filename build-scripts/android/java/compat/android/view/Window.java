package android.view;
public abstract class Window {
    public static final int FEATURE_NO_TITLE = 1;              // = SDK value
    public void setFlags(int flags, int mask) {}
    public final WindowManager.LayoutParams getAttributes() { return null; }
    public abstract View getDecorView();
    public void setDecorFitsSystemWindows(boolean decorFitsSystemWindows) {}
}
