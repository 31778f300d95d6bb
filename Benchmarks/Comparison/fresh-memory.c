// The floor under a bulk load: allocating, writing once and freeing the arrays a StackEngine load
// of n rows into an empty stack allocates (its columns, the tree's leaf-padded entries and the
// returned IDs: 44 bytes a row), with nothing computed. Prints the median time per row at 1M and 10M rows, to read
// beside the "Bulk load" benchmarks of the same sitting: what the allocator and the kernel charge
// for that much memory, whatever code writes it.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

static int compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

// Bytes per row of each array, as Sources/ScrollStackCore allocates them in a load into an empty
// stack: slot generation, content and flags; the tree's slot-to-leaf map; leaf entries (slot,
// extent, hidden, padded to 64 per leaf with 56 filled); the returned IDs (12 bytes each).
static const double bytesPerRow[] = { 4, 8, 1, 4, 4 * 64.0 / 56, 8 * 64.0 / 56, 1 * 64.0 / 56, 12 };
enum { arrays = sizeof bytesPerRow / sizeof bytesPerRow[0] };

static double load(long rows) {
    char *memory[arrays];
    double start = now();
    for (int i = 0; i < arrays; i++) {
        size_t size = (size_t)(bytesPerRow[i] * rows);
        memory[i] = malloc(size);
        memset(memory[i], i + 1, size);
    }
    volatile char sink = 0;
    for (int i = 0; i < arrays; i++) sink += memory[i][rows / 2];
    for (int i = 0; i < arrays; i++) free(memory[i]);
    return now() - start;
}

int main(void) {
    const long sizes[] = { 1000000, 10000000 };
    for (int s = 0; s < 2; s++) {
        long rows = sizes[s];
        int samples = rows >= 10000000 ? 25 : 100;
        double times[100];
        for (int i = 0; i < samples; i++) times[i] = load(rows);
        qsort(times, samples, sizeof times[0], compare);
        double total = 0;
        for (int i = 0; i < arrays; i++) total += bytesPerRow[i];
        printf("fresh memory, %ld rows (%.0f B a row): median %.1f ns/row\n", rows, total, times[samples / 2] * 1e9 / rows);
    }
    return 0;
}
