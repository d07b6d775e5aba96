extern void __cxa_finalize(void *);
__attribute__((visibility("hidden"))) void *__dso_handle = &__dso_handle;
__attribute__((visibility("hidden"), destructor)) void __on_dlclose(void) {
  __cxa_finalize(&__dso_handle);
}
__asm__(".pushsection .note.android.ident,\"a\",%note\n.balign 4\n"
        ".long 8\n.long 4\n.long 1\n.ascii \"Android\\0\"\n.long " API_STR "\n.popsection\n");
