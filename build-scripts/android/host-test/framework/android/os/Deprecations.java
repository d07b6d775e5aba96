package android.os;

import java.util.ArrayList;
import java.util.List;

/** Not Android API: calls of members deprecated at or below the fake device's level. */
public final class Deprecations {
    private Deprecations() {}

    public static final List<String> seen = new ArrayList<>();

    public static void note(int deprecatedAt, String member) {
        if (Build.VERSION.SDK_INT >= deprecatedAt) {
            seen.add(member + " (deprecated at API " + deprecatedAt + ") called on API " + Build.VERSION.SDK_INT);
        }
    }
}
