import Foundation

/// Drives the "Next dose" card on the Today screen.
final class DoseScheduleViewModel {
    private let schedule: DoseSchedule
    private let now: () -> Date

    private let timeFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "h:mm a"
        return formatter
    }()

    init(schedule: DoseSchedule, now: @escaping () -> Date = Date.init) {
        self.schedule = schedule
        self.now = now
    }

    var nextDoseLabel: String {
        guard let next = schedule.nextDose(after: now()) else { return "No more doses today" }
        return "Next dose at \(timeFormatter.string(from: next.scheduledAt))"
    }
}
