import Foundation
import Capacitor
import UserNotifications

/// Schedules rota reminders natively so they survive app restarts without the
/// web layer having to re-schedule them on every launch.
@objc(ShiftReminderPlugin)
public class ShiftReminderPlugin: CAPPlugin, CAPBridgedPlugin {
    public let identifier = "ShiftReminderPlugin"
    public let jsName = "ShiftReminder"
    public let pluginMethods: [CAPPluginMethod] = [
        CAPPluginMethod(name: "scheduleRota", returnType: CAPPluginReturnPromise),
        CAPPluginMethod(name: "cancelShift", returnType: CAPPluginReturnPromise),
    ]

    static func schedule(rota: [ShiftReminder], leads: [ReminderLead]) async throws {
        let center = UNUserNotificationCenter.current()
        for shift in rota {
            for lead in leads {
                let fireDate = shift.start.addingTimeInterval(-lead.seconds)
                guard fireDate > Date() else { continue }
                let comps = Calendar.current.dateComponents(
                    [.year, .month, .day, .hour, .minute], from: fireDate)
                let request = UNNotificationRequest(
                    identifier: "\(shift.shiftId)-\(lead.rawValue)",
                    content: content(for: shift, lead: lead),
                    trigger: UNCalendarNotificationTrigger(dateMatching: comps, repeats: false))
                try await center.add(request)
            }
        }
    }

    static func schedule(reminder: ShiftReminder, identifier: String, fireIn seconds: TimeInterval) async throws {
        let request = UNNotificationRequest(
            identifier: identifier,
            content: content(for: reminder, lead: .oneHour),
            trigger: UNTimeIntervalNotificationTrigger(timeInterval: seconds, repeats: false))
        try await UNUserNotificationCenter.current().add(request)
    }

    static func cancel(shiftId: String) async throws {
        let center = UNUserNotificationCenter.current()
        let ids = await center.pendingNotificationRequests()
            .map(\.identifier)
            .filter { $0.hasPrefix(shiftId) }
        center.removePendingNotificationRequests(withIdentifiers: ids)
    }

    static func content(for reminder: ShiftReminder, lead: ReminderLead) -> UNNotificationContent {
        let content = UNMutableNotificationContent()
        content.title = lead.title
        content.body = "\(reminder.site) starts at \(reminder.startLabel)"
        content.threadIdentifier = "rota"
        return content
    }

    @objc func scheduleRota(_ call: CAPPluginCall) {
        guard let shifts = call.getArray("shifts", JSObject.self) else {
            call.reject("shifts is required"); return
        }
        Task {
            do {
                try await Self.schedule(rota: shifts.compactMap(ShiftReminder.init(js:)),
                                        leads: [.nightBefore, .oneHour, .fifteenMinutes])
                call.resolve()
            } catch {
                call.reject(error.localizedDescription)
            }
        }
    }

    @objc func cancelShift(_ call: CAPPluginCall) {
        Task {
            try? await Self.cancel(shiftId: call.getString("shiftId") ?? "")
            call.resolve()
        }
    }
}
