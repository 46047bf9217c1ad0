/// What a piece of evidence is; it decides the folder in the archive and whether text is redacted.
public enum EvidenceKind: String, Codable, CaseIterable, Sendable {
    case xcresult
    case log
    case junit
    case diagnostics
    case plist
    case other

    /// The top-level folder of the archive layout in the contract.
    public var folder: String {
        switch self {
        case .xcresult: "xcresult"
        case .log: "logs"
        case .junit: "junit"
        case .diagnostics: "diagnostics"
        case .plist: "config"
        case .other: "other"
        }
    }
}
