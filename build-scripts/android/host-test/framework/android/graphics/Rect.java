package android.graphics;

public final class Rect {
    public int left, top, right, bottom;

    public Rect(int left, int top, int right, int bottom) {
        this.left = left;
        this.top = top;
        this.right = right;
        this.bottom = bottom;
    }

    public Rect() {
    }

    public Rect(Rect r) {
        this(r.left, r.top, r.right, r.bottom);
    }

    public void set(Rect r) {
        left = r.left;
        top = r.top;
        right = r.right;
        bottom = r.bottom;
    }

    public void offset(int dx, int dy) {
        left += dx;
        right += dx;
        top += dy;
        bottom += dy;
    }

    public boolean contains(int x, int y) {
        return left < right && top < bottom && x >= left && x < right && y >= top && y < bottom;
    }

    public int centerX() {
        return (left + right) >> 1;
    }

    public int centerY() {
        return (top + bottom) >> 1;
    }

    public int width() {
        return right - left;
    }

    public int height() {
        return bottom - top;
    }

    public boolean isEmpty() {
        return left >= right || top >= bottom;
    }

    public boolean contains(Rect r) {
        return !isEmpty() && left <= r.left && top <= r.top && right >= r.right && bottom >= r.bottom;
    }

    /** Whether the two share any area (android.graphics.Rect.intersects, as an instance test). */
    public boolean overlaps(Rect r) {
        return left < r.right && r.left < right && top < r.bottom && r.top < bottom;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Rect && ((Rect) o).left == left && ((Rect) o).top == top
            && ((Rect) o).right == right && ((Rect) o).bottom == bottom;
    }

    @Override
    public int hashCode() {
        return ((left * 31 + top) * 31 + right) * 31 + bottom;
    }

    @Override
    public String toString() {
        return "Rect(" + left + ", " + top + " - " + right + ", " + bottom + ")";
    }
}
