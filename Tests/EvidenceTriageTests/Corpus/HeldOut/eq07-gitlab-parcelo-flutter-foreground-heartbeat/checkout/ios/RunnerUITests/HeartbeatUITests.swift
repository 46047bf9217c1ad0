import XCTest

final class HeartbeatUITests: XCTestCase {
    override func setUpWithError() throws {
        continueAfterFailure = false
    }

    private func sentCount(_ app: XCUIApplication) -> Int {
        // Flutter Semantics label: "heartbeats sent: <n>"
        let label = app.staticTexts.matching(identifier: "heartbeat-sent").firstMatch.label
        return Int(label.components(separatedBy: ": ").last ?? "") ?? -1
    }

    func testStartsHeartbeatWhenRoundBegins() throws {
        let app = XCUIApplication()
        app.launchArguments += ["--dispatcher-stub"]
        app.launch()
        app.buttons["start-round"].tap()
        let sent = app.staticTexts["heartbeat-sent"]
        XCTAssertTrue(sent.waitForExistence(timeout: 10))
        sleep(6)
        XCTAssertGreaterThanOrEqual(sentCount(app), 1)
    }

    func testKeepsSendingHeartbeatsWhileBackgrounded() throws {
        let app = XCUIApplication()
        app.launchArguments += ["--dispatcher-stub"]
        app.launch()
        app.buttons["start-round"].tap()
        XCTAssertTrue(app.staticTexts["heartbeat-sent"].waitForExistence(timeout: 10))
        let before = sentCount(app)

        // Courier pockets the phone for 90 s: one heartbeat every 5 s is expected.
        XCUIDevice.shared.press(.home)
        sleep(90)
        app.activate()

        XCTAssertTrue(app.staticTexts["heartbeat-sent"].waitForExistence(timeout: 10))
        let after = sentCount(app)
        XCTAssertGreaterThanOrEqual(after - before, 15, "Dispatcher stub received only \(after - before) heartbeats in 90 s of background")
    }
}
