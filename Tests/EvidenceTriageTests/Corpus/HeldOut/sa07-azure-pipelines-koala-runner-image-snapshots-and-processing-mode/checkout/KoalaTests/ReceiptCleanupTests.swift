import XCTest
@testable import Koala

final class ReceiptCleanupTests: XCTestCase {
    func testDailyCleanupSubmits() {
        XCTAssertNoThrow(try ReceiptCleanup.scheduleDaily())
    }
}
