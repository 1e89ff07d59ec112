/* mpi.c - the MPI glue of the cgt program (see mpi.h); the only file that
 * includes <mpi.h>, and only when the build found Open MPI (CGT_HAVE_MPI). */
#include "mpi.h"

#include <stdlib.h>

#ifdef CGT_HAVE_MPI
#include <mpi.h>

static int joined, rank, size = 1;

void cli_mpi_init(int *argc, char ***argv) {
    /* only under mpirun: a plain `cgt` never starts the MPI runtime */
    if (!getenv("OMPI_COMM_WORLD_SIZE") && !getenv("PMIX_RANK") && !getenv("PMI_SIZE")) return;
    if (MPI_Init(argc, argv) != MPI_SUCCESS) return;
    joined = 1;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
}
void cli_mpi_finalize(void) {
    if (joined) MPI_Finalize();
    joined = 0;
}
int cli_mpi_rank(void) {
    return rank;
}
int cli_mpi_size(void) {
    return size;
}
void cli_mpi_bcast(void *buf, size_t n) {
    if (joined && size > 1) MPI_Bcast(buf, (int)n, MPI_BYTE, 0, MPI_COMM_WORLD);
}
bool cli_mpi_send(int dest, int tag, const void *buf, size_t n) {
    return joined && MPI_Send(buf, (int)n, MPI_BYTE, dest, tag, MPI_COMM_WORLD) == MPI_SUCCESS;
}
long cli_mpi_probe(int tag, int *source) {
    if (!joined) return -1;
    int flag = 0, count = 0;
    MPI_Status st;
    if (MPI_Iprobe(MPI_ANY_SOURCE, tag, MPI_COMM_WORLD, &flag, &st) != MPI_SUCCESS || !flag)
        return -1;
    MPI_Get_count(&st, MPI_BYTE, &count);
    *source = st.MPI_SOURCE;
    return count;
}
bool cli_mpi_recv(int source, int tag, void *buf, size_t n) {
    return joined && MPI_Recv(buf, (int)n, MPI_BYTE, source, tag, MPI_COMM_WORLD,
                              MPI_STATUS_IGNORE) == MPI_SUCCESS;
}

#else /* built without MPI: one rank */

void cli_mpi_init(int *argc, char ***argv) {
    (void)argc, (void)argv;
}
void cli_mpi_finalize(void) {}
int cli_mpi_rank(void) {
    return 0;
}
int cli_mpi_size(void) {
    return 1;
}
void cli_mpi_bcast(void *buf, size_t n) {
    (void)buf, (void)n;
}
bool cli_mpi_send(int dest, int tag, const void *buf, size_t n) {
    (void)dest, (void)tag, (void)buf, (void)n;
    return false;
}
long cli_mpi_probe(int tag, int *source) {
    (void)tag, (void)source;
    return -1;
}
bool cli_mpi_recv(int source, int tag, void *buf, size_t n) {
    (void)source, (void)tag, (void)buf, (void)n;
    return false;
}
#endif
