//! The runtime's own client of the tool interface ([`crate::xmpt`]): the job timeline of
//! `XMP_TRACE=out.json` and the times of `XMP_STATS=1`.
//!
//! Each node keeps its events in memory. At its end every node writes a part file
//! (`out.json.part.K`, complete once renamed into place); the node that then finds the parts of
//! every node merges them into `out.json` in the Chrome trace event format (Perfetto,
//! chrome://tracing): a process per node, a complete event (`ph: X`) per construct, and a flow
//! (`ph: s` / `ph: f`) from each put to the node it reaches. No node waits for another at the
//! end, so a job whose nodes leave through `exit` is merged too. Times count from a collective
//! every node passes at start-up when tracing (an all-reduce that also agrees on a job token
//! in the parts' headers, so that parts left by another run are not merged), so the nodes'
//! tracks line up without a shared clock.

use crate::xmpt::{Category, Construct, Event, EVENTS, EVENT_COUNT};
use std::collections::HashMap;
use std::fmt::Write as _;
use std::sync::Mutex;
use std::time::Instant;

/// Events kept per node before the rest are dropped (counted): `XMP_TRACE_MAX_EVENTS`.
const DEFAULT_MAX_EVENTS: usize = 4_000_000;

/// One finished construct.
struct Rec {
    ev: u8,
    loc: usize,
    ts: u64,
    dur: u64,
    bytes: u64,
    peer: i32,
    async_id: i32,
}

/// One put: at `ts` on this node, to `peer`.
struct Flow {
    peer: u32,
    ts: u64,
}

struct State {
    t0: Instant,
    /// The same on every node of the job (parts of other jobs are not merged).
    token: u64,
    /// The trace file (`XMP_TRACE`), None when only timing statistics are kept.
    out: Option<String>,
    events: Vec<Rec>,
    flows: Vec<Flow>,
    max_events: usize,
    dropped: u64,
    /// Per kind: count, nanoseconds.
    kinds: [(u64, u64); EVENT_COUNT],
    /// Per kind and location string address: count, nanoseconds, bytes.
    lines: HashMap<(u8, usize), (u64, u64, u64)>,
}

static STATE: Mutex<Option<State>> = Mutex::new(None);

/// The trace file named by the environment (`XMP_TRACE`), if any.
pub fn trace_path() -> Option<String> {
    std::env::var("XMP_TRACE").ok().filter(|s| !s.is_empty())
}

/// Start-up: true when the timing client is needed (tracing or statistics). When tracing,
/// `agree` is the entire set's all-reduce (max) of a value: every node's time 0 is the moment
/// it leaves that collective, and its result is the job's token.
pub fn startup(stats: bool, agree: impl FnOnce(u64) -> u64) -> bool {
    let out = trace_path();
    if out.is_none() && !stats {
        return false;
    }
    let mut token = 0;
    if out.is_some() {
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64);
        token = agree(nanos ^ ((std::process::id() as u64) << 40));
    }
    let max_events = std::env::var("XMP_TRACE_MAX_EVENTS")
        .ok()
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or(DEFAULT_MAX_EVENTS);
    if let Ok(mut g) = STATE.lock() {
        *g = Some(State {
            t0: Instant::now(),
            token,
            out,
            events: Vec::new(),
            flows: Vec::new(),
            max_events,
            dropped: 0,
            kinds: [(0, 0); EVENT_COUNT],
            lines: HashMap::new(),
        });
    }
    true
}

fn now(s: &State) -> u64 {
    s.t0.elapsed().as_nanos() as u64
}

/// Begin callback: the start time.
pub fn begin() -> u64 {
    match STATE.lock() {
        Ok(g) => g.as_ref().map_or(0, now),
        Err(_) => 0,
    }
}

/// End callback of a construct that began at `start`.
pub fn end(c: &Construct, start: u64) {
    let Ok(mut g) = STATE.lock() else { return };
    let Some(s) = g.as_mut() else { return };
    let dur = now(s).saturating_sub(start);
    let ev = c.event.clamp(0, EVENT_COUNT as i32 - 1) as usize;
    s.kinds[ev].0 += 1;
    s.kinds[ev].1 += dur;
    let l = s.lines.entry((ev as u8, c.loc as usize)).or_default();
    l.0 += 1;
    l.1 += dur;
    l.2 += c.bytes as u64;
    if s.out.is_some() {
        // A coindexed store or a post reaches its peer: a flow from the middle of the event
        // (transfers inside other constructs report their own through `flow`).
        let one_sided = ev == Event::CoarrayPut as usize || ev == Event::Post as usize;
        if one_sided && c.peer >= 0 && c.peer != c.node && s.flows.len() < s.max_events {
            s.flows.push(Flow {
                peer: c.peer as u32,
                ts: start + dur / 2,
            });
        }
        if s.events.len() < s.max_events {
            s.events.push(Rec {
                ev: ev as u8,
                loc: c.loc as usize,
                ts: start,
                dur,
                bytes: c.bytes as u64,
                peer: c.peer,
                async_id: c.async_id,
            });
        } else {
            s.dropped += 1;
        }
    }
}

