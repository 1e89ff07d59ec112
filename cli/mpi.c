/* mpi.c - the MPI glue of the cgt program (see mpi.h); the only file that includes
 * <mpi.h>, and only when the build found Open MPI (CGT_HAVE_MPI).  The library never
 * links MPI (libcgt's users need not have it); everything else about distributed
 * sweeps is in src/sweep/. */
#include "mpi.h"

#include <stdlib.h>

#ifdef CGT_HAVE_MPI
#include <mpi.h>

static int joined;
static sweep_comm comm = {0, 1, NULL, NULL, NULL, NULL};

static void mpi_bcast(void *buf, size_t n) {
    MPI_Bcast(buf, (int)n, MPI_BYTE, 0, MPI_COMM_WORLD);
}
static bool mpi_send(int dest, int tag, const void *buf, size_t n) {
    return MPI_Send(buf, (int)n, MPI_BYTE, dest, tag, MPI_COMM_WORLD) == MPI_SUCCESS;
}
static long mpi_probe(int tag, int *source) {
    int flag = 0, count = 0;
    MPI_Status st;
    if (MPI_Iprobe(MPI_ANY_SOURCE, tag, MPI_COMM_WORLD, &flag, &st) != MPI_SUCCESS || !flag)
        return -1;
    MPI_Get_count(&st, MPI_BYTE, &count);
    *source = st.MPI_SOURCE;
    return count;
}
static bool mpi_recv(int source, int tag, void *buf, size_t n) {
    return MPI_Recv(buf, (int)n, MPI_BYTE, source, tag, MPI_COMM_WORLD, MPI_STATUS_IGNORE) ==
           MPI_SUCCESS;
}

void cli_mpi_init(int *argc, char ***argv) {
    /* only under mpirun: a plain `cgt` never starts the MPI runtime */
    if (!getenv("OMPI_COMM_WORLD_SIZE") && !getenv("PMIX_RANK") && !getenv("PMI_SIZE")) return;
    if (MPI_Init(argc, argv) != MPI_SUCCESS) return;
    joined = 1;
    MPI_Comm_rank(MPI_COMM_WORLD, &comm.rank);
    MPI_Comm_size(MPI_COMM_WORLD, &comm.size);
    comm.bcast = mpi_bcast;
    comm.send = mpi_send;
    comm.probe = mpi_probe;
    comm.recv = mpi_recv;
}
void cli_mpi_finalize(void) {
    if (joined) MPI_Finalize();
    joined = 0;
}
int cli_mpi_rank(void) {
    return comm.rank;
}
const sweep_comm *cli_mpi_comm(void) {
    return joined && comm.size > 1 ? &comm : NULL;
}

#else /* built without MPI: one rank */

void cli_mpi_init(int *argc, char ***argv) {
    (void)argc, (void)argv;
}
void cli_mpi_finalize(void) {}
int cli_mpi_rank(void) {
    return 0;
}
const sweep_comm *cli_mpi_comm(void) {
    return NULL;
}
#endif
