#define VALUE 7
