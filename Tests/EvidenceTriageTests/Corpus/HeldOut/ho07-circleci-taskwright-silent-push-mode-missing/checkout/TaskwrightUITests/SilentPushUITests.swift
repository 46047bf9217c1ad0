import XCTest

/// The CI job sends ci/payloads/assignment-silent.json with `xcrun simctl push`
/// about 60 s after the test action starts (see .circleci/config.yml).
final class SilentPushUITests: XCTestCase {
    func testSilentPushShowsAssignedTask() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-UITests", "-SeedTeam", "design"]
        app.launch()
        XCUIDevice.shared.press(.home)      // silent pushes are for a backgrounded app

        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        XCTAssertTrue(springboard.wait(for: .runningForeground, timeout: 5))

        // Give the push time to arrive and the refresh to finish, then come back.
        sleep(90)
        app.activate()
        let row = app.cells["task-8B4A1F2C-3D4E-4A5B-9C1D-2E3F4A5B6C7D"]
        XCTAssertTrue(row.waitForExistence(timeout: 30), "silent push did not add the assigned task")
    }
}
