//! `XMP_NET`: the network a run is modelled on, as a named preset and/or LogGP parameters.
//!
//! Grammar: `NAME`, `NAME:KEY=VALUE,...` or `KEY=VALUE,...`. `NAME` is a preset of
//! [`PRESETS`]; the keys override its figures. Without a name every figure starts at zero,
//! so `lat=0,bw=inf` is a network that costs nothing (the validation of the model). `off`
//! (or an empty value) is no model. Keys:
//! - `lat`: one-way latency L (`1.5us`; units `ns`, `us`, `ms`, `s`; a bare `0` is allowed);
//! - `ovh`: CPU overhead o per message, paid by the caller (same units);
//! - `gap`: least time between two message injections g (same units; default: `ovh`);
//! - `bw`: link bandwidth, 1/G (`6GB/s`, `100Gb/s`, `800MiB/s`, ...; `inf` for none).

/// LogGP figures of a network, in nanoseconds and nanoseconds per byte.
#[derive(Clone, Debug, PartialEq)]
pub struct Net {
    /// The preset it started from (`custom` without one), for statistics.
    pub name: String,
    /// One-way latency L.
    pub lat_ns: f64,
    /// Per-message CPU overhead o.
    pub ovh_ns: f64,
    /// Least interval between injections g (at least `ovh_ns` in effect).
    pub gap_ns: f64,
    /// Time per byte G (0 for infinite bandwidth).
    pub ns_per_byte: f64,
}

/// A published interconnect: its name in `XMP_NET`, latency, bandwidth (bytes/s), overhead,
/// and where the figures come from.
pub struct Preset {
    pub name: &'static str,
    pub lat_us: f64,
    pub bw_bytes_per_s: f64,
    pub ovh_us: f64,
    pub source: &'static str,
}

/// The presets. Latency is the one-way small-message figure its source gives; bandwidth the
/// link's data rate; overhead the host's cost to start a transfer (not in most sources: the
/// value is ours, and says so).
pub const PRESETS: &[Preset] = &[
    Preset {
        name: "rdma",
        lat_us: 1.5,
        bw_bytes_per_s: 6e9,
        ovh_us: 0.3,
        source: "a generic RDMA fabric of the FDR InfiniBand class: the figures (lat=1.5us, bw=6GB/s, ovh=0.3us) of the \
                 project's pass-experiment target; Iwashita and Nakao (Coarrays in the Context of \
                 XcalableMP) Table 2 lists HA-PACS/TCA's InfiniBand FDR at 7 GB/s",
    },
    Preset {
        name: "ib-edr",
        lat_us: 0.6,
        bw_bytes_per_s: 12.5e9,
        ovh_us: 0.2,
        source: "InfiniBand EDR, 100 Gb/s per 4x link (IBTA specification); 0.6 us latency \
                 from the Mellanox ConnectX-5 adapter product brief; overhead assumed",
    },
    Preset {
        name: "ib-hdr",
        lat_us: 0.6,
        bw_bytes_per_s: 25e9,
        ovh_us: 0.2,
        source: "InfiniBand HDR, 200 Gb/s per 4x link (IBTA specification); sub-0.6 us latency \
                 from the Mellanox ConnectX-6 adapter product brief; overhead assumed",
    },
    Preset {
        name: "tofu-d",
        lat_us: 0.49,
        bw_bytes_per_s: 6.8e9,
        ovh_us: 0.1,
        source: "Tofu Interconnect D (Fugaku): 0.49 us put latency and 6.8 GB/s per link, \
                 Ajima et al., The Tofu Interconnect D, IEEE Cluster 2018; overhead assumed",
    },
    Preset {
        name: "tcp-10g",
        lat_us: 10.0,
        bw_bytes_per_s: 1.15e9,
        ovh_us: 2.0,
        source: "10 Gigabit Ethernet (IEEE 802.3ae, 1.25 GB/s line rate, about 1.15 GB/s of TCP \
                 payload) through the kernel TCP stack: about 10 us one-way, the order reported \
                 by Larsen et al., Architectural Breakdown of End-to-End Latency in a TCP/IP \
                 Network (SBAC-PAD 2007); 2 us system-call overhead assumed",
    },
    Preset {
        name: "tcp-100g",
        lat_us: 8.0,
        bw_bytes_per_s: 11.5e9,
        ovh_us: 2.0,
        source: "100 Gigabit Ethernet (IEEE 802.3ba, 12.5 GB/s line rate) through the kernel \
                 TCP stack: the stack's latency as for tcp-10g less the slower serialisation; \
                 2 us system-call overhead assumed",
    },
];

