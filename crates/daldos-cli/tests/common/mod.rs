//! Running the `daldos` binary in the tests.

use assert_cmd::Command;

/// Runs `daldos` with `args` and `stdin`; its stdout, its stderr and
/// whether it succeeded.
pub fn daldos(args: &[&str], stdin: &str) -> (String, String, bool) {
    let out = Command::cargo_bin("daldos")
        .unwrap()
        .args(args)
        .write_stdin(stdin)
        .output()
        .unwrap();
    (
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
        out.status.success(),
    )
}
