import XCTest
@testable import Tansyfield

final class ReminderCopyTests: XCTestCase {
    func testPluralReminderTitle() {
        XCTAssertEqual(ReminderCopy.title(pending: 2), "2 habits left today")
    }
}
