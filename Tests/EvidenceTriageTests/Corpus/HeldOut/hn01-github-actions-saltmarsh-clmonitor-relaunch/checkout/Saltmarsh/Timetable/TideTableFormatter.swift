import Foundation

struct TideTableFormatter {
    var now: () -> Date = Date.init
    var calendar = Calendar(identifier: .gregorian)

    /// "Slack water in 12 min" / "Slack water now"
    func slackWaterLabel(until slack: Date) -> String {
        let minutes = Int(slack.timeIntervalSince(now()) / 60)
        return minutes <= 0 ? "Slack water now" : "Slack water in \(minutes) min"
    }
}
