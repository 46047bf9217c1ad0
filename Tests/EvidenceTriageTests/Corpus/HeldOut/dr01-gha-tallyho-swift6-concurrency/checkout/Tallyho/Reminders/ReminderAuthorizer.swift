//
//  ReminderAuthorizer.swift
//  Tallyho
//
//  Asks for notification permission so daily habit reminders can be delivered.
//

import Foundation
import UserNotifications

@MainActor
final class ReminderAuthorizer {
    enum Status: Equatable {
        case unknown
        case granted
        case denied
    }

    private(set) var status: Status = .unknown
    private let center: UNUserNotificationCenter
    private let store: ReminderPreferencesStore

    init(center: UNUserNotificationCenter = .current(), store: ReminderPreferencesStore) {
        self.center = center
        self.store = store
    }

    /// Called from onboarding and from Settings ▸ Reminders.
    func requestAuthorization(completion: @escaping () -> Void = {}) {
        let options: UNAuthorizationOptions = [.alert, .badge, .sound]
        // Swift 6 language mode: this closure is inferred @MainActor because the
        // enclosing type is, but UserNotifications calls it on its own queue.
        center.requestAuthorization(options: options) { granted, _ in
            self.status = granted ? .granted : .denied
            self.store.lastPromptDate = Date()
            completion()
        }
    }
}
