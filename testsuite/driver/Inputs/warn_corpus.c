// Known warnings for warnings.test: each line's tag and severity are compared with clang-22's.
#pragma foo bar
int no_return(int x) {
  if (x)
    return 1;
}
int unused_value(int a, int b) {
  a == b;
  a, b;
  return a;
}
int main(void) { return unused_value(1, 2) - 1 + no_return(0) * 0; }
