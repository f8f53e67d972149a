//! Source bytes that are not UTF-8 (a Latin-1 `'\xff'` typed into a string literal) survive
//! the `String`-based pipeline: each such byte becomes a code point of the last private-use
//! plane, `U+10FF00 + byte`, which the lexer turns back into the byte inside plain string and
//! character literals, so that they hold exactly the bytes of the file, as with clang.

/// The first code point of the escape range (`U+10FF80` for byte 0x80).
const BASE: u32 = 0x10FF00;

/// `bytes` as text, with the bytes of invalid UTF-8 sequences escaped.
pub fn decode(bytes: &[u8]) -> String {
    let mut s = String::with_capacity(bytes.len());
    for chunk in bytes.utf8_chunks() {
        s.push_str(chunk.valid());
        for b in chunk.invalid() {
            s.push(char::from_u32(BASE + *b as u32).unwrap_or('\u{fffd}'));
        }
    }
    s
}

/// The source byte that [`decode`] escaped as `c`.
pub fn raw_byte(c: char) -> Option<u8> {
    let v = c as u32;
    (BASE + 0x80..=BASE + 0xFF)
        .contains(&v)
        .then(|| (v - BASE) as u8)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn invalid_bytes_round_trip() {
        let src = b"\"a\xff\xe9b\" \xc3\xa9";
        let s = decode(src);
        let back: Vec<u8> = s
            .chars()
            .flat_map(|c| match raw_byte(c) {
                Some(b) => vec![b],
                None => c.to_string().into_bytes(),
            })
            .collect();
        assert_eq!(back, src);
        assert!(s.ends_with('\u{e9}'));
    }
}
