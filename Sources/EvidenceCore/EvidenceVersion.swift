/// The tool's name and version, as written into manifests and printed by `--version`.
public enum EvidenceVersion {
    public static let name = "evidence"
    public static let current = "0.1.0"
}
