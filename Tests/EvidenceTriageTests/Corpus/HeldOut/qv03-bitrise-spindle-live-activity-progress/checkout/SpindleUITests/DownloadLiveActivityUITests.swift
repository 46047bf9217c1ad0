import XCTest

final class DownloadLiveActivityUITests: XCTestCase {
    let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")

    func testLockScreenShowsEveryProgressStep() {
        let app = XCUIApplication()
        app.launchArguments += ["-uitest-download-speed", "fast"]   // 10 progress callbacks per second
        app.launch()
        app.buttons["download.start.sample-200mb"].tap()
        XCUIDevice.shared.press(.home)
        springboard.swipeDown()

        let label = springboard.staticTexts.matching(identifier: "download.activity.percent").firstMatch
        for step in stride(from: 10, through: 90, by: 10) {
            let shown = label.wait(for: \.label, toEqual: "\(step)%", timeout: 0.5)
            XCTAssertTrue(shown, "lock screen did not show \(step)% within 0.5 s")
        }
    }

    func testActivityEndsWhenDownloadCompletes() {
        let app = XCUIApplication()
        app.launchArguments += ["-uitest-download-speed", "instant"]
        app.launch()
        app.buttons["download.start.sample-1mb"].tap()
        XCTAssertTrue(app.staticTexts["download.row.done"].waitForExistence(timeout: 10))
    }
}