/// A put to entire-set rank `peer`, now.
pub fn flow(peer: usize) {
    let Ok(mut g) = STATE.lock() else { return };
    let Some(s) = g.as_mut() else { return };
    if s.out.is_some() && s.flows.len() < s.max_events {
        let ts = now(s);
        s.flows.push(Flow {
            peer: peer as u32,
            ts,
        });
    }
}

/// The text of a location string address recorded by [`end`] (`?` for none).
fn loc_text(p: usize) -> String {
    if p == 0 {
        return "?".into();
    }
    // SAFETY: recorded from the `loc` of an entry point: a C string of the program's (static)
    // data, or null (handled above).
    let s = unsafe { std::ffi::CStr::from_ptr(p as *const libc::c_char) };
    s.to_string_lossy()
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect()
}

/// The `XMP_STATS=1` lines of timing: total time per construct kind, then the ten source
/// lines with the most time (each line of text starts with `xmp: node K: `).
pub fn stats_text(me: usize) -> String {
    let Ok(g) = STATE.lock() else {
        return String::new();
    };
    let Some(s) = g.as_ref() else {
        return String::new();
    };
    let mut out = format!("xmp: node {me}: time:");
    for (i, (_, name, _)) in EVENTS.iter().enumerate() {
        let (n, ns) = s.kinds[i];
        if n > 0 {
            let _ = write!(out, " {name}={n}/{:.6}s", ns as f64 * 1e-9);
        }
    }
    out.push('\n');
    // Several call sites may share a source line: merged by text.
    let mut lines: HashMap<(u8, String), (u64, u64, u64)> = HashMap::new();
    for (&(ev, loc), &(n, ns, b)) in &s.lines {
        let e = lines.entry((ev, loc_text(loc))).or_default();
        e.0 += n;
        e.1 += ns;
        e.2 += b;
    }
    let mut v: Vec<_> = lines.into_iter().collect();
    v.sort_by(|a, b| b.1 .1.cmp(&a.1 .1).then(a.0.cmp(&b.0)));
    for ((ev, loc), (n, ns, b)) in v.into_iter().take(10) {
        let name = EVENTS[ev as usize].1;
        let _ = writeln!(
            out,
            "xmp: node {me}: line {loc} {name}: count={n} time={:.6}s bytes={b}",
            ns as f64 * 1e-9
        );
    }
    out
}

fn part_path(out: &str, k: usize) -> String {
    format!("{out}.part.{k}")
}

/// End of a node (normal or not): writes its part; the node that finds every node's part of
/// this job in place (the last to finish) merges them into the trace file.
pub fn finish(me: usize, n: usize) {
    let (out, token) = {
        let Ok(mut g) = STATE.lock() else { return };
        let Some(s) = g.as_mut() else { return };
        let Some(out) = s.out.take() else { return };
        let part = part_path(&out, me);
        // Written aside and renamed, so that a part in place is complete.
        let tmp = format!("{part}.tmp");
        let r =
            std::fs::write(&tmp, part_text(s, me, n)).and_then(|_| std::fs::rename(&tmp, &part));
        if let Err(e) = r {
            warn(me, &format!("cannot write the trace part {part}: {e}"));
            return;
        }
        (out, s.token)
    };
    if !(0..n).all(|k| part_token(&part_path(&out, k)) == Some(token)) {
        return;
    }
    // Nodes finishing together may both see every part: the one that creates the job's merge
    // mark merges.
    let mark = format!("{out}.merge.{token:x}");
    let created = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&mark)
        .is_ok();
    if created {
        if let Err(e) = merge(&out, n) {
            warn(me, &format!("cannot write the trace {out}: {e}"));
        }
        let _ = std::fs::remove_file(&mark);
    }
}

/// The job token in the header of a part file, if it is there.
fn part_token(path: &str) -> Option<u64> {
    use std::io::BufRead;
    let f = std::fs::File::open(path).ok()?;
    let mut line = String::new();
    std::io::BufReader::new(f).read_line(&mut line).ok()?;
    let f: Vec<&str> = line.trim_end().split('\t').collect();
    (f.first() == Some(&"xmp-trace-part 1")).then_some(())?;
    f.get(5)?.parse().ok()
}

