import BackgroundTasks
import Foundation

enum DailySummaryScheduler {
    static func submit(now: Date = Date(), calendar: Calendar = .current) throws -> BGAppRefreshTaskRequest {
        let request = BGAppRefreshTaskRequest(identifier: AppDelegate.summaryTask)
        var next = calendar.nextDate(after: now, matching: DateComponents(hour: 6), matchingPolicy: .nextTime)!
        if next.timeIntervalSince(now) < 15 * 60 { next = next.addingTimeInterval(86_400) }
        request.earliestBeginDate = next
        try BGTaskScheduler.shared.submit(request)
        return request
    }
}
