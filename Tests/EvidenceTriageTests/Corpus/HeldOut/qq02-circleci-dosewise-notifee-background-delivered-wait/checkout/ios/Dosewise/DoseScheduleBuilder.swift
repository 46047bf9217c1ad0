import Foundation

@objc(DoseScheduleBuilder)
final class DoseScheduleBuilder: NSObject {
    /// Next reminder slot for a twice-daily regimen (08:00 and 20:00 local).
    static func nextSlot(after now: Date, calendar: Calendar = .current) -> Date {
        let slots = [8, 20]
        for hour in slots {
            let candidate = calendar.date(bySettingHour: hour, minute: 0, second: 0, of: now)!
            if candidate >= calendar.startOfDay(for: now) { return candidate }
        }
        let tomorrow = calendar.date(byAdding: .day, value: 1, to: now)!
        return calendar.date(bySettingHour: slots[0], minute: 0, second: 0, of: tomorrow)!
    }
}
