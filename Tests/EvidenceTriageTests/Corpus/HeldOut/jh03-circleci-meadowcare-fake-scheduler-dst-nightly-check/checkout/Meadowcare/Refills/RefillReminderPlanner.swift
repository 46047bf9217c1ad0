import Foundation
import UserNotifications

/// Turns refills that are due into local reminders, 20 minutes after the nightly check.
final class RefillReminderPlanner {
  private let center: NotificationScheduling
  private let clock: Clock
  private(set) var planned: [(id: String, fireDate: Date)] = []

  init(center: NotificationScheduling, clock: Clock) {
    self.center = center
    self.clock = clock
  }

  func plan(for refills: [Refill]) {
    for refill in refills {
      // Morning nudge relative to when the check ran.
      let fire = Date().addingTimeInterval(20 * 60)
      planned.append((refill.id, fire))
      center.add(id: "refill-\(refill.id)", title: "Refill due: \(refill.name)", at: fire)
    }
  }
}
