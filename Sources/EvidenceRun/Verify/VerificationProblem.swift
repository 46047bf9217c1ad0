/// One way an archive does not match its manifest, as `verify` finds it (`VerificationReport.problems`);
/// triage shows them at the top of a report, never hidden.
package enum VerificationProblem: Equatable, Sendable, CustomStringConvertible {
    case missing(path: String)
    case extra(path: String)
    case altered(path: String, expectedSHA256: String, actualSHA256: String, expectedSize: Int64, actualSize: Int64)
    case duplicate(path: String)
    case unreadable(path: String, reason: String)
    /// An entry collect never writes (a link, a device, a sparse file, a path leaving the archive).
    case forbidden(path: String, reason: String)
    /// An entry whose header differs from what collect writes (mode, owner, time).
    case form(path: String, reason: String)
    /// Bytes after the archive's end (a second gzip member, garbage).
    case trailing(reason: String)
    /// More entries than collect ever writes: reading stopped there.
    case tooMany(reason: String)

    package var path: String {
        switch self {
        case .missing(let path), .extra(let path), .duplicate(let path): path
        case .altered(let path, _, _, _, _), .unreadable(let path, _), .forbidden(let path, _), .form(let path, _): path
        case .trailing, .tooMany: ""
        }
    }

    package var description: String {
        switch self {
        case .missing(let path): "missing: \(path) is in the manifest but not in the archive"
        case .extra(let path): "extra: \(path) is in the archive but not in the manifest"
        case .altered(let path, let expected, let actual, let expectedSize, let actualSize):
            expectedSize != actualSize
                ? "altered: \(path) has \(actualSize) bytes, the manifest says \(expectedSize)"
                : "altered: \(path) has sha256 \(actual), the manifest says \(expected)"
        case .duplicate(let path): "duplicate: \(path) appears more than once"
        case .unreadable(let path, let reason): "unreadable: \(path): \(reason)"
        case .forbidden(let path, let reason): "forbidden: \(path) \(reason)"
        case .form(let path, let reason): "form: \(path) \(reason)"
        case .trailing(let reason): "trailing: \(reason)"
        case .tooMany(let reason): "too many entries: \(reason)"
        }
    }
}
