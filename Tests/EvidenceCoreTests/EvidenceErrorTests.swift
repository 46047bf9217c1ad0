@testable import EvidenceKit
import EvidenceTestSupport
import Foundation
import Testing

/// What the library's errors carry besides their sentence: the bundle they open with, and a way to
/// add a note without re-punctuating the sentence by hand.
@Suite struct EvidenceErrorTests {
    @Test func aNoteGoesBeforeTheFullStop() {
        let error = EvidenceError(.outputFailed, "Cannot write /dev/full: No space left on device.")
        #expect(error.message(noting: "GITHUB_STEP_SUMMARY") == "Cannot write /dev/full: No space left on device (GITHUB_STEP_SUMMARY).")
        #expect(EvidenceError(.usage, "No stop").message(noting: "x") == "No stop (x).")
    }

    @Test func aReaderErrorSaysWhichBundleItOpensWith() throws {
        let directory = try TemporaryDirectory()
        let bundle = directory.path("Empty.xcresult")
        try FileManager.default.createDirectory(atPath: bundle, withIntermediateDirectories: true)
        do {
            _ = try XCResultReader().read(bundlePath: bundle)
            Issue.record("a bundle without Info.plist was read")
        } catch let error as EvidenceError {
            #expect(error.kind == .malformedInput)
            #expect(error.path == bundle)
            #expect(error.message.hasPrefix(bundle))
        }
    }
}
