import XCTest

final class LockScreenUITests: XCTestCase {
    func testNowPlayingControlsShowCourseTitle() {
        let app = XCUIApplication()
        app.launchArguments = ["-LumenUITestAutoplayLesson", "swift-basics/1"]
        app.launch()
        XCTAssertTrue(app.staticTexts["player.lessonTitle"].waitForExistence(timeout: 8))

        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        springboard.swipeDown(velocity: .fast)   // Notification Center / lock screen
        let title = springboard.staticTexts["Optionals and Unwrapping"]
        XCTAssertTrue(title.waitForExistence(timeout: 15), "Now Playing platter not shown")
    }
}
