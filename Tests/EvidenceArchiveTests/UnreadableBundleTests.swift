@testable import EvidenceArchive
import EvidenceTestSupport
import Foundation
import Testing

/// What triage says of a bundle in the archive it cannot read: one line, naming the bundle once.
@Suite struct UnreadableBundleTests {
    @Test func aBundleWithoutItsRootObjectIsNamedOnce() throws {
        let directory = try TemporaryDirectory()
        let synthetic = try SyntheticXCResult(at: directory.path("in/Broken.xcresult"))
        let rootID = try synthetic.writeTestRun(tests: [("testA()", "Failure", "boom")])
        try FileManager.default.removeItem(atPath: synthetic.path + "/Data/data." + rootID)
        let archive = directory.path("run.tgz")
        _ = try Collector.collectForTests([directory.path("in")], into: archive)
        let input = try ArchiveEvidenceReader.read(archivePath: archive)
        let problem = try #require(input.readProblems.first)
        #expect(problem.hasPrefix("xcresult/Broken.xcresult: object "))
        #expect(problem.components(separatedBy: "xcresult/Broken.xcresult").count == 2)
    }
}
