import EvidenceCore
import EvidenceReaders
@testable import EvidenceTriage
import Testing

/// The failing statement is the failing line and the lines that finish it: an assertion whose message goes
/// on the next line is read whole (`AppDelegate().responds(to: selector)` on the failing line, its message
/// below), so a reading of what it asserted sees the call, not only the message's line.
@Suite struct FailingStatementTests {
    static func context(failingLine: Int, message: String) -> FailureContext {
        let code = [
            "    func testForwardsBackgroundURLSessionEvents() {",
            "        let selector = #selector(UIApplicationDelegate.application(_:handleEventsForBackgroundURLSession:completionHandler:))",
            "        XCTAssertTrue(AppDelegate().responds(to: selector),",
            "                      \"AppDelegate must hand background session events to the transfer utility\")",
        ]
        let test = TestResult(id: TestIdentifier(module: "TesseraTests", suite: "AppDelegateWiringTests", name: "testForwardsBackgroundURLSessionEvents"),
                              status: .failed, duration: 0.002,
                              issues: [TestIssue(message: message, location: SourceLocation(file: "AppDelegateWiringTests.swift", line: failingLine),
                                                 evidence: EvidencePointer(path: "logs/test.log", line: 31, excerpt: message))])
        return FailureContext(test: test, code: code.enumerated().map {
            EvidencePointer(path: "sources/TesseraTests/AppDelegateWiringTests.swift", line: 10 + $0.offset, excerpt: $0.element)
        })
    }

    @Test func anAssertionOverTwoLinesIsReadWhole() {
        let message = "XCTAssertTrue failed - AppDelegate must hand background session events to the transfer utility"
        let context = Self.context(failingLine: 12, message: message)
        #expect(context.failingStatement.hasPrefix("XCTAssertTrue(AppDelegate().responds(to: selector),"))
        #expect(ConfigurationAssertedRule.assertsTheDelegatesCallback(context))
        // Placed on the message's own line, the statement is that line alone: nothing asks the delegate.
        #expect(!ConfigurationAssertedRule.assertsTheDelegatesCallback(Self.context(failingLine: 13, message: message)))
    }
}
