import XCTest
@testable import Relay

final class DialPadTests: XCTestCase {
    func testLongPressZeroInsertsPlus() {
        var model = DialPadModel()
        model.longPress("0")
        model.tap("4")
        model.tap("6")
        XCTAssertEqual(model.digits, "+46")
    }
}
