import XCTest
@testable import Wren

final class AlertBannerTests: XCTestCase {
    func testSevereAlertUsesRedTint() {
        let model = AlertBannerModel(alert: .fixture(severity: .severe))
        XCTAssertEqual(model.tintName, "alertRed")
    }
}
