import SwiftUI
import UserNotifications
import os

struct ReminderSettingsView: View {
    @AppStorage("dailyReminderEnabled") private var enabled = false
    @AppStorage("dailyReminderMinutes") private var minutes = 7 * 60
    @State private var nextReminder: Date?
    private let log = Logger(subsystem: "com.pipitapps.pipit", category: "Reminders")

    var body: some View {
        Form {
            Toggle("Daily reminder", isOn: $enabled)
                .accessibilityIdentifier("settings.dailyReminder")
                .onChange(of: enabled) { _, isOn in
                    if isOn { Task { await enableReminders() } } else { nextReminder = nil }
                }
            if let nextReminder {
                Text("Next reminder \(nextReminder.formatted(date: .omitted, time: .shortened))")
                    .accessibilityIdentifier("settings.nextReminder")
            }
        }
    }

    private func enableReminders() async {
        log.info("requesting notification authorization [.alert, .sound]")
        let center = UNUserNotificationCenter.current()
        let granted = (try? await center.requestAuthorization(options: [.alert, .sound])) ?? false
        log.info("notification authorization granted=\(granted)")
        guard granted else { enabled = false; return }
        nextReminder = await DailyReminder.schedule(minutesAfterMidnight: minutes, center: center)
    }
}
