import Foundation

@MainActor
final class NotificationResponseRouter {
    enum Destination: Equatable {
        case inbox(issueID: String?)
        case settings
    }

    private let navigator: Navigating

    init(navigator: Navigating) {
        self.navigator = navigator
    }

    func open(_ event: NotificationEvent) {
        guard event.actionIdentifier != "com.apple.UNNotificationDismissActionIdentifier" else { return }
        switch event.categoryIdentifier {
        case "digest.issue":
            navigator.show(.inbox(issueID: event.issueID))
        case "settings.reminder":
            navigator.show(.settings)
        default:
            break
        }
    }
}

@MainActor
protocol Navigating: AnyObject {
    func show(_ destination: NotificationResponseRouter.Destination)
}
