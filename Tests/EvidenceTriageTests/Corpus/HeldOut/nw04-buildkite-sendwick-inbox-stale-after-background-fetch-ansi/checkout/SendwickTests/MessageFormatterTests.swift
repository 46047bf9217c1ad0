import XCTest
@testable import Sendwick

final class MessageFormatterTests: XCTestCase {
    func testLinkDetectionIgnoresTrailingPeriod() {
        let runs = MessageFormatter().links(in: "See https://sendwick.app/help.")
        XCTAssertEqual(runs.first?.url.absoluteString, "https://sendwick.app/help")
    }
}
