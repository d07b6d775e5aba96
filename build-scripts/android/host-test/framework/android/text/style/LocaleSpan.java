package android.text.style;

import android.os.ApiCheck;
import java.util.Locale;

/** Marks text as written in a language (API 17): a screen reader reads it with that voice. */
public class LocaleSpan {
    private final Locale locale;

    public LocaleSpan(Locale locale) {
        ApiCheck.require(17, "new LocaleSpan(Locale)");
        this.locale = locale;
    }

    public Locale getLocale() {
        return locale;
    }
}
