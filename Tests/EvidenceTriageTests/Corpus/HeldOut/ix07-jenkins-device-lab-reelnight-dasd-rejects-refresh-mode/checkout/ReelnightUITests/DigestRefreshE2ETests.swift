import XCTest

final class DigestRefreshE2ETests: XCTestCase {
    let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")

    func testDigestRefreshRunsAfterBackgrounding() {
        let app = XCUIApplication()
        app.launchArguments += ["-E2EScheduleDigestNow"]
        app.launch()
        XCUIDevice.shared.press(.home)

        let banner = springboard.otherElements["Tonight on Reelnight"]
        XCTAssertTrue(banner.waitForExistence(timeout: 300), "digest notification did not arrive within 300 s")
    }

    func testSimulatedDigestLaunchWritesDigest() {
        let app = XCUIApplication()
        app.launchArguments += ["-E2ESimulateLaunch", "com.reelnight.app.digest-refresh", "-E2EOpenDigest"]
        app.launch()

        XCTAssertTrue(app.staticTexts["Tonight's digest"].waitForExistence(timeout: 30),
                      "digest screen did not show after simulated launch")
    }
}
