// An extension that -pedantic reports and -pedantic-errors makes an error (clang's preprocessor).
int f(int n, ...);
#define CALL(...) f(1, ##__VA_ARGS__)
int main(void) { return CALL() - 1; }
