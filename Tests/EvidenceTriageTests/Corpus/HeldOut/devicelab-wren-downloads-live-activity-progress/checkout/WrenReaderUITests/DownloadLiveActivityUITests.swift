import XCTest

final class DownloadLiveActivityUITests: XCTestCase {
    private let app = XCUIApplication(bundleIdentifier: "org.wren.reader")
    private let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-WrenCatalogURL", "http://lab-mirror.wren.test/catalog.xml"]
        app.launch()
    }

    func testLockScreenProgressRefreshesEvery2s() {
        app.cells["book-wikivoyage-de"].buttons["Download"].tap()
        XCUIDevice.shared.press(.home)
        let progress = springboard.otherElements["WrenDownloadActivity"].progressIndicators.firstMatch
        XCTAssertTrue(progress.waitForExistence(timeout: 15))
        let first = progress.value as? String
        sleep(2)
        let second = progress.value as? String
        XCTAssertNotEqual(first, second, "the Live Activity should reflect download progress every 2 s while backgrounded")
    }
}
