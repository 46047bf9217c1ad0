import Foundation
import UserNotifications

protocol NotificationScheduling: AnyObject {
    func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: ((Error?) -> Void)?)
}

extension UNUserNotificationCenter: NotificationScheduling {}

/// Turns a refreshed tide table into "high tide in 30 minutes" alerts.
final class TideAlertScheduler {
    private let center: NotificationScheduling
    private let quietHours: ClosedRange<Int>?
    private let queue = DispatchQueue(label: "app.saltgrass.tide-alerts", qos: .utility)

    init(center: NotificationScheduling, quietHours: ClosedRange<Int>?) {
        self.center = center
        self.quietHours = quietHours
    }

    /// Completion is called on the scheduler's queue with the number of alerts added.
    func scheduleAlerts(for table: TideTable, completion: @escaping (Result<Int, Error>) -> Void) {
        queue.async { [self] in
            let highs = table.events.filter { $0.kind == .high && !isQuiet($0.date) }
            guard !highs.isEmpty else { return completion(.success(0)) }
            let group = DispatchGroup()
            var firstError: Error?
            for event in highs {
                group.enter()
                center.add(request(for: event, station: table.station)) { error in
                    if let error, firstError == nil { firstError = error }
                    group.leave()
                }
            }
            group.notify(queue: queue) {
                if let firstError { completion(.failure(firstError)) } else { completion(.success(highs.count)) }
            }
        }
    }

    private func isQuiet(_ date: Date) -> Bool {
        guard let quietHours else { return false }
        return quietHours.contains(Calendar.current.component(.hour, from: date))
    }

    private func request(for event: TideEvent, station: Station) -> UNNotificationRequest {
        let content = UNMutableNotificationContent()
        content.title = "High tide at \(station.name)"
        content.body = "\(event.height.formatted(.number.precision(.fractionLength(1)))) m at \(event.date.formatted(date: .omitted, time: .shortened))"
        let fire = Calendar.current.dateComponents([.year, .month, .day, .hour, .minute], from: event.date.addingTimeInterval(-30 * 60))
        return UNNotificationRequest(identifier: "tide.high.\(station.id).\(Int(event.date.timeIntervalSince1970))",
                                     content: content,
                                     trigger: UNCalendarNotificationTrigger(dateMatching: fire, repeats: false))
    }
}
