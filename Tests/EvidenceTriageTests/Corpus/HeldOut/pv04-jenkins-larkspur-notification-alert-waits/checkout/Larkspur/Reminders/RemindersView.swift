import SwiftUI

struct RemindersView: View {
    @StateObject var model: ReminderSettingsViewModel

    var body: some View {
        List {
            if model.isToggleEnabled {
                Toggle("Episode reminders", isOn: $model.remindersOn).accessibilityIdentifier("reminders.toggle")
            } else {
                Button("Turn on reminders") { Task { await model.enable() } }
                    .accessibilityIdentifier("reminders.enable")
            }
        }
        .task { await model.refresh() }
    }
}
