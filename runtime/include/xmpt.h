/* xmpt.h: the tool interface of libxmp-rt (in the style of the XMPT interface of the
 * XcalableMP specification).
 *
 * A tool is told when each XMP construct of a node begins and ends, with the construct's
 * descriptors. It is either
 *   - a shared library named in XMP_TOOL_LIBRARIES (paths separated by ':'), opened by every
 *     node at start-up, before main; the runtime calls its `xmpt_initialize` (the first library
 *     whose xmpt_initialize returns nonzero is the tool; the others are closed again), or
 *   - linked into the program: it calls `xmpt_register_tool(init, fini)` (from a constructor,
 *     before main) or `xmpt_set_callback` directly (any time).
 * `xmpt_initialize` receives the function that registers callbacks, so a tool library needs
 * no symbol of the program (programs do not export the runtime's symbols).
 *
 * Callbacks run on the node's own thread, outside the runtime's lock: they may call the
 * inquiry procedures of xmp.h (xmp_node_num, xmp_nodes_ndims(c->nodes, ..), ...) but no
 * construct (no barrier, put, ...). `xmpt_initialize` and the finalize function run while
 * the runtime starts and ends: there only the arguments may be used.
 *
 * When no tool is registered (and neither XMP_TRACE nor XMP_STATS=1 is set), each construct
 * costs one test of a flag. */
#ifndef XMPT_H
#define XMPT_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define XMPT_VERSION 1

/* The construct kinds. Each has a begin and an end callback. */
typedef enum xmpt_event {
  xmpt_event_loop = 0,       /* a `loop` directive's execution (templ, loc) */
  xmpt_event_reflect,        /* reflect (array; bytes at the end) */
  xmpt_event_reflect_do,     /* reflect_do of a reflect_init handle (bytes at the end) */
  xmpt_event_reduce_shadow,  /* reduce_shadow (array; bytes at the end) */
  xmpt_event_gmove,          /* gmove (array: the global side, the destination if both; bytes
                                at the end) */
  xmpt_event_bcast,          /* bcast (nodes: the on set, NULL = executing; peer: the root;
                                bytes) */
  xmpt_event_reduction,      /* reduction (nodes, bytes, op, dtype) */
  xmpt_event_barrier,        /* barrier (nodes) */
  xmpt_event_coarray_put,    /* coindexed store, also a section assignment to another image
                                (peer, bytes) */
  xmpt_event_coarray_get,    /* coindexed load, also a section assignment from another image
                                (peer, bytes) */
  xmpt_event_sync_all,       /* xmp_sync_all */
  xmpt_event_sync_images,    /* xmp_sync_image(s) (peer when one image) */
  xmpt_event_sync_memory,    /* xmp_sync_memory */
  xmpt_event_post,           /* post (peer: the node posted to) */
  xmpt_event_wait,           /* wait (peer: the node waited for, -1 any) */
  xmpt_event_lock,           /* lock (peer: the image holding the lock) */
  xmpt_event_unlock,         /* unlock (peer) */
  xmpt_event_wait_async,     /* wait_async (async_id: the first id) */
  xmpt_event_task,           /* task on a node set this node belongs to, begin to end (nodes) */
  XMPT_EVENT_COUNT
} xmpt_event_t;

/* What a callback receives. Pointers are valid during the callback only. */
typedef struct xmpt_construct {
  xmpt_event_t event;
  int node;             /* this node: 0-based rank in the entire node set */
  const char *loc;      /* "file.c:LINE" of the directive, or NULL (library calls) */
  void *nodes;          /* node-set descriptor (xmp_desc_t) or NULL */
  void *templ;          /* template descriptor or NULL */
  void *array;          /* global-array descriptor or NULL */
  size_t bytes;         /* bytes this node moves (reflect, reflect_do, reduce_shadow, gmove:
                           known at the end, 0 at the begin) */
  int peer;             /* the other node (entire-set rank) or -1 */
  int async_id;         /* the async id, -1 when the construct is synchronous */
  int op;               /* reduction operator (runtime code), -1 otherwise */
  int dtype;            /* reduction element type (runtime code), -1 otherwise */
} xmpt_construct_t;

/* One word the tool may use between the begin and the end callback of one construct. */
typedef union xmpt_tool_data {
  uint64_t value;
  void *ptr;
} xmpt_tool_data_t;

typedef void (*xmpt_callback_t)(const xmpt_construct_t *c, xmpt_tool_data_t *data);

/* Registers the begin and end callbacks of `event` (either may be NULL; a later call replaces
 * them). Returns 0, or -1 for an unknown event. */
int xmpt_set_callback(xmpt_event_t event, xmpt_callback_t begin, xmpt_callback_t end);
typedef int (*xmpt_set_callback_t)(xmpt_event_t, xmpt_callback_t, xmpt_callback_t);

/* What xmpt_initialize receives. */
typedef struct xmpt_init_info {
  int version;                    /* XMPT_VERSION */
  int node;                       /* this node (0-based) */
  int num_nodes;                  /* nodes of the job */
  xmpt_set_callback_t set_callback;
} xmpt_init_info_t;

/* Defined by a tool library: registers its callbacks; nonzero keeps the tool. */
int xmpt_initialize(const xmpt_init_info_t *info);
/* Optionally defined by a tool library: called once when the node ends normally. */
void xmpt_finalize(int node);

/* For a tool linked into the program: `init` is called at start-up as xmpt_initialize would be,
 * `fini` (may be NULL) at the end. Returns 0. */
int xmpt_register_tool(int (*init)(const xmpt_init_info_t *), void (*fini)(int));

#ifdef __cplusplus
}
#endif

#endif
