import Foundation

struct SessionSlotFormatter {
    private let formatter: DateFormatter = {
        let f = DateFormatter()
        f.dateFormat = "h:mm a"          // follows the device locale: en_GB writes "pm"
        f.timeZone = TimeZone(identifier: "Europe/London")
        return f
    }()

    func label(for start: Date) -> String { formatter.string(from: start) }
    func range(_ a: Date, _ b: Date) -> String { "\(label(for: a)) – \(label(for: b))" }
}
