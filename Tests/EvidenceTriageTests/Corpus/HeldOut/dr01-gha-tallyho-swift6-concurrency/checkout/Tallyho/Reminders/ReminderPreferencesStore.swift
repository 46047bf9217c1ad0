//
//  ReminderPreferencesStore.swift
//  Tallyho
//

import Foundation

final class ReminderPreferencesStore: @unchecked Sendable {
    private let defaults: UserDefaults

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    var lastPromptDate: Date? {
        get { defaults.object(forKey: "reminders.lastPromptDate") as? Date }
        set { defaults.set(newValue, forKey: "reminders.lastPromptDate") }
    }

    func reset() {
        defaults.removeObject(forKey: "reminders.lastPromptDate")
    }
}
