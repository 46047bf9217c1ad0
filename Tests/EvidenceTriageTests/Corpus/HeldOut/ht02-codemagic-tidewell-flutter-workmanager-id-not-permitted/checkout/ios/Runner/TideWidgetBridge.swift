import Foundation

/// Shares the next tide with the home-screen widget through the app group.
struct TideWidgetBridge {
    let defaults: UserDefaults

    static let formatter: ISO8601DateFormatter = {
        let f = ISO8601DateFormatter()
        f.formatOptions = [.withFullDate, .withTime, .withDashSeparatorInDate, .withColonSeparatorInTime]
        return f
    }()

    func encode(nextTide: Date, heightMetres: Double) -> [String: Any] {
        ["nextTideAt": Self.formatter.string(from: nextTide), "height": heightMetres]
    }
}
