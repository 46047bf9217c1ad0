import Foundation

public enum BackgroundTaskIdentifiers {
    /// Re-plans the next 48 h of dose reminders; registered in AppDelegate.
    public static let reminderRefresh = "com.thistlehealth.app.reminders.refresh"

    /// What the running bundle's Info.plist permits.
    public static func permitted(in bundle: Bundle = .main) -> [String]? {
        bundle.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String]
    }
}
