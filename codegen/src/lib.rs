//! XIR to LLVM IR (inkwell, LLVM 22), LLVM's new-pass-manager pipelines, and object emission.
