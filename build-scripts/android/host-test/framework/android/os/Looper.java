package android.os;

import java.util.ArrayList;
import java.util.List;

/** The main looper: what is posted to it waits until the test runs the UI thread's turn. */
public final class Looper {
    private static final Looper MAIN = new Looper();
    final List<Runnable> queue = new ArrayList<>();

    private Looper() {}

    public static Looper getMainLooper() {
        return MAIN;
    }

    /** Not Android API: how many messages wait. */
    public static synchronized int pending() {
        return MAIN.queue.size();
    }

    /** Not Android API: the UI thread's turn: runs what was posted, in order. */
    public static void runPending() {
        while (true) {
            Runnable r;
            synchronized (Looper.class) {
                if (MAIN.queue.isEmpty()) {
                    return;
                }
                r = MAIN.queue.remove(0);
            }
            r.run();
        }
    }
}
