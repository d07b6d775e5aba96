package android.view;

/** A hover event (explore by touch): what the node provider reads of it. */
public final class MotionEvent {
    public static final int ACTION_HOVER_MOVE = 7;
    public static final int ACTION_HOVER_ENTER = 9;
    public static final int ACTION_HOVER_EXIT = 10;
    private final int action;
    private final float x, y;

    /** Not Android API (obtain() takes times and more): an event at a point of the view. */
    public MotionEvent(int action, float x, float y) {
        this.action = action;
        this.x = x;
        this.y = y;
    }

    public int getActionMasked() {
        return action;
    }

    public float getX() {
        return x;
    }

    public float getY() {
        return y;
    }
}
