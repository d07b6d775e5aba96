package android.view;

public interface SurfaceHolder {
    interface Callback {
        void surfaceCreated(SurfaceHolder holder);

        void surfaceChanged(SurfaceHolder holder, int format, int width, int height);

        void surfaceDestroyed(SurfaceHolder holder);
    }

    void addCallback(Callback callback);

    Surface getSurface();
}
