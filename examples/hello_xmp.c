/* The set-up example for XMP: four nodes, a task on half of them, and a reduction.
 * Build and run:  xmp-clang -O2 examples/hello_xmp.c -o hello_xmp && xmprun -n 4 ./hello_xmp */
#include <stdio.h>
#include <xmp.h>

#pragma xmp nodes p[4]
#pragma xmp nodes half[2] = p[0:2]

int main(void) {
    int me = xmpc_node_num();
    long sum = me + 1;
#pragma xmp reduction(+:sum)
    int in_task = 0;
#pragma xmp task on half
    {
        in_task = xmp_num_nodes();
    }
#pragma xmp reduction(max:in_task)
    if (me == 0)
        printf("hello from %d XMP nodes: sum of node numbers %ld, task ran on %d nodes\n",
               xmp_num_nodes(), sum, in_task);
    return 0;
}
