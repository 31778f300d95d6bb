/* The terminal benchmarks' screen drawn with ncurses, for comparison: a 200 × 60 terminal showing
 * 100,000 text rows from the middle (row i reads "Row i", every fifth a longer line; colour i % 200),
 * each followed by a separator of U+2500, with a scroll bar in the last column. Frames are timed
 * the way Benchmarks/TerminalBenchmarks times ScrollStackTerminal's, two ways: immediate (the
 * change, then erase, draw every line, and doupdate: ncurses finds the scroll itself) and retained
 * (ncurses at its best: told the scroll with wscrl, then the line that came in and the scroll bar's
 * cells; nothing drawn when nothing changed). Bytes are counted in memory: write() is replaced, so
 * no system call is timed.
 *
 * Build and run: Benchmarks/Comparison/run-ncurses (needs the ncursesw development files). */

#define _GNU_SOURCE
#define NCURSES_WIDECHAR 1
#include <curses.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <wchar.h>
#include <sys/syscall.h>

enum { WIDTH = 200, HEIGHT = 60, ROWS = 100000, FRAMES = 3000 };

static int null_fd = -1;
static long long bytes_written;

/* ncurses's output: counted, not sent. */
ssize_t write(int fd, const void *buffer, size_t count) {
    if (fd == null_fd) {
        bytes_written += (long long)count;
        return (ssize_t)count;
    }
    return syscall(SYS_write, fd, buffer, count);
}

static long offset = 99971;
static const long content_lines = ROWS * 2L - 1;

static cchar_t separator, track, thumb;

/* Line y of the screen: its row's text or the separator, and the scroll bar's track cell. */
static void draw_line(int y) {
    static const char *long_text = ": a longer row, with enough words in it to wrap onto a second line when the "
                                   "terminal is narrower than two hundred columns, which it is not here.";
    char text[256];
    long line = offset + y, row = line / 2;
    attr_set(A_NORMAL, 0, NULL);
    move(y, 0);
    clrtoeol();
    if (line % 2 == 0) {
        int length = snprintf(text, sizeof text, "Row %ld%s", row, row % 5 == 0 ? long_text : "");
        attr_set(A_NORMAL, (short)(row % 200 + 1), NULL);
        mvaddnstr(y, 1, text, length < WIDTH - 3 ? length : WIDTH - 3);
    } else {
        attr_set(A_NORMAL, 0, NULL);
        mvhline_set(y, 0, &separator, WIDTH - 1);
    }
    attr_set(A_NORMAL, 0, NULL);
    mvadd_wch(y, WIDTH - 1, &track);
}

static int thumb_line(void) {
    double range = (double)(content_lines - HEIGHT);
    return (int)((HEIGHT - 1) * (offset / range) + 0.5);
}

/* Immediate: erase, draw every line, and let doupdate find what changed. */
static void draw_screen(void) {
    static const char *long_text = ": a longer row, with enough words in it to wrap onto a second line when the "
                                   "terminal is narrower than two hundred columns, which it is not here.";
    werase(stdscr);
    char text[256];
    for (int y = 0; y < HEIGHT; y++) {
        long line = offset + y, row = line / 2;
        if (line % 2 == 0) {
            int length = snprintf(text, sizeof text, "Row %ld%s", row, row % 5 == 0 ? long_text : "");
            attr_set(A_NORMAL, (short)(row % 200 + 1), NULL);
            mvaddnstr(y, 1, text, length < WIDTH - 3 ? length : WIDTH - 3);
        } else {
            mvhline_set(y, 0, &separator, WIDTH - 1);
        }
    }
    attr_set(A_NORMAL, 0, NULL);
    mvvline_set(0, WIDTH - 1, &track, HEIGHT);
    mvadd_wch(thumb_line(), WIDTH - 1, &thumb);
    wnoutrefresh(stdscr);
    doupdate();
}

/* Retained: ncurses told the scroll (wscrl), then the line that came in and the thumb's cells. */
static void scroll_retained(int shift) {
    int old_thumb = thumb_line();
    offset += shift;
    /* Scrolling is allowed for wscrl only: with it on, writing the bottom-right cell scrolls too. */
    scrollok(stdscr, TRUE);
    wscrl(stdscr, shift);
    scrollok(stdscr, FALSE);
    draw_line(shift > 0 ? HEIGHT - 1 : 0);
    int moved = old_thumb - shift;
    if (moved >= 0 && moved < HEIGHT) mvadd_wch(moved, WIDTH - 1, &track);
    mvadd_wch(thumb_line(), WIDTH - 1, &thumb);
    wnoutrefresh(stdscr);
    doupdate();
}

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e6 + t.tv_nsec / 1e3;
}

