import Foundation

struct QuietHours {
    let startHour: Int   // e.g. 22
    let endHour: Int     // e.g. 7

    func contains(hour: Int) -> Bool {
        return hour >= startHour && hour < endHour
    }
}
