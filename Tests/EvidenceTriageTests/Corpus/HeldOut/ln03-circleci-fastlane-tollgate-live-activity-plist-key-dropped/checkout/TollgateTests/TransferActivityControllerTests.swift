import XCTest
@testable import Tollgate

final class TransferActivityControllerTests: XCTestCase {
    func testStartsActivityForBroadcastTransaction() {
        let controller = TransferActivityController()
        XCTAssertTrue(controller.start(chain: "THORChain", amount: "120 RUNE"), "Live Activity was not requested")
    }
}
