import Foundation

struct QuietHours {
    var startHour: Int
    var endHour: Int

    func isQuiet(hour: Int) -> Bool {
        hour >= startHour && hour < endHour
    }
}