static int by_value(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

int main(int argc, char **argv) {
    setlocale(LC_ALL, "C.UTF-8");
    if (argc > 1 && strcmp(argv[1], "--show") == 0) {
        /* The first frame on the real terminal (200 × 60), to compare with ScrollStackTerminal's. */
        initscr();
        start_color();
        use_default_colors();
        for (short i = 0; i < 256; i++) init_pair(i + 1, i, -1);
        setcchar(&separator, L"\u2500", 0, 8 + 1, NULL);
        setcchar(&track, L"\u2502", 0, 8 + 1, NULL);
        setcchar(&thumb, L"\u2503", A_BOLD, 0, NULL);
        draw_screen();
        sleep(5);
        endwin();
        return 0;
    }
    setenv("LINES", "60", 1);
    setenv("COLUMNS", "200", 1);
    FILE *out = fopen("/dev/null", "w");
    null_fd = fileno(out);
    SCREEN *screen = newterm("xterm-256color", out, stdin);
    set_term(screen);
    start_color();
    use_default_colors();
    for (short i = 0; i < 256; i++) init_pair(i + 1, i, -1);
    typeahead(-1);
    leaveok(stdscr, TRUE);
    /* Retained frames scroll the window, and the terminal with it. */
    idlok(stdscr, TRUE);
    setcchar(&separator, L"\u2500", 0, 8 + 1, NULL);
    setcchar(&track, L"\u2502", 0, 8 + 1, NULL);
    setcchar(&thumb, L"\u2503", A_BOLD, 0, NULL);
    draw_screen();

    const char *names[] = {"one-line scroll", "steady scroll", "nothing changed", "full redraw",
                           "retained one-line scroll", "retained steady scroll", "retained nothing changed"};
    static double times[FRAMES], sizes[FRAMES];
    for (int kind = 0; kind < 7; kind++) {
        offset = 99971;
        draw_screen();
        int direction = 1;
        for (int frame = 0; frame < FRAMES; frame++) {
            long long bytes_before = bytes_written;
            double start = now();
            switch (kind) {
            case 0: offset += direction; direction = -direction; draw_screen(); break;
            case 1: offset += 1; draw_screen(); break;
            case 3: clearok(curscr, TRUE); draw_screen(); break;
            case 4: scroll_retained(direction); direction = -direction; break;
            case 5: scroll_retained(1); break;
            case 6: wnoutrefresh(stdscr); doupdate(); break;
            default: draw_screen(); break;
            }
            times[frame] = now() - start;
            sizes[frame] = (double)(bytes_written - bytes_before);
        }
        if (kind >= 4) {
            /* The retained screen must be the one an immediate frame draws at the same offset. */
            static cchar_t kept[HEIGHT][WIDTH];
            for (int y = 0; y < HEIGHT; y++)
                for (int x = 0; x < WIDTH; x++) mvwin_wch(stdscr, y, x, &kept[y][x]);
            draw_screen();
            for (int y = 0; y < HEIGHT; y++)
                for (int x = 0; x < WIDTH; x++) {
                    cchar_t now_cell;
                    mvwin_wch(stdscr, y, x, &now_cell);
                    wchar_t a[CCHARW_MAX + 1], b[CCHARW_MAX + 1];
                    attr_t attr_a, attr_b;
                    short pair_a, pair_b;
                    getcchar(&now_cell, a, &attr_a, &pair_a, NULL);
                    getcchar(&kept[y][x], b, &attr_b, &pair_b, NULL);
                    if (wcscmp(a, b) != 0 || attr_a != attr_b || pair_a != pair_b) {
                        fprintf(stderr, "ncurses %s: the retained screen differs at (%d, %d): '%ls' %x %d, immediate '%ls' %x %d\n",
                                names[kind], x, y, b, (unsigned)attr_b, pair_b, a, (unsigned)attr_a, pair_a);
                        return 1;
                    }
                }
        }
        qsort(times, FRAMES, sizeof times[0], by_value);
        qsort(sizes, FRAMES, sizeof sizes[0], by_value);
        fprintf(stderr, "ncurses %-16s median %7.1f µs   bytes a frame: median %6.0f, %.0f to %.0f\n", names[kind],
                times[FRAMES / 2], sizes[FRAMES / 2], sizes[0], sizes[FRAMES - 1]);
    }
    endwin();
    return 0;
}
