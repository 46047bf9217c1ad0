import Foundation

enum AlertCopy {
    static func highTideTitle(at date: Date, in zone: TimeZone) -> String {
        let f = DateFormatter()
        f.dateFormat = "HH:mm"
        f.timeZone = TimeZone(identifier: "UTC")
        return "High tide at \(f.string(from: date))"
    }
}
