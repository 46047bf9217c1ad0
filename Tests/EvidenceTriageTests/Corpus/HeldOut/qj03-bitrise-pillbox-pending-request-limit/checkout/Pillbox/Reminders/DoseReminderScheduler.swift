import Foundation
import UserNotifications
import os

struct DoseReminderScheduler {
    let timeZone: TimeZone
    private let log = Logger(subsystem: "com.pillbox.app", category: "reminders")

    private var calendar: Calendar {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "UTC")!
        return c
    }

    func requests(for plan: DosePlan, from start: Date = .now) -> [UNNotificationRequest] {
        var out: [UNNotificationRequest] = []
        for day in 0..<plan.days {
            let date = calendar.date(byAdding: .day, value: day, to: start)!
            for time in plan.times {
                var local = Calendar(identifier: .gregorian)
                local.timeZone = timeZone
                let fire = local.date(bySettingHour: time.hour, minute: time.minute, second: 0, of: date)!
                let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: fire)
                let content = UNMutableNotificationContent()
                content.title = plan.medication.name
                content.body = "Time for your \(plan.medication.doseText)"
                content.categoryIdentifier = "DOSE"
                let id = "dose.\(plan.medication.id).\(day).\(time.hour)\(time.minute)"
                out.append(UNNotificationRequest(identifier: id, content: content,
                                                 trigger: UNCalendarNotificationTrigger(dateMatching: parts, repeats: false)))
            }
        }
        return out
    }

    func schedule(_ plan: DosePlan, center: UNUserNotificationCenter) async throws {
        for request in requests(for: plan) {
            try await center.add(request)
            log.info("added \(request.identifier, privacy: .public)")
        }
        log.info("scheduled \(plan.days * plan.times.count) dose reminders for \(plan.medication.name, privacy: .public)")
    }
}
