import Foundation
import Shared
import UserNotifications

/// Schedules the next seven daily study reminders.
final class DailyReminderScheduler {
  private let interactor: ReminderInteractor
  static let count = 7

  init(interactor: ReminderInteractor) {
    self.interactor = interactor
  }

  func scheduleWeek() {
    UNUserNotificationCenter.current().removePendingNotificationRequests(withIdentifiers: (0..<Self.count).map { "daily-study-\($0)" })

    Task {
      let descriptions = interactor.getShuffledDailyReminderDescriptions().prefix(Self.count)
      for (index, description) in descriptions.enumerated() {
        let startHour = Int(interactor.getDailyReminderStartHour())
        try? await UNUserNotificationCenter.current().add(
          DailyReminderRequest.make(index: index, description: description, startHour: startHour))
      }
    }
  }
}
