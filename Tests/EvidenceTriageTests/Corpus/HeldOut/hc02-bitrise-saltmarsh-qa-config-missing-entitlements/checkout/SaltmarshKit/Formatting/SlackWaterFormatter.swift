import Foundation

public struct SlackWaterFormatter {
    let timeZone: TimeZone
    /// Slack water is taken as 15 minutes either side of the turn.
    let halfWidth: TimeInterval = 15 * 60

    public init(timeZone: TimeZone) { self.timeZone = timeZone }

    public func window(around turn: TideTurn) -> String {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_GB")
        f.timeZone = timeZone
        f.dateFormat = "HH:mm"
        let start = turn.date.addingTimeInterval(-halfWidth)
        let end = turn.date.addingTimeInterval(halfWidth * 2)
        return "\(f.string(from: start))–\(f.string(from: end))"
    }
}
