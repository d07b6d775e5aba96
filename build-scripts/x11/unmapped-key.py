#!/usr/bin/env python3
"""Presses and releases a key that the keyboard map leaves without any symbol, through the
XTest extension (as a real keyboard would send it: not a synthetic XSendEvent), on $DISPLAY.
Prints the keycode. The game must take it as input (build-scripts/e2e-desktop.sh).
Only libX11 and libXtst are needed (ctypes), no Python package."""
import ctypes
import ctypes.util
import sys

x11 = ctypes.CDLL(ctypes.util.find_library("X11") or "libX11.so.6")
xtst = ctypes.CDLL(ctypes.util.find_library("Xtst") or "libXtst.so.6")
x11.XOpenDisplay.restype = ctypes.c_void_p
x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
x11.XDisplayKeycodes.argtypes = [ctypes.c_void_p, ctypes.POINTER(ctypes.c_int), ctypes.POINTER(ctypes.c_int)]
x11.XGetKeyboardMapping.restype = ctypes.POINTER(ctypes.c_ulong)
x11.XGetKeyboardMapping.argtypes = [ctypes.c_void_p, ctypes.c_ubyte, ctypes.c_int, ctypes.POINTER(ctypes.c_int)]
x11.XFlush.argtypes = [ctypes.c_void_p]
x11.XCloseDisplay.argtypes = [ctypes.c_void_p]
xtst.XTestFakeKeyEvent.argtypes = [ctypes.c_void_p, ctypes.c_uint, ctypes.c_int, ctypes.c_ulong]

display = x11.XOpenDisplay(None)
if not display:
    sys.exit("unmapped-key: cannot open the display")
low, high = ctypes.c_int(), ctypes.c_int()
x11.XDisplayKeycodes(display, ctypes.byref(low), ctypes.byref(high))
count = high.value - low.value + 1
per = ctypes.c_int()
symbols = x11.XGetKeyboardMapping(display, low.value, count, ctypes.byref(per))
free = [low.value + row for row in range(count)
        if all(symbols[row * per.value + i] == 0 for i in range(per.value))]
if not free:
    sys.exit("unmapped-key: every keycode has a symbol")
keycode = free[-1]
xtst.XTestFakeKeyEvent(display, keycode, 1, 0)
xtst.XTestFakeKeyEvent(display, keycode, 0, 0)
x11.XFlush(display)
x11.XCloseDisplay(display)
print(keycode)