fn warn(me: usize, msg: &str) {
    let line = format!("xmp: node {me}: warning: {msg}\n");
    // SAFETY: one write(2) of a valid buffer.
    unsafe { libc::write(2, line.as_ptr() as *const libc::c_void, line.len()) };
}

/// A node's part: a header, then one line per event (`E`) and per put (`F`), tab-separated
/// with the location last.
fn part_text(s: &State, me: usize, n: usize) -> String {
    let mut t = String::with_capacity(64 * (s.events.len() + s.flows.len() + 2));
    let _ = writeln!(
        t,
        "xmp-trace-part 1\t{me}\t{n}\t{}\t{}\t{}",
        now(s),
        s.dropped,
        s.token
    );
    for e in &s.events {
        let _ = writeln!(
            t,
            "E\t{}\t{}\t{}\t{}\t{}\t{}\t{}",
            e.ev,
            e.ts,
            e.dur,
            e.bytes,
            e.peer,
            e.async_id,
            loc_text(e.loc)
        );
    }
    for f in &s.flows {
        let _ = writeln!(t, "F\t{}\t{}", f.peer, f.ts);
    }
    t
}

/// A parsed part.
#[derive(Default)]
struct Part {
    end: u64,
    dropped: u64,
    /// kind, ts, dur, bytes, peer, async id, location.
    events: Vec<(usize, u64, u64, u64, i64, i64, String)>,
    flows: Vec<(usize, u64)>,
}

fn parse_part(text: &str, k: usize) -> Result<Part, String> {
    let bad = |l: usize| format!("part {k}: malformed line {}", l + 1);
    let mut p = Part::default();
    for (i, line) in text.lines().enumerate() {
        let f: Vec<&str> = line.splitn(8, '\t').collect();
        let num = |j: usize| {
            f.get(j)
                .and_then(|v| v.parse::<u64>().ok())
                .ok_or_else(|| bad(i))
        };
        let int = |j: usize| {
            f.get(j)
                .and_then(|v| v.parse::<i64>().ok())
                .ok_or_else(|| bad(i))
        };
        match f.first().copied() {
            Some("xmp-trace-part 1") => {
                p.end = num(3)?;
                p.dropped = num(4)?;
            }
            Some("E") => p.events.push((
                num(1)? as usize,
                num(2)?,
                num(3)?,
                num(4)?,
                int(5)?,
                int(6)?,
                f.get(7).copied().unwrap_or("?").to_string(),
            )),
            Some("F") => p.flows.push((num(1)? as usize, num(2)?)),
            _ => return Err(bad(i)),
        }
    }
    Ok(p)
}

/// A JSON string literal.
fn json_str(s: &str) -> String {
    let mut o = String::with_capacity(s.len() + 2);
    o.push('"');
    for c in s.chars() {
        match c {
            '"' => o.push_str("\\\""),
            '\\' => o.push_str("\\\\"),
            c if (c as u32) < 0x20 => {
                let _ = write!(o, "\\u{:04x}", c as u32);
            }
            c => o.push(c),
        }
    }
    o.push('"');
    o
}

/// Nanoseconds as the format's microseconds.
fn us(ns: u64) -> String {
    format!("{}.{:03}", ns / 1000, ns % 1000)
}

/// Whether some event of `evs` (sorted by start) encloses `ts`.
fn encloses(evs: &[(u64, u64)], ts: u64) -> bool {
    let i = evs.partition_point(|&(s, _)| s <= ts);
    // Nesting is shallow (a task or a loop around constructs): a few steps back suffice.
    evs[..i].iter().rev().take(64).any(|&(s, d)| s + d >= ts)
}

