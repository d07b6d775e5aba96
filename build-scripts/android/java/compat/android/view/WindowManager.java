package android.view;
public interface WindowManager extends ViewManager {
    public static class LayoutParams extends ViewGroup.LayoutParams {
        public LayoutParams() { super(0, 0); }
        public static final int FLAG_LAYOUT_NO_LIMITS = 0x00000200;  // = SDK value
        // not a compile-time constant on purpose: read from the framework at run time
        public static final int LAYOUT_IN_DISPLAY_CUTOUT_MODE_SHORT_EDGES;
        static { LAYOUT_IN_DISPLAY_CUTOUT_MODE_SHORT_EDGES = 1; }
        public int layoutInDisplayCutoutMode;
    }
}
