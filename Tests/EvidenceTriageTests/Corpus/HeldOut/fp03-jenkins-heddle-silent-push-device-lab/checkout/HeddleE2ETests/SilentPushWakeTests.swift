import XCTest

/// Device-lab only: simulators do not receive real APNs pushes in this setup.
final class SilentPushWakeTests: XCTestCase {
    private var app: XCUIApplication!
    private let push = StagingPushClient()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments += ["-E2EAccount", "lab-device-02"]
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "SilentPushWakeTests/\(testRunName)"
        app.launch()
        XCTAssertTrue(app.buttons["Inbox"].waitForExistence(timeout: 15))
    }

    private var testRunName: String {
        name.components(separatedBy: " ").last!.trimmingCharacters(in: CharacterSet(charactersIn: "]"))
    }

    func testVisibleAlertPushShowsBanner() throws {
        XCUIDevice.shared.press(.home)
        XCTAssertEqual(try push.sendAlertPush(title: "E2E banner"), "200")
        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        XCTAssertTrue(springboard.otherElements["E2E banner"].waitForExistence(timeout: 30))
    }

    /// The app is in the background; a content-available push should wake it, sync the inbox
    /// and post a delivery receipt for the message.
    func testContentAvailablePushRefreshesInboxWithin45s() throws {
        let messageID = "m_" + UUID().uuidString.prefix(4).lowercased()
        XCUIDevice.shared.press(.home)

        let apnsStatus = try XCTContext.runActivity(named: "Sending content-available push (apns-priority 5, push-type background) for message \(messageID)") { _ in
            try push.sendSilentPush(messageID: messageID)
        }
        XCTAssertEqual(apnsStatus, "200")

        let receipt = XCTNSPredicateExpectation(predicate: NSPredicate { _, _ in
            self.push.hasDeliveryReceipt(messageID: messageID)
        }, object: nil)
        receipt.expectationDescription = "server recorded delivery receipt for \(messageID)"
        wait(for: [receipt], timeout: 45)
    }
}
