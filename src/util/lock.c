/* lock.c - the library lock: one recursive mutex that threads hold around
 * their calls into the library (util.h, docs/util.md "Threads"). */
#include <pthread.h>

#include "cgt/util.h"

static pthread_mutex_t lib_mutex;
static pthread_once_t lib_once = PTHREAD_ONCE_INIT;

static void lock_init(void) {
    pthread_mutexattr_t a;
    pthread_mutexattr_init(&a);
    pthread_mutexattr_settype(&a, PTHREAD_MUTEX_RECURSIVE);
    pthread_mutex_init(&lib_mutex, &a);
    pthread_mutexattr_destroy(&a);
}

void cgt_lock(void) {
    pthread_once(&lib_once, lock_init);
    pthread_mutex_lock(&lib_mutex);
}

int cgt_trylock(void) {
    pthread_once(&lib_once, lock_init);
    return pthread_mutex_trylock(&lib_mutex) == 0;
}

void cgt_unlock(void) {
    pthread_mutex_unlock(&lib_mutex);
}
