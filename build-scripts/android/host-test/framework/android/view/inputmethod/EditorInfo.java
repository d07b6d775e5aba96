package android.view.inputmethod;

public class EditorInfo {
    public static final int IME_FLAG_NO_FULLSCREEN = 0x2000000;
    public int imeOptions;
}
