package android.view.inputmethod;

public interface InputConnection {
}
