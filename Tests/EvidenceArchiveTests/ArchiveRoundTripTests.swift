import EvidenceKit
import EvidenceTestSupport
import Foundation
import Testing

@Suite struct ArchiveRoundTripTests {
    @Test(.requiresSharedFixtures) func collectThenVerifyTheSharedFixtures() throws {
        let directory = try TemporaryDirectory()
        let output = directory.path("run.tgz")
        let request = CollectRequest(
            inputs: [.init(path: TestPaths.fixture(""))], output: output, commit: "0123456789abcdef",
            environment: [:], workingDirectory: directory.path)
        let result = try Collector.collect(request)
        #expect(result.manifest.entries.count > 100)
        #expect(result.manifest.entries.contains { $0.kind == .xcresult })
        let report = try ArchiveVerifier.verify(archivePath: output)
        #expect(report.isIntact)
        #expect(report.checkedEntries == result.manifest.entries.count)
    }
}
