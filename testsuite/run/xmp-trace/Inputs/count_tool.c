/* A tool for the XMPT-style interface (xmpt.h): counts the begin and end callbacks of every
 * construct kind on each node, checks that ends match begins in nesting order (same kind, the
 * tool data word set at the begin comes back at the end), that directives carry their
 * "file.c:LINE", and what the descriptors say (peer, bytes, async id), then prints one line per
 * node from xmpt_finalize. Built with -DLINKED it registers itself with xmpt_register_tool
 * from a constructor instead of being loaded through XMP_TOOL_LIBRARIES. */
#include <stdio.h>
#include <string.h>
#include <xmpt.h>

static const char *names[XMPT_EVENT_COUNT] = {
    "loop", "reflect", "reflect_do", "reduce_shadow", "gmove", "bcast", "reduction",
    "barrier", "coarray_put", "coarray_get", "sync_all", "sync_images", "sync_memory", "post",
    "wait", "lock", "unlock", "wait_async", "task"};
static int begins[XMPT_EVENT_COUNT], ends[XMPT_EVENT_COUNT];
static int stack[64], depth, errors, num_nodes;
static unsigned long long seq;
static size_t reflect_bytes, put_bytes;
static int put_peer = -2, wait_async_id = -2;

static void error(const char *what, const xmpt_construct_t *c) {
  if (errors++ < 5)
    printf("node %d: ORDER ERROR %s (%s at %s)\n", c->node, what, names[c->event],
           c->loc ? c->loc : "?");
}

static void on_begin(const xmpt_construct_t *c, xmpt_tool_data_t *data) {
  begins[c->event]++;
  if (depth < 64) stack[depth] = c->event;
  depth++;
  data->value = ++seq * 100 + c->event;
  /* Library procedures (xmp_sync_all, xmp_barrier, ...) have no location; every directive
     has one. */
  int library = c->event == xmpt_event_sync_all || c->event == xmpt_event_sync_images ||
                c->event == xmpt_event_sync_memory || c->event == xmpt_event_barrier;
  if (!library && (!c->loc || !strstr(c->loc, ".c:"))) error("no file.c:LINE", c);
  if (c->node < 0 || c->node >= num_nodes) error("bad node", c);
}

static void on_end(const xmpt_construct_t *c, xmpt_tool_data_t *data) {
  ends[c->event]++;
  depth--;
  if (depth < 0 || (depth < 64 && stack[depth] != (int)c->event)) error("end without begin", c);
  if (data->value % 100 != (unsigned long long)c->event) error("tool data lost", c);
  if (c->event == xmpt_event_reflect || c->event == xmpt_event_reflect_do)
    reflect_bytes += c->bytes;
  if (c->event == xmpt_event_coarray_put) {
    put_bytes += c->bytes;
    put_peer = c->peer;
  }
  if (c->event == xmpt_event_wait_async) wait_async_id = c->async_id;
}

static int init(const xmpt_init_info_t *info) {
  num_nodes = info->num_nodes;
  if (info->version != XMPT_VERSION) return 0;
  for (int e = 0; e < XMPT_EVENT_COUNT; e++)
    if (info->set_callback((xmpt_event_t)e, on_begin, on_end) != 0) return 0;
  if (info->set_callback(XMPT_EVENT_COUNT, on_begin, on_end) != -1) return 0;
  return 1;
}

static void fini(int node) {
  // Both lines in one write: under mpiexec the ranks' outputs interleave at write boundaries.
  char buf[4096];
  size_t n = (size_t)snprintf(buf, sizeof buf, "node %d:", node);
  for (int e = 0; e < XMPT_EVENT_COUNT && n < sizeof buf; e++) {
    n += (size_t)snprintf(buf + n, sizeof buf - n, " %s=%d", names[e], begins[e]);
    if (begins[e] != ends[e] && n < sizeof buf)
      n += (size_t)snprintf(buf + n, sizeof buf - n, "(ends %d)", ends[e]);
  }
  if (n < sizeof buf)
    snprintf(buf + n, sizeof buf - n,
             "\nnode %d: reflect_bytes=%zu put_bytes=%zu put_peer=%d wait_async_id=%d depth=%d %s\n",
             node, reflect_bytes, put_bytes, put_peer, wait_async_id, depth,
             errors ? "ORDER ERRORS" : "order ok");
  fflush(stdout);
  fputs(buf, stdout);
  fflush(stdout);
}

#ifdef LINKED
__attribute__((constructor)) static void reg(void) { xmpt_register_tool(init, fini); }
#else
int xmpt_initialize(const xmpt_init_info_t *info) { return init(info); }
void xmpt_finalize(int node) { fini(node); }
#endif
