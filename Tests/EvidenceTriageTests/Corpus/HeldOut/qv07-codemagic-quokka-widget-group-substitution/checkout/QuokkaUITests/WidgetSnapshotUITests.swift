import XCTest

final class WidgetSnapshotUITests: XCTestCase {
    let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")

    override func setUpWithError() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-uitest-seed-balance", "1204.10"]
        app.launch()                       // writes the snapshot into the shared group, then reloads timelines
        XCUIDevice.shared.press(.home)
    }

    func testSmallWidgetShowsBalance() {
        let balance = springboard.staticTexts["quokka.widget.balance"]
        XCTAssertTrue(balance.waitForExistence(timeout: 15))
        XCTAssertEqual(balance.label, "$1,204.10")
    }

    func testLockScreenWidgetShowsLastSync() {
        XCUIDevice.shared.perform(NSSelectorFromString("pressLockButton"))
        let sync = springboard.staticTexts["quokka.widget.lastSync"]
        XCTAssertTrue(sync.waitForExistence(timeout: 15))
        XCTAssertTrue(sync.label.hasPrefix("Synced"), "got \(sync.label)")
    }
}
