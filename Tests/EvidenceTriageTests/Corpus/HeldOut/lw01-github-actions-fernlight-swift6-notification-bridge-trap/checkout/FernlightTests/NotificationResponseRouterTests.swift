import XCTest
@testable import Fernlight

final class NotificationResponseRouterTests: XCTestCase {
    /// Same label UserNotifications uses for its delegate call-outs.
    private let callOutQueue = DispatchQueue(label: "com.apple.usernotifications.UNUserNotificationServiceConnection.call-out")

    @MainActor
    func testDigestResponseOnCallOutQueueOpensInbox() {
        let navigator = RecordingNavigator()
        let bridge = NotificationBridge(router: NotificationResponseRouter(navigator: navigator))
        let delivered = expectation(description: "completion handler called")
        let event = NotificationEvent(categoryIdentifier: "digest.issue",
                                      actionIdentifier: "com.apple.UNNotificationDefaultActionIdentifier",
                                      issueID: "2026-47")

        // Deliver exactly the way the system does: off the main thread.
        callOutQueue.async {
            bridge.deliver(event) { delivered.fulfill() }
        }

        wait(for: [delivered], timeout: 5)
        XCTAssertEqual(navigator.shown, [.inbox(issueID: "2026-47")])
    }

    @MainActor
    func testDismissActionDoesNotNavigate() {
        let navigator = RecordingNavigator()
        let router = NotificationResponseRouter(navigator: navigator)
        router.open(NotificationEvent(categoryIdentifier: "digest.issue",
                                      actionIdentifier: "com.apple.UNNotificationDismissActionIdentifier",
                                      issueID: "2026-47"))
        XCTAssertTrue(navigator.shown.isEmpty)
    }

    @MainActor
    func testSettingsReminderOpensSettings() {
        let navigator = RecordingNavigator()
        NotificationResponseRouter(navigator: navigator)
            .open(NotificationEvent(categoryIdentifier: "settings.reminder",
                                    actionIdentifier: "com.apple.UNNotificationDefaultActionIdentifier",
                                    issueID: nil))
        XCTAssertEqual(navigator.shown, [.settings])
    }

    @MainActor
    func testUnknownCategoryIsIgnored() {
        let navigator = RecordingNavigator()
        NotificationResponseRouter(navigator: navigator)
            .open(NotificationEvent(categoryIdentifier: "promo", actionIdentifier: "open", issueID: nil))
        XCTAssertTrue(navigator.shown.isEmpty)
    }
}

@MainActor
final class RecordingNavigator: Navigating {
    private(set) var shown: [NotificationResponseRouter.Destination] = []
    func show(_ destination: NotificationResponseRouter.Destination) { shown.append(destination) }
}
