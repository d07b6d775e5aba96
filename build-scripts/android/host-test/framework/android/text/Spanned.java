package android.text;

/** Text with markup objects over ranges of it (the members the app uses). */
public interface Spanned extends CharSequence {
    int SPAN_EXCLUSIVE_EXCLUSIVE = 33;

    <T> T[] getSpans(int start, int end, Class<T> type);
}
