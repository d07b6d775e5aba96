package android.view;

import android.content.Context;
import java.util.ArrayList;
import java.util.List;

/** The surface follows the view's size: created at the first layout, changed at each new size. */
public class SurfaceView extends View {
    private final List<SurfaceHolder.Callback> callbacks = new ArrayList<>();
    private final Surface surface = new Surface();
    private boolean created;
    private int width = -1, height = -1;
    private final SurfaceHolder holder = new SurfaceHolder() {
        public void addCallback(SurfaceHolder.Callback callback) {
            callbacks.add(callback);
        }

        public Surface getSurface() {
            return surface;
        }
    };

    public SurfaceView(Context context) {
        super(context);
    }

    public SurfaceHolder getHolder() {
        return holder;
    }

    @Override
    protected void onLayout(boolean changed, int l, int t, int r, int b) {
        if (!created) {
            created = true;
            for (SurfaceHolder.Callback c : callbacks) {
                c.surfaceCreated(holder);
            }
        }
        if (r - l != width || b - t != height) {
            width = r - l;
            height = b - t;
            for (SurfaceHolder.Callback c : callbacks) {
                c.surfaceChanged(holder, 1 /* PixelFormat.RGBA_8888 */, width, height);
            }
        }
    }
}
