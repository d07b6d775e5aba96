/* FOR THE WINE TEST ONLY, never shipped: Rust's std on Windows imports ProcessPrng from
 * bcryptprimitives.dll (Windows 10 and later have it); Wine 8 lacks that DLL, so the exe would
 * stop at load. This stand-in fills the buffer through RtlGenRandom (advapi32's
 * SystemFunction036), as Windows' own ProcessPrng fills it from the system's generator. */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length) {
    while (length > 0) {
        ULONG chunk = length > 0x10000000 ? 0x10000000 : (ULONG)length;
        if (!SystemFunction036(data, chunk)) {
            return FALSE;
        }
        data += chunk;
        length -= chunk;
    }
    return TRUE;
}
