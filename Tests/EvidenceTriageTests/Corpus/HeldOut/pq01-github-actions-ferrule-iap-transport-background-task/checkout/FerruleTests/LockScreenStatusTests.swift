import XCTest
@testable import Ferrule

final class LockScreenStatusTests: XCTestCase {
    func testStatusOffWhenNotConnected() {
        let status = LockScreenStatus(hmiLevel: .none, userSelected: false, driverDistracted: false)
        XCTAssertEqual(status.value, .off)
    }

    func testStatusRequiredWhenDriverDistracted() {
        let status = LockScreenStatus(hmiLevel: .full, userSelected: true, driverDistracted: true)
        XCTAssertEqual(status.value, .required)
    }
}
