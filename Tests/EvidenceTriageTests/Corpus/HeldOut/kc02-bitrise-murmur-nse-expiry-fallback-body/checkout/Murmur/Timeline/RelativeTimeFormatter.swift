import Foundation

enum RelativeTimeFormatter {
    private static let formatter: DateComponentsFormatter = {
        let f = DateComponentsFormatter()
        f.unitsStyle = .short
        f.maximumUnitCount = 1
        f.allowedUnits = [.day, .hour, .minute]
        return f
    }()

    static func short(_ date: Date, relativeTo now: Date = .now) -> String {
        let interval = now.timeIntervalSince(date)
        if interval < 60 { return "now" }
        return formatter.string(from: interval) ?? ""
    }
}
