import BackgroundTasks
import Foundation

enum DailyReset {
    static let identifier = "com.thistledown.daily-reset"

    /// Submitted when the app goes to the background; wants to run just after midnight.
    static func schedule(after now: Date = Date(), calendar: Calendar = .current) {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = calendar.nextDate(after: now, matching: DateComponents(hour: 0, minute: 0), matchingPolicy: .nextTime)
        do {
            try BGTaskScheduler.shared.submit(request)
            NSLog("[DailyReset] submitted, earliestBeginDate=%@", "\(request.earliestBeginDate!)")
        } catch {
            NSLog("[DailyReset] submit failed: %@", "\(error)")
        }
    }
}

struct DailyResetJob {
    let store: HabitStore

    /// Closes yesterday: habits not done lose their streak.
    func run(for day: Day) throws {
        for habit in try store.habits() where !habit.isDone(on: day) {
            try store.setStreak(max(0, habit.streak - 1), for: habit.id)
        }
        try store.markReset(day)
    }
}