/// Parses `XMP_NET`'s value: `Ok(None)` for no model.
pub fn parse(spec: &str) -> Result<Option<Net>, String> {
    let spec = spec.trim();
    if spec.is_empty() || spec == "off" || spec == "0" {
        return Ok(None);
    }
    let (name, params) = match spec.split_once(':') {
        Some((n, p)) => (Some(n.trim()), p),
        None if spec.contains('=') => (None, spec),
        None => (Some(spec), ""),
    };
    let mut net = match name {
        None => Net {
            name: "custom".into(),
            lat_ns: 0.0,
            ovh_ns: 0.0,
            gap_ns: 0.0,
            ns_per_byte: 0.0,
        },
        Some(n) => {
            let Some(p) = PRESETS.iter().find(|p| p.name == n) else {
                let known: Vec<&str> = PRESETS.iter().map(|p| p.name).collect();
                return Err(format!(
                    "unknown network '{n}' (presets: {}; or KEY=VALUE,... with lat, bw, ovh, gap)",
                    known.join(", ")
                ));
            };
            Net {
                name: p.name.into(),
                lat_ns: p.lat_us * 1e3,
                ovh_ns: p.ovh_us * 1e3,
                gap_ns: 0.0,
                ns_per_byte: 1e9 / p.bw_bytes_per_s,
            }
        }
    };
    for item in params.split(',').map(str::trim).filter(|s| !s.is_empty()) {
        let Some((key, value)) = item.split_once('=') else {
            return Err(format!("'{item}' is not KEY=VALUE"));
        };
        let (key, value) = (key.trim(), value.trim());
        match key {
            "lat" => net.lat_ns = time_ns(key, value)?,
            "ovh" => net.ovh_ns = time_ns(key, value)?,
            "gap" => net.gap_ns = time_ns(key, value)?,
            "bw" => net.ns_per_byte = ns_per_byte(value)?,
            _ => return Err(format!("unknown parameter '{key}' (lat, bw, ovh, gap)")),
        }
    }
    Ok(Some(net))
}

/// Splits `1.5us` into 1.5 and `us`.
fn number_and_unit(s: &str) -> Option<(f64, &str)> {
    let end = s
        .find(|c: char| !(c.is_ascii_digit() || c == '.' || c == 'e' || c == 'E'))
        .unwrap_or(s.len());
    // `e` also starts no unit here: units are checked against a table below
    let x: f64 = s[..end].parse().ok()?;
    (x.is_finite() && x >= 0.0).then_some((x, s[end..].trim()))
}

/// Time units: nanoseconds per unit.
const TIME_UNITS: &[(&str, f64)] = &[("ns", 1.0), ("us", 1e3), ("ms", 1e6), ("s", 1e9)];

fn time_ns(key: &str, value: &str) -> Result<f64, String> {
    let bad =
        || format!("{key}={value}: expected a time such as 1.5us (units: ns, us, ms, s; or 0)");
    let (x, unit) = number_and_unit(value).ok_or_else(bad)?;
    if unit.is_empty() && x == 0.0 {
        return Ok(0.0);
    }
    let scale = TIME_UNITS
        .iter()
        .find(|(u, _)| *u == unit)
        .ok_or_else(bad)?
        .1;
    Ok(x * scale)
}

/// Bandwidth units: bytes per second per unit.
const BW_UNITS: &[(&str, f64)] = &[
    ("B/s", 1.0),
    ("KB/s", 1e3),
    ("MB/s", 1e6),
    ("GB/s", 1e9),
    ("KiB/s", 1024.0),
    ("MiB/s", 1048576.0),
    ("GiB/s", 1073741824.0),
    ("Mb/s", 1e6 / 8.0),
    ("Gb/s", 1e9 / 8.0),
];

