import Foundation
import UserNotifications

/// Handles the "Quick reply" action on the evening reminder notification.
final class NotificationActionHandler {
    static let replyActionID = "journal.quick-reply"
    let defaults: UserDefaults

    init(defaults: UserDefaults) { self.defaults = defaults }

    func handle(actionIdentifier: String, text: String?, date: Date) {
        guard actionIdentifier == Self.replyActionID, let text, !text.isEmpty else { return }
        // Flutter reads drafts from "flutter.draft.<yyyy-MM-dd>" (shared_preferences prefix);
        // this writes without the prefix, so the draft never shows up in the app.
        defaults.set(text, forKey: "draft.\(DraftKey.day(date))")
    }
}
