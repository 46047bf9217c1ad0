import Foundation

struct Clock { let minutesSinceMidnight: Int }

enum SunCalcBridge {
    static func parseClock(_ s: String) -> Clock? {
        let parts = s.split(separator: ":").compactMap { Int($0) }
        guard parts.count == 2 else { return nil }
        return Clock(minutesSinceMidnight: parts[0] * 60 + parts[1])
    }

    static func formatDaylight(minutes: Int) -> String {
        "\(minutes / 60) h \(minutes % 60) min"
    }
}
