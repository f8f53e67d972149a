// A main unit without XMP (no directive, no xmp.h): its main does not start the runtime, so
// linking it with a unit that has file-scope templates or global arrays must fail.
void lib_fill(void);
int main(void) {
  lib_fill();
  return 0;
}
