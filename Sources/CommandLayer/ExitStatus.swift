/// The statuses the tool exits with: the contract's (design.md, "Exit codes") and `software` for a
/// failure of the tool itself. Commands return one of these; nothing passes a bare number.
package enum ExitStatus: Int32, CaseIterable, Sendable {
    case success = 0
    /// The check found problems: a mismatch with the manifest, a failed gate, a `--fail-on` category.
    case problemsFound = 1
    /// The command was called wrongly (sysexits EX_USAGE).
    case usage = 64
    /// An input exists but is not what it should be (EX_DATAERR).
    case malformedInput = 65
    /// An input is missing or cannot be read (EX_NOINPUT).
    case inputUnavailable = 66
    /// The tool failed in a way no input explains (EX_SOFTWARE): a bug.
    case software = 70
    /// The output cannot be written (EX_IOERR).
    case outputFailed = 74
}
