import Foundation

/// Formats the time offset of a subordinate tide station relative to its
/// reference station, e.g. "+1h 05m" or "-0h 25m" in the station sheet.
struct TideOffsetFormatter {
    private let formatter: DateComponentsFormatter = {
        let f = DateComponentsFormatter()
        f.allowedUnits = [.hour, .minute]
        f.unitsStyle = .abbreviated
        f.zeroFormattingBehavior = .pad
        f.formattingContext = .standalone
        return f
    }()

    func string(fromOffset seconds: TimeInterval) -> String {
        formatter.string(from: seconds) ?? "—"
    }
}
