#include "config.h"
#include <stdio.h>
int main(void) { printf("%d\n", VALUE); return 0; }