/// Merges the parts of `n` nodes into the trace file `out` and removes them.
fn merge(out: &str, n: usize) -> Result<(), String> {
    let mut parts = Vec::with_capacity(n);
    for k in 0..n {
        let p = part_path(out, k);
        let text = std::fs::read_to_string(&p).map_err(|e| format!("{p}: {e}"))?;
        parts.push(parse_part(&text, k)?);
    }
    let spans: Vec<Vec<(u64, u64)>> = parts
        .iter()
        .map(|p| {
            let mut v: Vec<(u64, u64)> = p.events.iter().map(|e| (e.1, e.2)).collect();
            v.sort_unstable();
            v
        })
        .collect();
    let mut j = String::from("{\"traceEvents\":[\n");
    let mut first = true;
    let mut emit = |j: &mut String, ev: String| {
        if !first {
            j.push_str(",\n");
        }
        first = false;
        j.push_str(&ev);
    };
    for k in 0..n {
        emit(
            &mut j,
            format!("{{\"ph\":\"M\",\"name\":\"process_name\",\"pid\":{k},\"tid\":0,\"args\":{{\"name\":\"node {k}\"}}}}"),
        );
        emit(
            &mut j,
            format!("{{\"ph\":\"M\",\"name\":\"process_sort_index\",\"pid\":{k},\"tid\":0,\"args\":{{\"sort_index\":{k}}}}}"),
        );
    }
    for (k, p) in parts.iter().enumerate() {
        for (ev, ts, dur, bytes, peer, aid, loc) in &p.events {
            let (_, kind, cat) = EVENTS[(*ev).min(EVENT_COUNT - 1)];
            let cat = match cat {
                Category::Comm => "comm",
                Category::Compute => "compute",
                Category::Group => "task",
            };
            let mut args = format!(
                "\"kind\":\"{kind}\",\"loc\":{},\"bytes\":{bytes},\"dur_us\":{}",
                json_str(loc),
                us(*dur)
            );
            if *peer >= 0 {
                let _ = write!(args, ",\"peer\":{peer}");
            }
            if *aid >= 0 {
                let _ = write!(args, ",\"async_id\":{aid}");
            }
            emit(
                &mut j,
                format!(
                    "{{\"name\":{},\"cat\":\"{cat}\",\"ph\":\"X\",\"pid\":{k},\"tid\":0,\"ts\":{},\"dur\":{},\"args\":{{{args}}}}}",
                    json_str(&format!("{kind} {loc}")),
                    us(*ts),
                    us(*dur)
                ),
            );
        }
    }
    for (k, p) in parts.iter().enumerate() {
        for (i, &(peer, ts)) in p.flows.iter().enumerate() {
            if peer >= n || peer == k {
                continue;
            }
            let id = ((k as u64) << 40) | i as u64;
            emit(
                &mut j,
                format!("{{\"ph\":\"s\",\"name\":\"put\",\"cat\":\"flow\",\"id\":{id},\"pid\":{k},\"tid\":0,\"ts\":{}}}", us(ts)),
            );
            // Bound to the target's construct under way at that moment, else to its next one
            // (where a one-sided put is observed).
            let bp = if encloses(&spans[peer], ts) {
                ",\"bp\":\"e\""
            } else {
                ""
            };
            emit(
                &mut j,
                format!("{{\"ph\":\"f\",\"name\":\"put\",\"cat\":\"flow\",\"id\":{id},\"pid\":{peer},\"tid\":0,\"ts\":{}{bp}}}", us(ts)),
            );
        }
    }
    let ends: Vec<String> = parts.iter().map(|p| us(p.end)).collect();
    let dropped: Vec<String> = parts.iter().map(|p| p.dropped.to_string()).collect();
    let _ = write!(
        j,
        "\n],\n\"displayTimeUnit\":\"ns\",\n\"otherData\":{{\"xmp_nodes\":{n},\"xmp_end_us\":[{}],\"xmp_dropped\":[{}]}}}}\n",
        ends.join(","),
        dropped.join(",")
    );
    std::fs::write(out, j).map_err(|e| e.to_string())?;
    for k in 0..n {
        let _ = std::fs::remove_file(part_path(out, k));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn json_strings_are_escaped() {
        assert_eq!(json_str("a\"b\\c\n"), "\"a\\\"b\\\\c\\u000a\"");
    }

    #[test]
    fn microseconds_keep_nanoseconds() {
        assert_eq!(us(1_234_567), "1234.567");
        assert_eq!(us(5), "0.005");
    }

    #[test]
    fn enclosing_events_are_found() {
        let evs = [(0, 100), (10, 5), (200, 10)];
        assert!(encloses(&evs, 50));
        assert!(encloses(&evs, 205));
        assert!(!encloses(&evs, 150));
    }

    #[test]
    fn parts_round_trip() {
        let t = "xmp-trace-part 1\t1\t2\t900\t0\t77\nE\t1\t10\t20\t64\t0\t-1\ta b.c:3\nF\t0\t15\n";
        let p = parse_part(t, 1).expect("a well-formed part parses");
        assert_eq!(p.end, 900);
        assert_eq!(p.events[0].6, "a b.c:3");
        assert_eq!(p.flows, vec![(0, 15)]);
        assert!(parse_part("bogus\n", 0).is_err());
    }
}
