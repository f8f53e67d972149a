use super::ast::*;
use crate::lexer::Lexer;
use crate::token::Tok;

/// Parses the tokens of `#pragma omp <text>`.
fn parse(text: &str) -> Result<Directive, crate::diag::Diagnostic> {
    let src = format!("#pragma omp {text}\n");
    let mut lx = Lexer::new(&src, "t.c", false);
    let (tok, span) = loop {
        match lx.next_token() {
            Ok(Some((t @ Tok::Pragma { .. }, s))) => break (t, s),
            Ok(Some(_)) => continue,
            other => panic!("no pragma token: {other:?}"),
        }
    };
    let Tok::Pragma { tokens, .. } = tok else {
        unreachable!("matched a pragma token above")
    };
    super::parse_directive(&tokens, span)
}

#[test]
fn directives_and_clauses() {
    let d = parse("parallel for reduction(+:s) num_threads(2) schedule(dynamic, 4)").unwrap();
    assert_eq!(d.kind, DirKind::ParallelFor);
    assert_eq!(d.clauses.len(), 3);
    assert!(
        matches!(d.clauses[0].kind, ClauseKind::Reduction(RedOp::Add, ref v) if v[0].name == "s")
    );
    assert!(matches!(
        d.clauses[2].kind,
        ClauseKind::Schedule(ScheduleKind::Dynamic, Some(_))
    ));
    let d = parse("critical(lock1)").unwrap();
    assert!(matches!(d.kind, DirKind::Critical(Some(ref n)) if n.name == "lock1"));
    let d = parse("atomic capture").unwrap();
    assert_eq!(d.kind, DirKind::Atomic(AtomicKind::Capture));
    assert_eq!(parse("target teams").unwrap().kind, DirKind::NotSupported);
}

#[test]
fn malformed_clauses() {
    let msg = |t: &str| parse(t).err().map(|d| d.message).unwrap_or_default();
    assert_eq!(
        msg("parallel nowait"),
        "unexpected OpenMP clause 'nowait' in directive '#pragma omp parallel'"
    );
    assert!(msg("parallel reduction(foo:s)").starts_with("incorrect reduction identifier"));
    assert_eq!(msg("parallel num_threads("), "expected expression");
    assert_eq!(msg("bogus"), "expected an OpenMP directive");
    assert!(msg("for schedule(weird)").starts_with("expected 'static'"));
    let d = parse("parallel shared(s) foo").unwrap();
    assert_eq!(d.warnings.len(), 1);
}

#[test]
fn depend_sections_and_schedule_modifiers() {
    let d = parse("task depend(in: a[1:n], b[:], c[i ? 1 : 2], *p) priority(2)").unwrap();
    assert_eq!(d.kind, DirKind::Task);
    let ClauseKind::Depend(DependKind::In, items) = &d.clauses[0].kind else {
        panic!("expected a depend clause: {:?}", d.clauses[0].kind)
    };
    assert_eq!(items.len(), 4);
    assert!(matches!(items[0].section, Some((Some(_), Some(_)))));
    assert!(matches!(items[1].section, Some((None, None))));
    // The colon of a conditional is not a section's.
    assert!(items[2].section.is_none());
    assert!(items[3].section.is_none());
    assert!(matches!(d.clauses[1].kind, ClauseKind::Priority(_)));
    let d = parse("for schedule(monotonic: dynamic, 2)").unwrap();
    assert!(matches!(
        d.clauses[0].kind,
        ClauseKind::Schedule(ScheduleKind::Dynamic, Some(_))
    ));
    assert!(matches!(
        d.clauses[1].kind,
        ClauseKind::ScheduleModifier(ScheduleModifier::Monotonic)
    ));
    assert!(parse("parallel proc_bind(bogus)").is_err());
}
