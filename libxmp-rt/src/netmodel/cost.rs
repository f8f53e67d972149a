//! LogGP costs of the transport's operations on a modelled network, and the modelled clock.
//!
//! Times are nanoseconds on one monotonic clock per process. One-sided operations (RDMA
//! puts, gets and atomics: no work on the target's CPU) follow LogGP with the link as a
//! queue: a put pays the overhead o on the caller's CPU, its bytes leave when the link is
//! free and take G per byte, arrive L later, and its completion notice takes another L back;
//! a blocking put waits for that notice, as an RDMA put followed by a completion wait does.
//! A get is a request (o + L) and the reply (L + G per byte). Synchronisations and
//! collectives are the usual algorithms' message rounds: a dissemination barrier and a
//! recursive-doubling all-reduce take ceil(log2 P) rounds of a message each, a binomial
//! broadcast ceil(log2 P) rounds of the whole buffer, `sync images` one notice to each peer.

use super::spec::Net;

/// ceil(log2 n), 0 for n <= 1: message rounds of a tree or dissemination over n nodes.
pub fn rounds(n: usize) -> u32 {
    if n <= 1 {
        0
    } else {
        usize::BITS - (n - 1).leading_zeros()
    }
}

impl Net {
    /// Serialisation time of `bytes` on the link.
    pub fn wire(&self, bytes: usize) -> f64 {
        bytes as f64 * self.ns_per_byte
    }

    /// The least interval between two injections from this node.
    pub fn gap(&self) -> f64 {
        self.gap_ns.max(self.ovh_ns)
    }

    /// Whether every cost is zero (no delay is ever due).
    pub fn is_free(&self) -> bool {
        self.lat_ns == 0.0 && self.ovh_ns == 0.0 && self.gap_ns == 0.0 && self.ns_per_byte == 0.0
    }

    /// A put of `bytes` started at `t0` with the link busy until `link_free`: returns when the
    /// caller's CPU is free again, when the link is free again, and when the put completes
    /// (its completion notice is back).
    pub fn put(&self, t0: f64, link_free: f64, bytes: usize) -> PutTimes {
        let cpu = t0 + self.ovh_ns;
        let start = cpu.max(link_free);
        let link = start + self.wire(bytes);
        PutTimes {
            cpu,
            link,
            done: link + 2.0 * self.lat_ns,
        }
    }

    /// Duration of a blocking get of `bytes` (request and reply).
    pub fn get(&self, bytes: usize) -> f64 {
        self.ovh_ns + 2.0 * self.lat_ns + self.wire(bytes)
    }

    /// Duration of a remote atomic (a round trip carrying a word each way).
    pub fn atomic(&self) -> f64 {
        self.ovh_ns + 2.0 * self.lat_ns + self.wire(8)
    }

    /// Arrival of a two-sided message of `bytes` after its send starts.
    pub fn message(&self, bytes: usize) -> f64 {
        self.ovh_ns + self.lat_ns + self.wire(bytes)
    }

    /// Pairwise synchronisation with `peers` other nodes: a notice to each (o apiece, g apart),
    /// the last arriving L later.
    pub fn sync(&self, peers: usize) -> f64 {
        if peers == 0 {
            return 0.0;
        }
        self.ovh_ns + (peers - 1) as f64 * self.gap() + self.lat_ns + self.wire(8)
    }

    /// Barrier over `n` nodes (dissemination).
    pub fn barrier(&self, n: usize) -> f64 {
        rounds(n) as f64 * self.message(8)
    }

    /// Broadcast of `bytes` over `n` nodes (binomial tree).
    pub fn bcast(&self, n: usize, bytes: usize) -> f64 {
        rounds(n) as f64 * self.message(bytes)
    }

    /// All-reduce of `bytes` over `n` nodes (recursive doubling: an exchange of the whole
    /// buffer per round).
    pub fn allreduce(&self, n: usize, bytes: usize) -> f64 {
        rounds(n) as f64 * self.message(bytes)
    }
}

/// The times of a modelled put (see [`Net::put`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PutTimes {
    pub cpu: f64,
    pub link: f64,
    pub done: f64,
}

/// Nanoseconds since this process first asked.
pub fn now() -> f64 {
    static ORIGIN: std::sync::OnceLock<std::time::Instant> = std::sync::OnceLock::new();
    let origin = ORIGIN.get_or_init(std::time::Instant::now);
    origin.elapsed().as_nanos() as f64
}

/// Above this much time left, the wait sleeps (nanosleep, with the timer slack set to 1 us
/// by [`super::wrap`]) until about half of it is left.
const SLEEP_NS: f64 = 100_000.0;
/// Below this much time left, the wait spins on the clock without yielding: a `sched_yield`
/// costs about as much, and on a loaded machine it may give the core away for a whole time
/// slice, far longer than the wait.
const SPIN_NS: f64 = 2_000.0;

