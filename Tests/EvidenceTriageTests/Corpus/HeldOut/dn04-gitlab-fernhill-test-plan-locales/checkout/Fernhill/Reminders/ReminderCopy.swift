import Foundation

enum ReminderCopy {
    /// Shown under the "Check soil sensors in the background" toggle.
    static func refreshFooter(hours: Int) -> String {
        String(format: NSLocalizedString("reminders.refresh.footer", comment: "Background refresh footer; %d = hours"), hours)
    }
}
