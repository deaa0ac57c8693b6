//! The limit on making games (`POST /api/games`), per client address: a
//! burst, then one game every so many seconds (the `governor` crate's
//! keyed GCRA limiter). A school class behind one NAT shares one address,
//! so the burst is a class's worth of games (docs/server.md, "Settings").

use std::net::{IpAddr, Ipv6Addr, SocketAddr};
use std::num::NonZeroU32;
use std::time::Duration;

use axum::http::HeaderMap;
use governor::clock::Clock;
use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};

/// The limit's settings (`--games-burst`, `--games-every`, `--behind-proxy`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameLimitSettings {
    /// Games one address may make at once; 0: no limit.
    pub burst: u32,
    /// Once the burst is spent, one more game every this long.
    pub every: Duration,
    /// The server is behind a reverse proxy: a client's address is the
    /// last one in `X-Forwarded-For` (the proxy's own entry), not the
    /// connection's.
    pub behind_proxy: bool,
}

impl Default for GameLimitSettings {
    /// A burst of 20 games, then one every 6 seconds, not behind a proxy.
    fn default() -> GameLimitSettings {
        GameLimitSettings {
            burst: 20,
            every: Duration::from_secs(6),
            behind_proxy: false,
        }
    }
}

/// The limiter of `POST /api/games`.
pub struct GameLimit {
    limiter: Option<DefaultKeyedRateLimiter<IpAddr>>,
    behind_proxy: bool,
}

impl GameLimit {
    /// A limiter with these settings (`burst` 0 or `every` zero: none).
    #[must_use]
    pub fn new(settings: GameLimitSettings) -> GameLimit {
        let limiter = NonZeroU32::new(settings.burst)
            .zip(Quota::with_period(settings.every))
            .map(|(burst, quota)| RateLimiter::keyed(quota.allow_burst(burst)));
        GameLimit {
            limiter,
            behind_proxy: settings.behind_proxy,
        }
    }

    /// Whether the client at `peer` (with the request's `headers`) may make
    /// a game now; `Err` with the wait before it may.
    ///
    /// # Errors
    /// The time until the next game is allowed, at least one second.
    pub fn check(&self, peer: SocketAddr, headers: &HeaderMap) -> Result<(), Duration> {
        let Some(limiter) = &self.limiter else {
            return Ok(());
        };
        let key = client_key(peer, headers, self.behind_proxy);
        limiter.check_key(&key).map_err(|not_until| {
            let wait = not_until.wait_time_from(limiter.clock().now());
            wait.max(Duration::from_secs(1))
        })
    }

    /// Forgets the addresses whose limit is full again (called now and
    /// then, so that the table does not grow).
    pub fn forget_idle(&self) {
        if let Some(limiter) = &self.limiter {
            limiter.retain_recent();
            limiter.shrink_to_fit();
        }
    }
}

/// The address a limit is kept for: the connection's, or behind a proxy
/// the last of `X-Forwarded-For` (a header that does not parse: the
/// connection's; an entry with a port, as some proxies write it, counts
/// by its address). An IPv6 address counts by its /64 network, which one
/// household or school is given whole.
fn client_key(peer: SocketAddr, headers: &HeaderMap, behind_proxy: bool) -> IpAddr {
    let forwarded = behind_proxy
        .then(|| headers.get_all("x-forwarded-for").iter().next_back())
        .flatten()
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.rsplit(',').next())
        .and_then(|last| forwarded_ip(last.trim()));
    match forwarded.unwrap_or(peer.ip()) {
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => {
                let s = v6.segments();
                IpAddr::V6(Ipv6Addr::new(s[0], s[1], s[2], s[3], 0, 0, 0, 0))
            }
        },
        v4 => v4,
    }
}

/// One `X-Forwarded-For` entry as an address: `1.2.3.4`, `2001:db8::1`,
/// or with the client's port, `1.2.3.4:5678` and `[2001:db8::1]:5678`
/// (written so by some proxies and load balancers). `None` for anything
/// else (`unknown`, an obfuscated `_hidden` node of RFC 7239).
fn forwarded_ip(entry: &str) -> Option<IpAddr> {
    entry
        .parse::<IpAddr>()
        .ok()
        .or_else(|| entry.parse::<SocketAddr>().ok().map(|a| a.ip()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    fn peer(ip: &str) -> SocketAddr {
        SocketAddr::new(ip.parse().unwrap(), 40000)
    }

    #[test]
    fn the_burst_then_a_wait_of_about_the_period() {
        let limit = GameLimit::new(GameLimitSettings {
            burst: 3,
            every: Duration::from_secs(60),
            behind_proxy: false,
        });
        let h = HeaderMap::new();
        for _ in 0..3 {
            assert_eq!(limit.check(peer("10.0.0.1"), &h), Ok(()));
        }
        let wait = limit.check(peer("10.0.0.1"), &h).unwrap_err();
        assert!(
            wait > Duration::from_secs(55) && wait <= Duration::from_secs(60),
            "{wait:?}"
        );
        // Another address has its own burst.
        assert_eq!(limit.check(peer("10.0.0.2"), &h), Ok(()));
    }

    #[test]
    fn a_burst_of_zero_is_no_limit() {
        let limit = GameLimit::new(GameLimitSettings {
            burst: 0,
            ..GameLimitSettings::default()
        });
        for _ in 0..1000 {
            assert_eq!(limit.check(peer("10.0.0.1"), &HeaderMap::new()), Ok(()));
        }
    }

    #[test]
    fn keys_behind_a_proxy_and_by_ipv6_network() {
        let mut h = HeaderMap::new();
        h.append("x-forwarded-for", HeaderValue::from_static("1.2.3.4"));
        h.append(
            "x-forwarded-for",
            HeaderValue::from_static("9.9.9.9, 5.6.7.8"),
        );
        let proxy = peer("127.0.0.1");
        assert_eq!(
            client_key(proxy, &h, true),
            "5.6.7.8".parse::<IpAddr>().unwrap()
        );
        assert_eq!(
            client_key(proxy, &h, false),
            "127.0.0.1".parse::<IpAddr>().unwrap()
        );
        // An entry with the client's port counts by its address.
        for (entry, ip) in [
            ("5.6.7.8:40312", "5.6.7.8"),
            ("[2001:db8:1:2::9]:443", "2001:db8:1:2::"),
        ] {
            let mut ported = HeaderMap::new();
            ported.append("x-forwarded-for", HeaderValue::from_str(entry).unwrap());
            assert_eq!(
                client_key(proxy, &ported, true),
                ip.parse::<IpAddr>().unwrap(),
                "{entry}"
            );
        }
        let mut junk = HeaderMap::new();
        junk.append("x-forwarded-for", HeaderValue::from_static("unknown"));
        assert_eq!(
            client_key(proxy, &junk, true),
            "127.0.0.1".parse::<IpAddr>().unwrap()
        );
        assert_eq!(
            client_key(peer("2001:db8:1:2:aaaa::1"), &h, false),
            "2001:db8:1:2::".parse::<IpAddr>().unwrap()
        );
        assert_eq!(
            client_key(peer("::ffff:10.1.2.3"), &h, false),
            "10.1.2.3".parse::<IpAddr>().unwrap()
        );
    }
}
