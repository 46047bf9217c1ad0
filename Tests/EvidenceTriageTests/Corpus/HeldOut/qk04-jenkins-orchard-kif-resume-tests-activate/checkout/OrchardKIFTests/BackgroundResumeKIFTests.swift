import KIF
import XCTest
@testable import Orchard

final class BackgroundResumeKIFTests: KIFTestCase {
    private func sendToBackgroundAndBack() {
        XCUIDevice.shared.press(.home)
        XCUIApplication().activate()
    }

    func testResumeAfterHomeShowsPinPad() {
        tester().waitForView(withAccessibilityIdentifier: "accounts.list")
        sendToBackgroundAndBack()
        tester().waitForView(withAccessibilityIdentifier: "pinpad.root")
    }

    func testResumeAfterHomeRefreshesBalance() {
        tester().waitForView(withAccessibilityIdentifier: "accounts.list")
        sendToBackgroundAndBack()
        tester().expect(tester().waitForView(withAccessibilityIdentifier: "balance.updatedAt"), toContainText: "just now")
    }
}
