import BackgroundTasks
import Foundation

protocol Clock { var now: Date { get } }

/// Builds the request for the morning bill-reminder refresh (com.saltmarsh.budget.reminders).
/// Reminders should be ready when the user wakes up in their *home* time zone (Settings > Region).
struct ReminderRefreshPlanner {
    let clock: Clock
    let homeTimeZone: TimeZone
    var morningHour = 6

    func nextRequest() -> BGAppRefreshTaskRequest {
        let request = BGAppRefreshTaskRequest(identifier: SaltmarshBackgroundTasks.reminders)
        request.earliestBeginDate = nextMorning()
        return request
    }

    func nextMorning() -> Date {
        let calendar = Calendar.current
        return calendar.nextDate(
            after: clock.now,
            matching: DateComponents(hour: morningHour, minute: 0),
            matchingPolicy: .nextTime
        )!
    }
}
