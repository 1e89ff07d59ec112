/* replay_main.c - runs a fuzz target over every file of a corpus directory, so
 * that saved corpora are replayed as ordinary tests without libFuzzer. */
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Reads a whole file; returns NULL on error. */
static uint8_t *read_file(const char *path, size_t *size) {
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    size_t cap = 4096, n = 0;
    uint8_t *buf = malloc(cap);
    size_t got;
    while (buf && (got = fread(buf + n, 1, cap - n, f)) > 0) {
        n += got;
        if (n == cap) {
            uint8_t *bigger = realloc(buf, cap *= 2);
            if (!bigger) free(buf);
            buf = bigger;
        }
    }
    fclose(f);
    *size = n;
    return buf;
}

static int by_name(const void *a, const void *b) {
    return strcmp(*(char *const *)a, *(char *const *)b);
}

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: %s CORPUS_DIR\n", argv[0]);
        return 2;
    }
    DIR *d = opendir(argv[1]);
    if (!d) {
        perror(argv[1]);
        return 2;
    }
    char **names = NULL;
    size_t count = 0, cap = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        if (e->d_name[0] == '.') continue;
        if (count == cap) names = realloc(names, (cap = cap ? 2 * cap : 64) * sizeof *names);
        names[count++] = strdup(e->d_name);
    }
    closedir(d);
    qsort(names, count, sizeof *names, by_name);
    int passed = 0, failed = 0;
    for (size_t i = 0; i < count; i++) {
        char path[4096];
        struct stat st;
        snprintf(path, sizeof path, "%s/%s", argv[1], names[i]);
        if (stat(path, &st) != 0 || !S_ISREG(st.st_mode)) {
            free(names[i]);
            continue;
        }
        size_t size;
        uint8_t *data = read_file(path, &size);
        if (!data) {
            fprintf(stderr, "cannot read %s\n", path);
            failed++;
        } else {
            /* a crash ends the run; getting back here means the input passed */
            LLVMFuzzerTestOneInput(data, size);
            passed++;
            free(data);
        }
        free(names[i]);
    }
    free(names);
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
