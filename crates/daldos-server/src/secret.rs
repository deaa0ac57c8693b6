//! Game ids and seat keys: random text from the operating system's
//! randomness, compared in constant time.
//!
//! A token is `<game>.<key>`: the game id (72 random bits, 12 base64url
//! characters) names the game and is public (it is in every message of
//! the game); the key (144 random bits, 24 characters) is the secret that
//! says which seat, or the watch link. A key is never logged and never sent
//! to anyone but in the answer that creates the game.

use base64ct::{Base64UrlUnpadded, Encoding};
use subtle::ConstantTimeEq;

use crate::protocol::Role;

/// Random bytes in a game id.
const ID_BYTES: usize = 9;
/// Random bytes in a key (144 bits).
const KEY_BYTES: usize = 18;

/// The system's randomness failed.
#[derive(Debug, thiserror::Error)]
#[error("the operating system's randomness failed: {0}")]
pub struct RandomnessError(String);

fn random_text<const N: usize>() -> Result<String, RandomnessError> {
    let mut bytes = [0u8; N];
    getrandom::fill(&mut bytes).map_err(|e| RandomnessError(e.to_string()))?;
    Ok(Base64UrlUnpadded::encode_string(&bytes))
}

/// A fresh game id (12 base64url characters).
///
/// # Errors
/// The system's randomness failed.
pub fn new_game_id() -> Result<String, RandomnessError> {
    random_text::<ID_BYTES>()
}

/// The three keys of a game: Light's seat, Dark's seat, the watch link.
#[derive(Clone, PartialEq, Eq)]
pub struct Keys {
    /// Light's (A's) seat key.
    pub light: String,
    /// Dark's (B's) seat key.
    pub dark: String,
    /// The watch key.
    pub watch: String,
}

impl std::fmt::Debug for Keys {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Keys(…)")
    }
}

impl Keys {
    /// Three fresh keys (144 random bits each).
    ///
    /// # Errors
    /// The system's randomness failed.
    pub fn new() -> Result<Keys, RandomnessError> {
        Ok(Keys {
            light: random_text::<KEY_BYTES>()?,
            dark: random_text::<KEY_BYTES>()?,
            watch: random_text::<KEY_BYTES>()?,
        })
    }

    /// The role whose key is `key`, compared in constant time (all three
    /// are compared, whatever matches).
    #[must_use]
    pub fn role_of(&self, key: &str) -> Option<Role> {
        let key = key.as_bytes();
        let light = key.ct_eq(self.light.as_bytes());
        let dark = key.ct_eq(self.dark.as_bytes());
        let watch = key.ct_eq(self.watch.as_bytes());
        if bool::from(light) {
            Some(Role::Light)
        } else if bool::from(dark) {
            Some(Role::Dark)
        } else if bool::from(watch) {
            Some(Role::Watch)
        } else {
            None
        }
    }

    /// The token of `role` in game `game`.
    #[must_use]
    pub fn token(&self, game: &str, role: Role) -> String {
        let key = match role {
            Role::Light => &self.light,
            Role::Dark => &self.dark,
            Role::Watch => &self.watch,
        };
        format!("{game}.{key}")
    }
}

/// Splits a token into its game id and key, if it has their shape.
#[must_use]
pub fn split_token(token: &str) -> Option<(&str, &str)> {
    let (game, key) = token.split_once('.')?;
    let ok = |s: &str, n: usize| {
        s.len() == n
            && s.bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
    };
    (ok(game, 12) && ok(key, 24)).then_some((game, key))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_distinct_and_found() {
        let keys = Keys::new().unwrap();
        let id = new_game_id().unwrap();
        assert_eq!(id.len(), 12);
        assert_eq!(keys.light.len(), 24);
        assert_ne!(keys.light, keys.dark);
        for role in [Role::Light, Role::Dark, Role::Watch] {
            let token = keys.token(&id, role);
            let (g, k) = split_token(&token).unwrap();
            assert_eq!(g, id);
            assert_eq!(keys.role_of(k), Some(role));
        }
        assert_eq!(keys.role_of("AAAAAAAAAAAAAAAAAAAAAAAA"), None);
        assert_eq!(split_token("short.key"), None);
        assert_eq!(split_token("no-dot"), None);
        assert_eq!(format!("{keys:?}"), "Keys(…)");
    }
}
