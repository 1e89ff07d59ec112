/* mpi.h - the cgt program under mpirun (Open MPI): which rank this process is, and
 * the messages of a distributed sweep as a sweep_comm for the library's sweep module
 * (cgt/sweep.h, docs/cluster.md).  Without MPI (a build without it, or a run not
 * launched by mpirun) there is one rank, 0, and no message is ever sent. */
#ifndef CGT_CLI_MPI_H
#define CGT_CLI_MPI_H

#include "cgt/sweep.h"

/* Joins the MPI job when launched by mpirun (MPI_Init); otherwise nothing. */
void cli_mpi_init(int *argc, char ***argv);
/* Leaves it (MPI_Finalize) if joined. */
void cli_mpi_finalize(void);
int cli_mpi_rank(void);
/* The job's messages for sweep_run(); NULL when there is one rank. */
const sweep_comm *cli_mpi_comm(void);

#endif
