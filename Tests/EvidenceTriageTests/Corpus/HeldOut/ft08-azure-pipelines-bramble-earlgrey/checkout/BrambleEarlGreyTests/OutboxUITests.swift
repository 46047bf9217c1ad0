import EarlGrey
import XCTest

final class OutboxUITests: XCTestCase {
    func testQueuedMessageShowsSending() {
        let app = XCUIApplication()
        app.launchArguments += ["-UITests", "-offline"]
        app.launch()
        EarlGrey.selectElement(with: grey_accessibilityID("compose.send")).perform(grey_tap())
        EarlGrey.selectElement(with: grey_accessibilityID("outbox.row.0.status"))
            .assert(grey_text("Sending…"))
    }

    func testInterruptedSendIsMarkedRetryableAfterRelaunch() {
        // A send was in flight when the app was killed (seeded as `sending` in the outbox store).
        let app = XCUIApplication()
        app.launchArguments += ["-UITests", "-seedOutbox", "sending=1"]
        app.launch()
        EarlGrey.selectElement(with: grey_accessibilityID("tab.outbox")).perform(grey_tap())
        EarlGrey.selectElement(with: grey_accessibilityID("outbox.row.0.status"))
            .assert(grey_text("Not sent · Tap to retry"))
    }
}
