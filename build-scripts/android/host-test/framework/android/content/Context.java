package android.content;

public abstract class Context {
    public static final String INPUT_METHOD_SERVICE = "input_method";
    public static final String CLIPBOARD_SERVICE = "clipboard";

    public Object getSystemService(String name) {
        return null;
    }
}