/// Waits until the clock reads `deadline` (never before; an upper bound depends on the
/// scheduler), and returns the time it waited. The machines this runs on are often
/// oversubscribed (more nodes than cores), so between those two regimes each turn of the
/// loop yields the core to the other nodes.
pub fn wait_until(deadline: f64) -> f64 {
    let t0 = now();
    let mut t = t0;
    while t < deadline {
        let left = deadline - t;
        if left > SLEEP_NS {
            let ns = (left - SLEEP_NS / 2.0) as u64;
            std::thread::sleep(std::time::Duration::from_nanos(ns));
        } else if left > SPIN_NS {
            // SAFETY: sched_yield has no preconditions.
            unsafe { libc::sched_yield() };
        } else {
            std::hint::spin_loop();
        }
        t = now();
    }
    t - t0
}

#[cfg(test)]
mod tests {
    use super::super::spec::parse;
    use super::*;

    fn rdma() -> Net {
        parse("rdma").unwrap().unwrap()
    }

    #[test]
    fn rounds_are_ceil_log2() {
        let want = [
            (0, 0),
            (1, 0),
            (2, 1),
            (3, 2),
            (4, 2),
            (5, 3),
            (8, 3),
            (9, 4),
        ];
        for (n, r) in want {
            assert_eq!(rounds(n), r, "{n}");
        }
    }

    #[test]
    fn blocking_put_is_a_round_trip_plus_the_bytes() {
        let n = rdma();
        let p = n.put(1000.0, 0.0, 8);
        assert_eq!(p.cpu, 1300.0);
        let wire = 8.0 / 6.0;
        assert!((p.link - (1300.0 + wire)).abs() < 1e-9);
        assert!((p.done - (1300.0 + wire + 3000.0)).abs() < 1e-9);
        // 2 MiB at 6 GB/s
        let big = n.put(0.0, 0.0, 2 << 20);
        assert!((big.done - (300.0 + 2097152.0 / 6.0 + 3000.0)).abs() < 1e-6);
    }

    #[test]
    fn puts_queue_on_the_link() {
        let n = parse("ovh=100ns,lat=1us,bw=1GB/s").unwrap().unwrap();
        // 8 puts of 1000 B issued back to back: the link, not the CPU, sets the pace.
        let (mut t, mut link, mut done) = (0.0, 0.0, 0.0);
        for _ in 0..8 {
            let p = n.put(t, link, 1000);
            (t, link, done) = (p.cpu, p.link, p.done);
        }
        assert_eq!(t, 800.0);
        assert_eq!(link, 100.0 + 8000.0);
        assert_eq!(done, 8100.0 + 2000.0);
    }

    #[test]
    fn eight_nonblocking_puts_beat_eight_blocking_ones() {
        // The founding paper's experiment in the model: 8 blocking puts of 8 B cost 8 round
        // trips; 8 nonblocking ones overlap theirs.
        let n = rdma();
        let mut t = 0.0;
        for _ in 0..8 {
            t = n.put(t, 0.0, 8).done;
        }
        let blocking = t + n.sync(1);
        let (mut cpu, mut link, mut done) = (0.0, 0.0, 0.0);
        for _ in 0..8 {
            let p = n.put(cpu, link, 8);
            (cpu, link, done) = (p.cpu, p.link, p.done);
        }
        let nonblocking = done + n.sync(1);
        assert!(blocking / nonblocking > 3.0, "{blocking} {nonblocking}");
    }

    #[test]
    fn collectives() {
        let n = rdma();
        assert_eq!(n.barrier(1), 0.0);
        assert_eq!(n.bcast(1, 1000), 0.0);
        assert!((n.barrier(4) - 2.0 * (1800.0 + 8.0 / 6.0)).abs() < 1e-9);
        assert!((n.allreduce(8, 6000) - 3.0 * (1800.0 + 1000.0)).abs() < 1e-9);
        assert_eq!(n.sync(0), 0.0);
        assert!((n.sync(3) - (300.0 + 2.0 * 300.0 + 1500.0 + 8.0 / 6.0)).abs() < 1e-9);
        assert!((n.get(6000) - (300.0 + 3000.0 + 1000.0)).abs() < 1e-9);
    }

    #[test]
    fn a_free_network_costs_nothing() {
        let n = parse("lat=0,bw=inf").unwrap().unwrap();
        assert!(n.is_free());
        let p = n.put(5.0, 0.0, 1 << 20);
        assert_eq!((p.cpu, p.link, p.done), (5.0, 5.0, 5.0));
        assert_eq!(
            n.get(1 << 20) + n.barrier(8) + n.allreduce(8, 64) + n.sync(3),
            0.0
        );
        assert!(!rdma().is_free());
    }

    #[test]
    fn latency_raises_every_cost_monotonically() {
        let mut last = [0.0; 4];
        for lat in [0.5, 1.0, 2.0, 5.0] {
            let n = parse(&format!("rdma:lat={lat}us")).unwrap().unwrap();
            let c = [n.put(0.0, 0.0, 8).done, n.get(8), n.barrier(2), n.sync(1)];
            for (a, b) in c.iter().zip(last) {
                assert!(*a > b);
            }
            last = c;
        }
    }

    #[test]
    fn waits_at_least_until_the_deadline() {
        for ns in [0.0, 2_000.0, 50_000.0, 300_000.0] {
            let t0 = now();
            wait_until(t0 + ns);
            assert!(now() - t0 >= ns, "{ns}");
        }
    }
}
