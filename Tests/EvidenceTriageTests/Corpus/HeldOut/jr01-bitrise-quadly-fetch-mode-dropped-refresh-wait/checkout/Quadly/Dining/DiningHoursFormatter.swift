import Foundation

struct DiningHoursFormatter {
    var locale = Locale(identifier: "en_US")

    func string(open: DateComponents, close: DateComponents) -> String {
        let f = DateFormatter()
        f.locale = locale
        f.dateFormat = "h:mm a"
        let cal = Calendar(identifier: .gregorian)
        let o = cal.date(from: open)!, c = cal.date(from: close)!
        // Late-night venues close after midnight; we only print both times.
        return "\(f.string(from: o)) – \(f.string(from: c))"
    }
}
