import XCTest

/// End-to-end check of the crew-inbox silent push.
/// The app is sent to the background, then scripts/push-sidecar.sh (started by the workflow)
/// sees the marker line below in the xcodebuild log and runs
/// `xcrun simctl push <udid> com.halyard.crew ci/payloads/crew-inbox-silent.apns`.
final class SilentPushUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchEnvironment["HALYARD_FIXTURE_INBOX"] = "empty"
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "SilentPushUITests/" + (name.split(" ").last ?? "").dropLast()
        app.launch()
    }

    func testInboxHeaderShowsUpToDateOnLaunch() {
        XCTAssertTrue(app.staticTexts["Up to date"].waitForExistence(timeout: 10))
    }

    func testContentAvailablePushRefreshesCrewInbox() {
        XCTAssertTrue(app.staticTexts["Up to date"].waitForExistence(timeout: 10))

        XCUIDevice.shared.press(.home)
        XCTAssertTrue(app.wait(for: .runningBackground, timeout: 10) || app.wait(for: .runningBackgroundSuspended, timeout: 10))
        print("HALYARD-SIDECAR: ready-for-silent-push")

        // Give the sidecar time to deliver the push and the app time to sync in the background.
        sleep(8)
        app.activate()

        let header = app.staticTexts["inbox.header.unread"]
        XCTAssertTrue(header.waitForExistence(timeout: 30) && header.label == "1 new",
                      "Crew inbox did not refresh after the silent push (waited 30 s)")
    }
}
