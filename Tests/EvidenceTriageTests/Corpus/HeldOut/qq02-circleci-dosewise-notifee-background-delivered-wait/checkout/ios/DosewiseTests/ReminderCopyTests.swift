import XCTest
@testable import Dosewise

final class ReminderCopyTests: XCTestCase {
    func testBodyPluralizesDoses() {
        XCTAssertEqual(ReminderCopy.body(doses: 2), "Take 2 doses now")
    }

    func testBodySingular() {
        XCTAssertEqual(ReminderCopy.body(doses: 1), "Take 1 dose now")
    }
}
