/// What becomes of a file whose secrets stand inside binary structure (a typed object, a database, a
/// binary property list), when it holds any.
package enum RewriteOutcome {
    /// Store these bytes instead of the file's; what was redacted or masked.
    case rewritten(bytes: [UInt8], counts: [SecretKind: Int])
    /// Do not archive the file, for this reason (it names the file's kind; the manifest, its path).
    case leftOut(reason: String)
}
