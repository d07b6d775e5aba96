package android.os;

public class Build {
    public static class VERSION {
        /** The fake device's API level. Final on Android; the test sets it for each case. */
        public static int SDK_INT = 36;
    }
}
