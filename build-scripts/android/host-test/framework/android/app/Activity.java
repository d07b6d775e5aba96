package android.app;

import android.content.Context;
import android.content.Intent;
import android.os.ApiCheck;
import android.os.Bundle;
import android.view.View;
import android.window.OnBackInvokedDispatcher;
import android.window.WindowOnBackInvokedDispatcher;

public class Activity extends Context {
    private View content;
    private WindowOnBackInvokedDispatcher backDispatcher;
    /** Not Android API: what the activity was asked to do with itself. */
    public boolean finished, movedToBack;

    protected void onCreate(Bundle savedInstanceState) {
    }

    protected void onResume() {
    }

    protected void onPause() {
    }

    protected void onStop() {
    }

    protected void onDestroy() {
    }

    protected void onActivityResult(int requestCode, int resultCode, Intent data) {
    }

    /** The old path of Back: the key went unhandled, so the activity finishes. */
    public void onBackPressed() {
        finish();
    }

    public final boolean requestWindowFeature(int featureId) {
        return true;
    }

    public void setContentView(View view) {
        content = view;
    }

    /** Not Android API: the view given to setContentView. */
    public View contentView() {
        return content;
    }

    public final void runOnUiThread(Runnable action) {
        action.run();
    }

    public void finish() {
        finished = true;
    }

    public boolean moveTaskToBack(boolean nonRoot) {
        movedToBack = true;
        return true;
    }

    public OnBackInvokedDispatcher getOnBackInvokedDispatcher() {
        ApiCheck.require(33, "Activity.getOnBackInvokedDispatcher");
        if (backDispatcher == null) {
            backDispatcher = new WindowOnBackInvokedDispatcher();
        }
        return backDispatcher;
    }

    /** Not Android API: the dispatcher, if the app asked for it. */
    public WindowOnBackInvokedDispatcher backDispatcher() {
        return backDispatcher;
    }
}
