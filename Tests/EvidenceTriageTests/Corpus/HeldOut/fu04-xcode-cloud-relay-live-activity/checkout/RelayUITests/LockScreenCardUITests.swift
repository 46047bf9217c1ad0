//
//  LockScreenCardUITests.swift
//  RelayUITests
//

import XCTest

final class LockScreenCardUITests: XCTestCase {
    override func setUp() {
        continueAfterFailure = false
    }

    /// The stub host flips mini-04 from "working" to "permission" 30 s after launch.
    func testCardShowsNewStatusAfterAppLeavesForeground() {
        let app = XCUIApplication()
        app.launchArguments += ["-UITestStubHost", "flip-after-30s"]
        app.launch()
        XCTAssertTrue(app.staticTexts["mini-04 · working"].waitForExistence(timeout: 15))

        XCUIDevice.shared.press(.home)
        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        springboard.swipeDown(velocity: .fast)   // show the Lock Screen / Notification Center

        let updatedRow = springboard.staticTexts["mini-04 · needs you"]
        XCTAssertTrue(updatedRow.waitForExistence(timeout: 120),
                      "Lock Screen card still shows the state from when the app left the foreground")
    }
}
