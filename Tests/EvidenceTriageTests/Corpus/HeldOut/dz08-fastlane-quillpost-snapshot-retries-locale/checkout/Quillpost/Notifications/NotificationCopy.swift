import Foundation

enum NotificationCopy {
    static func digestReadyBody(issueCount: Int, firstPublication: String) -> String {
        let format = NSLocalizedString("notification.digest.body", comment: "Body of the daily digest notification")
        return String.localizedStringWithFormat(format, issueCount, firstPublication)
    }
}
