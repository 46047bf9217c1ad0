import Foundation

/// Where tests find the package, the shared fixtures, and the built `evidence` binary.
public enum TestPaths {
    /// The package root, found from this file's location (Tests/EvidenceTestSupport/…).
    public static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `../shared` beside the repository, as the developers' guide lays it out.
    public static let shared: URL = packageRoot.deletingLastPathComponent().appendingPathComponent("shared")

    /// The labelled data triage is measured on (real phrasings, scenario and held-out runs), which
    /// the reader tests read too: `Tests/EvidenceTriageTests/Corpus/`.
    public static let triageCorpus: URL = packageRoot.appendingPathComponent("Tests/EvidenceTriageTests/Corpus")

    /// The redaction corpora (secrets that must go, benign lines that must stay):
    /// `Tests/EvidenceRedactionTests/SecretCorpus/`.
    public static let secretCorpus: URL = packageRoot.appendingPathComponent("Tests/EvidenceRedactionTests/SecretCorpus")

    public static func fixture(_ relative: String) -> String {
        shared.appendingPathComponent("fixtures").appendingPathComponent(relative).path
    }

    /// The `evidence` executable SwiftPM built beside the test bundle.
    public static var evidenceBinary: String {
        let candidates = [
            Bundle.main.bundleURL.appendingPathComponent("evidence").path,
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("evidence").path,
        ] + Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent().appendingPathComponent("evidence").path }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
            ?? packageRoot.appendingPathComponent(".build/debug/evidence").path
    }
}
