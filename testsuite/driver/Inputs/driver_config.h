/* Found through -I in driver tests. */
#define CONFIG_VALUE 17
