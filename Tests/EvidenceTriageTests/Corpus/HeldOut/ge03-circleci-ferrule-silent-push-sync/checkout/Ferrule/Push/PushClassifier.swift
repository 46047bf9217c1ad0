import Foundation

/// Decides whether a remote notification is a background (silent) push that should only
/// sync, or a visible one the notification center already shows.
struct PushClassifier {
    func isSilent(_ userInfo: [AnyHashable: Any]) -> Bool {
        guard let aps = userInfo["aps"] as? [String: Any] else { return false }
        return (aps["content-available"] as? Int) == 1
    }

    /// Silent pushes post a local notification so the user sees the new message.
    func needsLocalNotification(_ userInfo: [AnyHashable: Any], appState: AppRunState) -> Bool {
        isSilent(userInfo) && appState == .background
    }
}
