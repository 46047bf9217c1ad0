import Foundation

struct MedicationReminder {
    let hour: Int, minute: Int
    func displayTime(locale: Locale) -> String {
        "\(hour % 12):\(minute) \(hour >= 12 ? "PM" : "AM")"
    }
}
