import XCTest

final class FocusLiveActivityUITests: XCTestCase {
    private let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
    private let shortcuts = XCUIApplication(bundleIdentifier: "com.apple.shortcuts")

    override func setUp() {
        continueAfterFailure = false
    }

    /// Start a session from the App Shortcut without opening Quietude.
    func testShortcutStartShowsLiveActivity() {
        let app = XCUIApplication()
        app.launchArguments += ["-profile.deep-work.liveActivity", "YES"]
        app.launch()
        app.terminate()

        shortcuts.launch()
        shortcuts.buttons["Start Deep Work"].tap()
        XCTAssertTrue(shortcuts.staticTexts["Deep Work started"].waitForExistence(timeout: 10))

        XCUIDevice.shared.press(.home)
        let island = springboard.otherElements["focus-activity.deep-work"]
        XCTAssertTrue(island.waitForExistence(timeout: 10), "no Live Activity after the shortcut ran")
    }

    /// A 1-minute break taken in the app, then the phone is locked.
    func testPausedBadgeClearsWhenBreakEnds() {
        let app = XCUIApplication()
        app.launch()
        app.buttons["profile.deep-work"].tap()
        app.buttons["Start"].tap()
        app.buttons["Take a 1-minute break"].tap()

        XCUIDevice.shared.perform(NSSelectorFromString("pressLockButton"))
        sleep(75)

        let activity = springboard.otherElements["focus-activity.deep-work"]
        XCTAssertTrue(activity.waitForExistence(timeout: 5))
        XCTAssertEqual(activity.value as? String, "Focusing", "Live Activity still shows \(activity.value ?? "nil") 15 s after the break ended")
    }
}
