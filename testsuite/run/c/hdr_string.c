// Differential test: string.h: strlen strcpy strncpy strcat strncat strcmp strncmp strchr strrchr strstr strspn strcspn strtok memcpy memmove memset memcmp memchr strdup
// Built by clang-22 and by xmp-clang; stdout and exit status must match.
// RUN: %clang -O2 -w %s -o %t.ref -lm
// RUN: sh -c '%t.ref; echo "exit=$?"' > %t.expected
// RUN: %xmpcc -O2 %s -o %t -lm
// RUN: sh -c '%t; echo "exit=$?"' > %t.out
// RUN: diff %t.expected %t.out
// RUN: %xmpcc -O0 %s -o %t.O0 -lm
// RUN: sh -c '%t.O0; echo "exit=$?"' > %t.O0.out
// RUN: diff %t.expected %t.O0.out

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
  char buf[64];
  strcpy(buf, "hello");
  strcat(buf, ", ");
  strncat(buf, "world!!!", 5);
  printf("%s len=%zu\n", buf, strlen(buf));
  char small[8];
  strncpy(small, "abcdefghij", sizeof small - 1);
  small[sizeof small - 1] = 0;
  printf("strncpy=%s\n", small);
  printf("cmp: %d %d %d %d\n", strcmp("abc", "abd") < 0, strcmp("b", "a") > 0, strcmp("x", "x"),
         strncmp("prefix-one", "prefix-two", 7));
  const char *s = "the cat sat on the mat";
  printf("strchr=%s strrchr=%s strstr=%s\n", strchr(s, 'c'), strrchr(s, 't'), strstr(s, "on"));
  printf("strspn=%zu strcspn=%zu\n", strspn("aaabbc", "ab"), strcspn("hello world", " "));
  char tok[] = "a,b;;c,,d";
  int count = 0;
  for (char *t = strtok(tok, ",;"); t; t = strtok(NULL, ",;")) {
    printf("tok[%d]=%s ", count++, t);
  }
  printf("\n");
  int src[5] = {1, 2, 3, 4, 5}, dst[5];
  memcpy(dst, src, sizeof src);
  memmove(dst + 1, dst, 4 * sizeof(int));       /* overlapping */
  printf("memmove: %d %d %d %d %d\n", dst[0], dst[1], dst[2], dst[3], dst[4]);
  memset(buf, 'z', 4);
  buf[4] = 0;
  printf("memset=%s\n", buf);
  printf("memcmp=%d memchr=%s\n", memcmp("abc", "abd", 2), (char *)memchr("findme", 'd', 6));
  char *dup = strdup("duplicate");
  dup[0] = 'D';
  printf("strdup=%s\n", dup);
  free(dup);
  printf("strerror nonempty=%d\n", strlen(strerror(2)) > 0);
  return count + dst[4];
}
