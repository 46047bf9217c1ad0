import XCTest
@testable import Harrow

final class RelativeDateTextTests: XCTestCase {
    func testYesterday() throws {
        let now = Date(timeIntervalSince1970: 1_795_000_000)
        XCTAssertEqual(RelativeDateText.string(for: now.addingTimeInterval(-86_400), now: now), "Yesterday")
    }
}
