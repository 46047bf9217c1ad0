import XCTest
import UserNotifications
@testable import App

final class ForegroundReminderTests: XCTestCase {
    private var presentedSpy: PresentationSpy!

    override func setUp() async throws {
        presentedSpy = PresentationSpy()
        // The app's notification delegate reports each willPresent call here.
        NotificationRouter.shared.presentationObserver = presentedSpy
        UNUserNotificationCenter.current().removeAllPendingNotificationRequests()
    }

    func testForegroundReminderIsPresented() async throws {
        let presented = expectation(description: "willPresent called for reminder 7001")
        presentedSpy.onPresent = { request in
            if request.identifier == "7001" { presented.fulfill() }
        }

        let reminder = ShiftReminder(
            shiftId: "s-7001",
            start: Date(timeIntervalSinceNow: 3_602),
            site: "Ward 4B"
        )
        try await ShiftReminderPlugin.schedule(
            reminder: reminder,
            identifier: "7001",
            fireIn: 2
        )

        await fulfillment(of: [presented], timeout: 10)
    }
}
