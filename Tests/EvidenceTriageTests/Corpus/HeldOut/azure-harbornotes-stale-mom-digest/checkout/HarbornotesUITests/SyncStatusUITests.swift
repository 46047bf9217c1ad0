import XCTest

final class SyncStatusUITests: XCTestCase {
    override func setUpWithError() throws {
        continueAfterFailure = false
    }

    func testOfflineBannerAppearsWhenSyncFails() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-UITestStubNetwork", "offline"]
        app.launch()

        let banner = app.staticTexts["sync.offlineBanner"]
        XCTAssertTrue(banner.waitForExistence(timeout: 10))
        XCTAssertEqual(banner.label, "Offline — changes will sync later")
    }
}
