/* commands.h - the list of cgt subcommands, in the order `cgt help` shows them.
 * To add a command: write cli/<name>.c defining `const cli_command
 * cli_cmd_<name>` and add X(<name>) here. */
#ifndef CGT_CLI_COMMANDS_H
#define CGT_CLI_COMMANDS_H

#define CLI_COMMANDS(X)                                                                            \
    X(eval)                                                                                        \
    X(repl)                                                                                        \
    X(census)                                                                                      \
    X(thermograph)                                                                                 \
    X(maze)                                                                                        \
    X(octal)                                                                                       \
    X(cram)                                                                                        \
    X(nimsearch)                                                                                   \
    X(misere)                                                                                      \
    X(scoring)                                                                                     \
    X(go)                                                                                          \
    X(mazegame)                                                                                    \
    X(cricket)                                                                                     \
    X(analyze)                                                                                     \
    X(tree)                                                                                        \
    X(table)                                                                                       \
    X(play)                                                                                        \
    X(run)                                                                                         \
    X(help)

#endif
