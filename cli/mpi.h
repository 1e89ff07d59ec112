/* mpi.h - the cgt program under mpirun (Open MPI): which rank this process is
 * and the few messages a distributed sweep exchanges (docs/cluster.md).
 * Without MPI (a build without it, or a run not launched by mpirun) there is
 * one rank, 0, and no message is ever sent. */
#ifndef CGT_CLI_MPI_H
#define CGT_CLI_MPI_H

#include <stdbool.h>
#include <stddef.h>

/* Message tags of the sweeps. */
enum { CLI_MPI_REC = 1, CLI_MPI_STOP = 2 };

/* Joins the MPI job when launched by mpirun (MPI_Init); otherwise nothing. */
void cli_mpi_init(int *argc, char ***argv);
/* Leaves it (MPI_Finalize) if joined. */
void cli_mpi_finalize(void);
int cli_mpi_rank(void);
int cli_mpi_size(void);
/* Rank 0's n bytes at buf, copied to every rank. */
void cli_mpi_bcast(void *buf, size_t n);
/* Sends n bytes to rank dest. */
bool cli_mpi_send(int dest, int tag, const void *buf, size_t n);
/* A waiting message with this tag from any rank: its size (and *source), or
 * -1 when there is none.  Does not wait. */
long cli_mpi_probe(int tag, int *source);
/* Receives the message probed above into buf (n bytes). */
bool cli_mpi_recv(int source, int tag, void *buf, size_t n);

#endif
