import XCTest
import SBTUITestTunnelClient

/// The delivery status is refreshed by a BGAppRefreshTask (com.pinegrove.shop.delivery-refresh).
final class BackgroundDeliveryUITests: XCTestCase {
    let app = SBTUITunneledApplication()

    func testDeliveryStatusRefreshesInBackground() {
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "BackgroundDeliveryUITests/testDeliveryStatusRefreshesInBackground"
        app.launchTunnel()
        app.tabBars.buttons["Orders"].tap()
        XCUIDevice.shared.press(.home)          // app schedules the refresh when it resigns active
        sleep(120)                               // give iOS time to run the refresh
        app.activate()
        XCTAssertEqual(app.staticTexts["order.0.status"].label, "Out for delivery")
    }
}
