import XCTest
import SBTUITestTunnelClient

final class OrderHistoryUITests: XCTestCase {
    let app = SBTUITunneledApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchTunnel {
            app.stubRequests(matching: SBTRequestMatch(url: "api.pinegrove.shop/orders"), response: SBTStubResponse(fileNamed: "orders.json"))
            app.monitorRequests(matching: SBTRequestMatch(url: "api.pinegrove.shop/reorder"))
        }
    }

    func testReorderFromHistory() {
        app.tabBars.buttons["Orders"].tap()
        app.cells.element(boundBy: 0).buttons["Reorder"].tap()
        XCTAssertEqual(app.monitoredRequestsFlushAll().count, 1)
    }

    func testEmptyHistoryShowsPlaceholder() {
        app.tabBars.buttons["Orders"].tap()
        XCTAssertTrue(app.staticTexts["orders.empty"].waitForExistence(timeout: 5))
    }
}
