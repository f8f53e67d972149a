#!/bin/sh
# A symbolizer that never answers: the crash report must not wait for it.
exec sleep 30
