import Foundation
import UserNotifications

@MainActor
final class ReminderSettingsViewModel: ObservableObject {
    @Published var isToggleEnabled = false
    @Published var remindersOn = false
    private let permission: NotificationPermission

    init(permission: NotificationPermission) { self.permission = permission }

    func refresh() async {
        isToggleEnabled = await permission.currentStatus() == .authorized
    }

    func enable() async {
        _ = await permission.request()
        await refresh()
    }
}
