package hosttest;

import java.util.ArrayList;
import java.util.List;

/** What the activity passed to the game's native side (quad_native.QuadNative), in order. */
public final class Natives {
    private Natives() {}

    public static final List<String> calls = new ArrayList<>();

    /** Called by quad-native-recorder.c, the test's libmain.so, for each native method. */
    public static void record(String what, int a, int b) {
        switch (what) {
            case "surfaceOnKeyDown":
            case "surfaceOnKeyUp":
            case "surfaceOnCharacter":
            case "nativeServiceOn":
                calls.add(what + " " + a);
                break;
            case "surfaceOnSurfaceChanged":
            case "surfaceOnTouch":
            case "nativeAction":
                calls.add(what + " " + a + " " + b);
                break;
            default:
                calls.add(what);
        }
    }
}
