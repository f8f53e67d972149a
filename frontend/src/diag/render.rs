//! Rendering of diagnostics (placeholder until the front end lands).
