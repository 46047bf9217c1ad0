/// What a piece of evidence is; it decides the folder in the archive and whether text is redacted.
package enum EvidenceKind: String, Codable, CaseIterable, Sendable {
    case xcresult
    case log
    case junit
    case diagnostics
    case plist
    case other
    /// A file of the checkout a failure points at or that registers background tasks (`collect --sources`).
    case source
    /// The OS's unified log for the test window, as `log show --style ndjson` or `--style json` writes it
    /// (the Simulator's through `simctl spawn`, a device's from a `log collect` archive).
    case oslog

    /// The top-level folder of the archive layout in the contract.
    package var folder: String {
        switch self {
        case .xcresult: "xcresult"
        case .log: "logs"
        case .junit: "junit"
        case .diagnostics: "diagnostics"
        case .plist: "config"
        case .other: "other"
        case .source: "sources"
        case .oslog: "oslog"
        }
    }
}
