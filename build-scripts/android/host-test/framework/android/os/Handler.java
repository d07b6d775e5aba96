package android.os;

public class Handler {
    private final Looper looper;

    public Handler(Looper looper) {
        this.looper = looper;
    }

    /** Thread-safe, as Android's: queues r for the looper's thread and returns. */
    public final boolean post(Runnable r) {
        synchronized (Looper.class) {
            looper.queue.add(r);
        }
        return true;
    }
}
