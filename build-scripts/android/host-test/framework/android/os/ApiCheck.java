package android.os;

/** Not Android API: a member newer than the fake device's level fails as on a real device. */
public final class ApiCheck {
    private ApiCheck() {}

    public static void require(int api, String member) {
        if (Build.VERSION.SDK_INT < api) {
            throw new NoSuchMethodError(member + " (API " + api + ") called on API " + Build.VERSION.SDK_INT);
        }
    }
}