fn ns_per_byte(value: &str) -> Result<f64, String> {
    if value == "inf" {
        return Ok(0.0);
    }
    let bad = || {
        format!(
            "bw={value}: expected a bandwidth such as 6GB/s (units: B/s, KB/s, MB/s, GB/s, \
             KiB/s, MiB/s, GiB/s, Mb/s, Gb/s; or inf)"
        )
    };
    let (x, unit) = number_and_unit(value).ok_or_else(bad)?;
    let scale = BW_UNITS.iter().find(|(u, _)| *u == unit).ok_or_else(bad)?.1;
    if x == 0.0 {
        return Err(format!("bw={value}: a bandwidth must be positive"));
    }
    Ok(1e9 / (x * scale))
}

impl Net {
    /// The figures as one line, for statistics and tools (`rdma lat=1.5us ovh=0.3us ...`).
    pub fn describe(&self) -> String {
        let bw = if self.ns_per_byte == 0.0 {
            "inf".to_string()
        } else {
            format!("{:.3}GB/s", 1.0 / self.ns_per_byte)
        };
        format!(
            "{} lat={}us ovh={}us gap={}us bw={bw}",
            self.name,
            self.lat_ns / 1e3,
            self.ovh_ns / 1e3,
            self.gap_ns / 1e3
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn presets_and_overrides() {
        let n = parse("rdma").unwrap().unwrap();
        assert_eq!((n.lat_ns, n.ovh_ns), (1500.0, 300.0));
        assert!((n.ns_per_byte - 1.0 / 6.0).abs() < 1e-12);
        let n = parse("rdma:lat=1.5us,bw=6GB/s,ovh=0.3us").unwrap().unwrap();
        assert_eq!(n, parse("rdma").unwrap().unwrap());
        let n = parse("tofu-d:lat=2us").unwrap().unwrap();
        assert_eq!(n.lat_ns, 2000.0);
        assert!((n.ns_per_byte - 1.0 / 6.8).abs() < 1e-12);
        for p in PRESETS {
            assert!(parse(p.name).unwrap().is_some(), "{}", p.name);
            assert!(!p.source.is_empty());
        }
    }

    #[test]
    fn bare_parameters_start_from_zero() {
        let n = parse("lat=0,bw=inf").unwrap().unwrap();
        assert_eq!(
            (n.lat_ns, n.ovh_ns, n.gap_ns, n.ns_per_byte),
            (0.0, 0.0, 0.0, 0.0)
        );
        let n = parse(" lat = 250ns , bw=100Gb/s ").unwrap().unwrap();
        assert_eq!(n.lat_ns, 250.0);
        assert!((n.ns_per_byte - 0.08).abs() < 1e-12);
        assert_eq!(
            parse("bw=1MiB/s").unwrap().unwrap().ns_per_byte,
            1e9 / 1048576.0
        );
        assert_eq!(parse("gap=1ms").unwrap().unwrap().gap_ns, 1e6);
    }

    #[test]
    fn off_values() {
        for s in ["", "off", "0", "  "] {
            assert_eq!(parse(s).unwrap(), None, "{s:?}");
        }
    }

    #[test]
    fn bad_specs_say_why() {
        let cases = [
            ("myrinet", "unknown network 'myrinet'"),
            ("rdma:lat=1.5", "lat=1.5: expected a time"),
            ("rdma:lat=fast", "lat=fast: expected a time"),
            ("rdma:lat=-1us", "lat=-1us"),
            ("rdma:bw=6", "bw=6: expected a bandwidth"),
            ("rdma:bw=0GB/s", "must be positive"),
            ("rdma:speed=1us", "unknown parameter 'speed'"),
            ("rdma:lat", "'lat' is not KEY=VALUE"),
            ("lat=1us,bw=6GB", "bw=6GB: expected"),
        ];
        for (spec, want) in cases {
            let e = parse(spec).unwrap_err();
            assert!(e.contains(want), "{spec}: {e}");
        }
    }
}
