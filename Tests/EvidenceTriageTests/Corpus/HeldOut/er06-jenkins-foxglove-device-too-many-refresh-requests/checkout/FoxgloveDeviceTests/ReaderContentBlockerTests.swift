import WebKit
import XCTest
@testable import Foxglove

final class ReaderContentBlockerTests: XCTestCase {

    func testCompiledRuleListIsApplied() async throws {
        let list = try await ReaderContentBlocker.compiledRuleList()
        XCTAssertEqual(list.identifier, ReaderContentBlocker.ruleListIdentifier)
    }

    /// When the compiled list is missing we fall back to blocking all third-party images.
    func testMissingRuleListFallsBackToBlockingAll() {
        let placeholder = WKContentRuleList()
        let blocker = ReaderContentBlocker(ruleList: placeholder)
        XCTAssertTrue(blocker.blocksAllThirdPartyImages)
    }
}
