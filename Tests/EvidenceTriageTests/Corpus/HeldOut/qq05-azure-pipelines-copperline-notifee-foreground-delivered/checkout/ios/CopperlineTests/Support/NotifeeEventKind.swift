import Foundation

/// Test-only bridge: forwards notifee's onForegroundEvent stream from the JS runtime.
enum NotifeeEventKind: String, Equatable {
    case unknown = "UNKNOWN", dismissed = "DISMISSED", press = "PRESS", actionPress = "ACTION_PRESS"
    case delivered = "DELIVERED", triggerCreated = "TRIGGER_NOTIFICATION_CREATED"
}
