//! The XIR pass manager: an ordered list of [`Pass`]es run between lowering and code
//! generation, with LLVM-style controls (`-passes=`, `-disable-pass=`, `-print-after=`,
//! `-print-after-all`, `-stats`) exposed by the driver.
//!
//! Optimisation levels: `-O0` runs no pass (the naive lowering is the baseline), `-O1` and
//! above run every registered pass in registry order. `-passes=a,b` replaces that pipeline
//! with exactly the named passes (at any level); `-disable-pass=x` removes `x` from whichever
//! pipeline is chosen.
//!
//! Each pass lives in its own file and is listed in [`registry`].

use std::fmt::Write as _;

pub mod loop_localize;
pub mod reflect_hoist; // issue 5
                       // issue 6
pub mod get_fusion;
pub mod nonblocking_put;
pub mod stream_prefetch;

use crate::xir::Module;

/// One named statistic a pass reports: how many times `what` happened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stat {
    /// What was counted, e.g. "Number of loops localized".
    pub what: &'static str,
    pub count: u64,
}

/// An XIR-to-XIR transformation.
pub trait Pass {
    /// The command-line name (`loop-localize`).
    fn name(&self) -> &'static str;
    /// A one-line description (shown by `-print-passes`-like listings).
    fn description(&self) -> &'static str;
    /// Transforms the module in place; returns its statistics (counts may be zero).
    fn run(&mut self, m: &mut Module) -> Vec<Stat>;
}

/// Every pass, in default pipeline order.
pub fn registry() -> Vec<Box<dyn Pass>> {
    vec![
        Box::new(loop_localize::LoopLocalize),
        // issue 5
        Box::new(reflect_hoist::ReflectHoist),
        // issue 6
        Box::new(get_fusion::GetFusion),
        Box::new(nonblocking_put::NonblockingPut),
        Box::new(stream_prefetch::StreamPrefetch),
    ]
}

/// The pass controls of the driver.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PassOptions {
    /// `-passes=a,b`: run exactly these, in this order (`Some(vec![])` runs none).
    pub passes: Option<Vec<String>>,
    /// `-disable-pass=x` (repeatable).
    pub disabled: Vec<String>,
    /// `-print-after=x` (repeatable): print the module after each run of `x`.
    pub print_after: Vec<String>,
    /// `-print-after-all`.
    pub print_after_all: bool,
    /// `-stats`: report statistics after the pipeline.
    pub stats: bool,
}

/// What running a pipeline produced besides the transformed module.
#[derive(Clone, Debug, Default)]
pub struct PipelineResult {
    /// Names of the passes that ran, in order.
    pub ran: Vec<&'static str>,
    /// The `-print-after` dumps, concatenated.
    pub printed: String,
    /// LLVM `-stats` style lines (`   3 loop-localize - Number of loops localized`), one per
    /// non-zero statistic, with a header, when `-stats` is given; else empty.
    pub stats: String,
}

/// Checks that every name in the options is a registered pass.
pub fn check_names(opts: &PassOptions) -> Result<(), String> {
    let known: Vec<&'static str> = registry().iter().map(|p| p.name()).collect();
    let all = opts
        .passes
        .iter()
        .flatten()
        .chain(&opts.disabled)
        .chain(&opts.print_after);
    for n in all {
        if !known.contains(&n.as_str()) {
            let list = if known.is_empty() {
                "none is registered yet".to_string()
            } else {
                format!("known passes: {}", known.join(", "))
            };
            return Err(format!("unknown pass name '{n}' ({list})"));
        }
    }
    Ok(())
}

/// The passes to run for an optimisation level and the options, in order.
pub fn pipeline(opt_level: u8, opts: &PassOptions) -> Result<Vec<Box<dyn Pass>>, String> {
    check_names(opts)?;
    let mut chosen: Vec<Box<dyn Pass>> = match &opts.passes {
        Some(names) => {
            let mut v = vec![];
            for n in names {
                // A fresh instance per occurrence: a pass may be listed twice.
                if let Some(p) = registry().into_iter().find(|p| p.name() == n) {
                    v.push(p);
                }
            }
            v
        }
        None if opt_level == 0 => vec![],
        None => registry(),
    };
    chosen.retain(|p| !opts.disabled.iter().any(|d| d == p.name()));
    Ok(chosen)
}

/// Runs `passes` over `m` in order, honouring the print and statistics options.
pub fn run_pipeline(
    m: &mut Module,
    passes: &mut [Box<dyn Pass>],
    opts: &PassOptions,
) -> PipelineResult {
    let mut r = PipelineResult::default();
    // Statistics summed per (pass, what), in first-seen order.
    let mut totals: Vec<(&'static str, &'static str, u64)> = vec![];
    for p in passes.iter_mut() {
        let stats = p.run(m);
        let name = p.name();
        r.ran.push(name);
        for s in stats {
            match totals
                .iter_mut()
                .find(|(n, w, _)| *n == name && *w == s.what)
            {
                Some(t) => t.2 += s.count,
                None => totals.push((name, s.what, s.count)),
            }
        }
        if opts.print_after_all || opts.print_after.iter().any(|n| n == name) {
            let _ = writeln!(r.printed, "; *** XIR dump after {name} ***");
            r.printed.push_str(&crate::print::print_module(m));
        }
    }
    if opts.stats {
        let shown: Vec<_> = totals.iter().filter(|t| t.2 > 0).collect();
        if !shown.is_empty() {
            r.stats.push_str(
                "===-------------------------------------------------------------------------===\n",
            );
            r.stats
                .push_str("                          ... Statistics Collected ...\n");
            r.stats.push_str("===-------------------------------------------------------------------------===\n\n");
            for (name, what, count) in shown {
                let _ = writeln!(r.stats, "{count:>4} {name} - {what}");
            }
        }
    }
    r
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A test pass that counts functions and renames nothing.
    struct CountFns;
    impl Pass for CountFns {
        fn name(&self) -> &'static str {
            "count-fns"
        }
        fn description(&self) -> &'static str {
            "Counts functions"
        }
        fn run(&mut self, m: &mut Module) -> Vec<Stat> {
            vec![Stat {
                what: "Number of functions",
                count: m.functions.len() as u64,
            }]
        }
    }

    #[test]
    fn o0_runs_nothing_and_unknown_names_fail() {
        let o = PassOptions::default();
        assert!(pipeline(0, &o).unwrap().is_empty());
        let bad = PassOptions {
            passes: Some(vec!["nope".into()]),
            ..Default::default()
        };
        let e = pipeline(2, &bad).err().unwrap_or_default();
        assert!(e.contains("unknown pass name 'nope'"), "{e}");
        let bad = PassOptions {
            disabled: vec!["nope".into()],
            ..Default::default()
        };
        assert!(pipeline(2, &bad).is_err());
    }

    #[test]
    fn stats_and_printing() {
        let mut m = Module::default();
        let mut passes: Vec<Box<dyn Pass>> = vec![Box::new(CountFns), Box::new(CountFns)];
        let o = PassOptions {
            stats: true,
            print_after_all: true,
            ..Default::default()
        };
        // No functions: the statistic is zero and not shown.
        let r = run_pipeline(&mut m, &mut passes, &o);
        assert_eq!(r.ran, vec!["count-fns", "count-fns"]);
        assert_eq!(
            r.printed
                .matches("; *** XIR dump after count-fns ***")
                .count(),
            2
        );
        assert!(r.stats.is_empty());
    }
}
