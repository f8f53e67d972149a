/* Put into a static library by driver/link_library.test. */
int lib_triple(int x) { return 3 * x; }
