import XCTest

final class JobListUITests: XCTestCase {
    func testJobListShowsTodaysJobs() {
        let app = XCUIApplication()
        app.launchArguments = ["-uitest-stub-jobs", "today"]
        app.launch()
        XCTAssertTrue(app.cells["job-4471"].waitForExistence(timeout: 5))
    }

    func testOfflineBannerAppearsWithoutNetwork() {
        let app = XCUIApplication()
        app.launchArguments = ["-uitest-network", "offline"]
        app.launch()
        let banner = app.staticTexts["offline-banner"]
        XCTAssertTrue(banner.waitForExistence(timeout: 5), "Offline banner should appear when the network stub is offline")
    }
}
