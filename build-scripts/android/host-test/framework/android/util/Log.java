package android.util;

import java.util.ArrayList;
import java.util.List;

public final class Log {
    /** Every warning logged (test hook, not Android API). */
    public static final List<String> warnings = new ArrayList<>();

    public static int i(String tag, String msg) {
        return 0;
    }

    public static int w(String tag, String msg) {
        warnings.add(tag + ": " + msg);
        System.err.println("[log W " + tag + "] " + msg);
        return 0;
    }

    public static int e(String tag, String msg) {
        return w(tag, msg);
    }
}
