/* svg.c - draws a thermograph as an SVG document (placeholder, replaced below). */
#include "thermo/thermo_internal.h"

char *thermo_graph_svg(const thermograph_t th, const char *title) {
    (void)th;
    (void)title;
    return cgt_strdup("<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n");
}
