// Differential test: a small program: a bytecode stack machine with a switch dispatch loop, tagged-union values, a function-pointer table of builtins, and a recursive compiler for arithmetic expressions
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

enum op { PUSH, ADD, SUB, MUL, DIV, DUP, SWAP, JZ, JMP, CALL, PRINT, HALT };
enum tag { T_INT, T_REAL };
struct value { enum tag tag; union { long i; double r; } u; };
struct insn { enum op op; long arg; };

static struct value stack[256];
static int sp;

static void push_int(long v) { stack[sp].tag = T_INT; stack[sp++].u.i = v; }
static struct value pop(void) { return stack[--sp]; }
static double as_real(struct value v) { return v.tag == T_INT ? (double)v.u.i : v.u.r; }

static void b_sqrt_floor(void) { struct value v = pop(); long r = 0; while ((r + 1) * (r + 1) <= v.u.i) r++; push_int(r); }
static void b_half(void) { struct value v = pop(); stack[sp].tag = T_REAL; stack[sp++].u.r = as_real(v) / 2; }
static void (*const builtins[])(void) = {b_sqrt_floor, b_half};

static long run(const struct insn *code) {
  long steps = 0;
  for (int pc = 0;; pc++, steps++) {
    const struct insn *in = &code[pc];
    switch (in->op) {
    case PUSH: push_int(in->arg); break;
    case ADD: case SUB: case MUL: case DIV: {
      struct value b = pop(), a = pop();
      if (a.tag == T_INT && b.tag == T_INT) {
        long r = in->op == ADD ? a.u.i + b.u.i : in->op == SUB ? a.u.i - b.u.i
               : in->op == MUL ? a.u.i * b.u.i : a.u.i / b.u.i;
        push_int(r);
      } else {
        double x = as_real(a), y = as_real(b);
        stack[sp].tag = T_REAL;
        stack[sp++].u.r = in->op == ADD ? x + y : in->op == SUB ? x - y : in->op == MUL ? x * y : x / y;
      }
      break;
    }
    case DUP: stack[sp] = stack[sp - 1]; sp++; break;
    case SWAP: { struct value t = stack[sp - 1]; stack[sp - 1] = stack[sp - 2]; stack[sp - 2] = t; break; }
    case JZ: if (pop().u.i == 0) pc = (int)in->arg - 1; break;
    case JMP: pc = (int)in->arg - 1; break;
    case CALL: builtins[in->arg](); break;
    case PRINT: {
      struct value v = pop();
      if (v.tag == T_INT) printf("int %ld\n", v.u.i); else printf("real %.4f\n", v.u.r);
      break;
    }
    case HALT: return steps;
    }
  }
}

/* expr -> bytecode: term {('+'|'-') term}; term: factor {('*'|'/') factor}; factor: num | (expr) */
static const char *src;
static struct insn prog[256];
static int np;
static void emit(enum op op, long arg) { prog[np].op = op; prog[np++].arg = arg; }
static void expr(void);
static void factor(void) {
  if (*src == '(') { src++; expr(); src++; return; }
  emit(PUSH, strtol(src, (char **)&src, 10));
}
static void term(void) {
  factor();
  while (*src == '*' || *src == '/') { char c = *src++; factor(); emit(c == '*' ? MUL : DIV, 0); }
}
static void expr(void) {
  term();
  while (*src == '+' || *src == '-') { char c = *src++; term(); emit(c == '+' ? ADD : SUB, 0); }
}

int main(void) {
  /* countdown loop: n = 10; while (n) { print n*n; n = n - 3 ... } using JZ/JMP */
  struct insn loop[] = {
      {PUSH, 10},                           /* 0: n */
      {DUP, 0}, {JZ, 12},                   /* 1-2: if n == 0 goto end */
      {DUP, 0}, {DUP, 0}, {MUL, 0}, {PRINT, 0},
      {PUSH, 2}, {SUB, 0},                  /* n -= 2 */
      {JMP, 1}, {HALT, 0}, {HALT, 0},
      {PUSH, 1000}, {CALL, 0}, {PRINT, 0},  /* 12: isqrt(1000) */
      {PUSH, 7}, {CALL, 1}, {PUSH, 3}, {MUL, 0}, {PRINT, 0},
      {HALT, 0}};
  long steps = run(loop);
  printf("steps=%ld sp=%d\n", steps, sp);
  sp = 0;
  src = "2*(3+4)*(10-6)/2-(8/(1+1))";
  expr();
  emit(PRINT, 0);
  emit(HALT, 0);
  printf("compiled %d insns\n", np);
  run(prog);
  return (int)steps;
}
