/// The tool's name and version, as written into manifests and printed by `--version`.
package enum EvidenceVersion {
    package static let name = "evidence"
    package static let current = "0.1.0"
}
