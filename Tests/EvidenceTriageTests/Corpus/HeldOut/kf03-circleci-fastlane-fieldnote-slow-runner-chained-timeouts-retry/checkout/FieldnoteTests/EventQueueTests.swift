import XCTest
@testable import Fieldnote

final class EventQueueTests: XCTestCase {
    override func setUp() {
        super.setUp()
        EventQueue.shared.reset()
    }

    func testQueueIsEmptyAfterReset() {
        XCTAssertEqual(EventQueue.shared.count, 0)
    }
}
