package android.view;

public class KeyEvent {
    public static final int ACTION_DOWN = 0;
    public static final int ACTION_UP = 1;
    public static final int ACTION_MULTIPLE = 2;
    public static final int KEYCODE_BACK = 4;
    private final int action, code;

    public KeyEvent(int action, int code) {
        this.action = action;
        this.code = code;
    }

    public final int getAction() {
        return action;
    }

    public final int getKeyCode() {
        return code;
    }

    public int getUnicodeChar() {
        return 0;
    }

    public String getCharacters() {
        return null;
    }
}
