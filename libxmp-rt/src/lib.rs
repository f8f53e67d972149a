//! libxmp-rt: the XcalableMP runtime linked into every program xmp-clang builds.
