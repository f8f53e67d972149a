/* Declares the coarray of extern.c without codimensions: must not link. */
extern int shared_v[8];
int peek(void) { return shared_v[0]; }
