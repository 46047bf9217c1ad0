import XCTest
@testable import Ledgerly

final class BackgroundRegistrationTests: XCTestCase {
    func testReceiptOCRRegistered() {
        XCTAssertTrue(BackgroundTasks.receiptOCRRegistered)
    }

    func testRenewalCheckRegistered() {
        XCTAssertTrue(BackgroundTasks.renewalCheckRegistered, "renewal-check launch handler was not registered")
    }
}
