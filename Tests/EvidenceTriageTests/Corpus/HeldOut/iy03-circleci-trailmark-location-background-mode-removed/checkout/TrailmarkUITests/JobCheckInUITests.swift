import CoreLocation
import SBTUITestTunnelClient
import XCTest

final class JobCheckInUITests: XCTestCase {
    private let app = SBTUITunneledApplication()
    private let siteLocation = CLLocation(latitude: 47.6097, longitude: -122.3331)

    override func setUp() {
        continueAfterFailure = false
        app.launchTunnel {
            self.app.coreLocationStubEnabled(true)
            self.app.coreLocationStubAuthorizationStatus(.authorizedAlways)
            self.app.coreLocationStubManagerLocation(self.siteLocation)
        }
    }

    func testArrivalBannerAppearsAtSite() {
        app.cells["job-0412"].tap()
        app.buttons["Start job"].tap()

        let banner = app.staticTexts["Arrived at site"]
        XCTAssertTrue(banner.waitForExistence(timeout: 30), "arrival banner should appear when the technician is at the site")
    }

    func testJobListShowsTodaysSites() {
        XCTAssertTrue(app.cells["job-0412"].waitForExistence(timeout: 5))
        XCTAssertTrue(app.cells["job-0419"].exists)
    }
}
