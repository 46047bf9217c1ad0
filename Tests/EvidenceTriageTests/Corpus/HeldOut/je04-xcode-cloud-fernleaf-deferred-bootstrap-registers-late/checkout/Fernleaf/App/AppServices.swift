import Foundation

enum AppServices {
    private(set) static var isBootstrapped = false

    /// Everything that needs the store. Called through LaunchGate.
    static func bootstrap() {
        guard !isBootstrapped else { return }
        isBootstrapped = true
        PersistenceController.shared.load()
        BackgroundTaskRegistrar.registerAll()
        ReminderCenter.shared.restorePendingReminders()
    }
}
