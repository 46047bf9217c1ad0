//
//  SurveyPromptScheduler.swift
//  FieldKit
//
//  Schedules the local notification that asks the surveyor for the
//  end-of-visit checklist. When the prompt is delivered the app records a
//  PromptRecord (id, scheduledFor, deliveredAt) for the audit trail.
//

import Foundation
import UserNotifications

final class SurveyPromptScheduler: NSObject, UNUserNotificationCenterDelegate {
    static let shared = SurveyPromptScheduler()
    private let center = UNUserNotificationCenter.current()
    private(set) var records: [PromptRecord] = []

    func schedule(id: String, after seconds: TimeInterval) async throws {
        let content = UNMutableNotificationContent()
        content.title = "Visit checklist"
        content.body = "Confirm photos, readings and signature before leaving the site."
        let trigger = UNTimeIntervalNotificationTrigger(timeInterval: seconds, repeats: false)
        try await center.add(UNNotificationRequest(identifier: id, content: content, trigger: trigger))
        let fireDate = Date(timeIntervalSinceNow: seconds)
        print("SurveyPromptScheduler: scheduled \(id) for \(fireDate) (UNTimeIntervalNotificationTrigger \(Int(seconds)) s)")
        records.append(PromptRecord(id: id, scheduledFor: fireDate, deliveredAt: nil))
    }

    // Called by the system only while the app is in the foreground.
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async -> UNNotificationPresentationOptions {
        markDelivered(notification.request.identifier)
        return [.banner, .sound]
    }

    private func markDelivered(_ id: String) {
        guard let index = records.firstIndex(where: { $0.id == id }) else { return }
        records[index].deliveredAt = Date()
        NotificationCenter.default.post(name: .surveyPromptDelivered, object: id)
    }
}

extension Notification.Name {
    static let surveyPromptDelivered = Notification.Name("FieldKitSurveyPromptDelivered")
}

struct PromptRecord: Equatable {
    let id: String
    let scheduledFor: Date
    var deliveredAt: Date?
}
