#warning from the preprocessor
int main(void) { return 0; }
