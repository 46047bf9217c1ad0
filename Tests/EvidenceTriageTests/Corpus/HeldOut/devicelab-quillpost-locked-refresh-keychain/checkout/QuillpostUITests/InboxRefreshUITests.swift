import XCTest

/// Runs on the device lab only: the phones have a passcode so that data
/// protection classes behave as on customer devices.
final class InboxRefreshUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-QPLabHooks", "1", "-QPSeedAccount", "lab-refresh@quillpost.test"]
        app.launch()
        XCTAssertTrue(app.staticTexts["Inbox"].waitForExistence(timeout: 15))
    }

    func testRefreshWhileUnlockedFetchesNewMessages() throws {
        LabMailServer.shared.deliver(count: 2, to: "lab-refresh@quillpost.test")
        XCUIDevice.shared.press(.home)
        LabHooks.simulateRefreshLaunch("com.quillpost.mail.inbox-refresh")
        app.activate()
        XCTAssertTrue(app.staticTexts["2 new"].waitForExistence(timeout: 20))
    }

    func testRefreshWhileLockedFetchesNewMessages() throws {
        LabMailServer.shared.deliver(count: 3, to: "lab-refresh@quillpost.test")
        XCUIDevice.shared.press(.home)
        LabDevice.lockScreen()
        LabHooks.simulateRefreshLaunch("com.quillpost.mail.inbox-refresh")
        LabDevice.unlock()
        app.activate()
        let badge = app.staticTexts["3 new"]
        XCTAssertTrue(badge.waitForExistence(timeout: 20), "refresh while locked should have fetched 3 new messages")
    }
}
