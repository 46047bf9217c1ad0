import EvidenceKit
import Foundation

extension Collector {
    /// Collects `inputs` into `output` as the tests do: a fixed commit, no CI environment, working in
    /// the output's directory.
    @discardableResult
    package static func collectForTests(
        _ inputs: [String], into output: String, compression: ArchiveCompression = .gzip, projectRoot: String? = nil
    ) throws -> CollectResult {
        var request = CollectRequest(
            inputs: inputs.map { .init(path: $0) }, output: output, commit: "0123456789abcdef0123456789abcdef01234567",
            compression: compression, environment: [:], workingDirectory: (output as NSString).deletingLastPathComponent)
        request.projectRoot = projectRoot
        return try collect(request)
    }
}
