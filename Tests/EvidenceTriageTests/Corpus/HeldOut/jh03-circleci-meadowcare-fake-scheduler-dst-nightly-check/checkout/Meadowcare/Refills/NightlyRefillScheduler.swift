import BackgroundTasks
import Foundation

/// Checks pharmacy refill status once a night, not before 02:30 local time.
final class NightlyRefillScheduler {
  static let identifier = "com.meadowcare.app.nightly-refill-check"
  static let runHour = 2
  static let runMinute = 30

  private let scheduler: TaskScheduling
  private let clock: Clock
  private let calendar: Calendar
  private let pharmacy: PharmacyClient
  private let reminders: RefillReminderPlanner
  private(set) var lastPlannedRun: Date?

  init(scheduler: TaskScheduling, clock: Clock, calendar: Calendar = .current,
       pharmacy: PharmacyClient, reminders: RefillReminderPlanner) {
    self.scheduler = scheduler
    self.clock = clock
    self.calendar = calendar
    self.pharmacy = pharmacy
    self.reminders = reminders
  }

  /// First run: the next 02:30 after `date`. Later runs: one day after the previous plan.
  func nextRun(after date: Date) -> Date {
    if let last = lastPlannedRun {
      return last.addingTimeInterval(24 * 60 * 60)
    }
    return calendar.nextDate(
      after: date,
      matching: DateComponents(hour: Self.runHour, minute: Self.runMinute),
      matchingPolicy: .nextTime)!
  }

  func schedule() throws {
    let request = BGProcessingTaskRequest(identifier: Self.identifier)
    request.requiresNetworkConnectivity = true
    let run = nextRun(after: clock.now)
    request.earliestBeginDate = run
    try scheduler.submit(request)
    lastPlannedRun = run
  }

  func handle(_ task: ProcessingTask) {
    Task {
      guard let due = try? await pharmacy.refillsDueThisWeek() else {
        task.setTaskCompleted(success: false)
        return
      }
      reminders.plan(for: due)
      try? schedule()
      task.setTaskCompleted(success: true)
    }
  }
}
