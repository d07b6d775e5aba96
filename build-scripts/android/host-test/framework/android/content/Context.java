package android.content;

public abstract class Context {
    public static final String INPUT_METHOD_SERVICE = "input_method";
    public static final String CLIPBOARD_SERVICE = "clipboard";
    public static final String ACCESSIBILITY_SERVICE = "accessibility";

    public String getPackageName() {
        return "rust.reversi";
    }

    public Object getSystemService(String name) {
        if (ACCESSIBILITY_SERVICE.equals(name)) {
            return android.view.accessibility.AccessibilityManager.instance;
        }
        return null;
    }
}
