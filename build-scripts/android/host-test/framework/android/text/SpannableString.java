package android.text;

import java.lang.reflect.Array;
import java.util.ArrayList;
import java.util.List;

/** Text whose markup can be set (each span over the whole text is all the app sets). */
public class SpannableString implements Spanned {
    private final String text;
    private final List<Object> spans = new ArrayList<>();

    public SpannableString(CharSequence source) {
        text = source.toString();
    }

    public void setSpan(Object what, int start, int end, int flags) {
        if (start < 0 || end > text.length() || start > end) {
            throw new IndexOutOfBoundsException("setSpan (" + start + " ... " + end + ") of " + text.length());
        }
        spans.add(what);
    }

    @Override
    @SuppressWarnings("unchecked")
    public <T> T[] getSpans(int start, int end, Class<T> type) {
        List<T> out = new ArrayList<>();
        for (Object s : spans) {
            if (type.isInstance(s)) {
                out.add(type.cast(s));
            }
        }
        return out.toArray((T[]) Array.newInstance(type, out.size()));
    }

    @Override
    public int length() {
        return text.length();
    }

    @Override
    public char charAt(int i) {
        return text.charAt(i);
    }

    @Override
    public CharSequence subSequence(int start, int end) {
        return text.subSequence(start, end);
    }

    @Override
    public String toString() {
        return text;
    }
}
