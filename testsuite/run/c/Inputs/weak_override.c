// A strong definition that overrides the weak one of fn_attributes.c at link time.
int weak_value(void) { return 9; }
