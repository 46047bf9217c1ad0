import XCTest
@testable import FennelPost

final class TimelineItemFactoryTests: XCTestCase {
    func testRedactedMessageShowsPlaceholder() {
        let item = TimelineItemFactory().make(from: .fixture(kind: .redacted))
        XCTAssertEqual(item.body, "Message deleted")
    }
}
