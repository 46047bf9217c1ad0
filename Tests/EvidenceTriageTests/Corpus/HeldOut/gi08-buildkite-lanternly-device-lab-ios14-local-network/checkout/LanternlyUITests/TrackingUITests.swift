import SBTUITestTunnelClient
import XCTest

final class TrackingUITests: XCTestCase {
    private var app: SBTUITunneledApplication!

    override func setUp() {
        super.setUp()
        continueAfterFailure = false
        app = SBTUITunneledApplication()
    }

    func testParcelTimelineShowsStubbedEvents() {
        app.launchTunnel {
            self.app.stubRequests(matching: SBTRequestMatch(url: "api.lanternly.example/v2/parcels/LN4471"),
                                  response: SBTStubResponse(fileNamed: "parcel-LN4471-in-transit.json"))
        }
        app.cells["parcel.LN4471"].tap()
        XCTAssertTrue(app.staticTexts["Arrived at sorting centre"].waitForExistence(timeout: 5))
    }
}
