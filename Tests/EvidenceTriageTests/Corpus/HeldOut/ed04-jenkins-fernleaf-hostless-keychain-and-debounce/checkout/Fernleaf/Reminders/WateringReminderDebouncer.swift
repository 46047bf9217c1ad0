import Foundation

/// Coalesces bursts of plant edits into a single reschedule of the local
/// watering notifications (UNUserNotificationCenter is slow to rewrite).
final class WateringReminderDebouncer {
    private let quietPeriod: TimeInterval
    private let queue: DispatchQueue
    private var pending: DispatchWorkItem?
    private let reschedule: () -> Void

    init(quietPeriod: TimeInterval = 0.25, queue: DispatchQueue = .main, reschedule: @escaping () -> Void) {
        self.quietPeriod = quietPeriod
        self.queue = queue
        self.reschedule = reschedule
    }

    func plantDidChange() {
        pending?.cancel()
        let item = DispatchWorkItem { [reschedule] in reschedule() }
        pending = item
        queue.asyncAfter(deadline: .now() + quietPeriod, execute: item)
    }
}
