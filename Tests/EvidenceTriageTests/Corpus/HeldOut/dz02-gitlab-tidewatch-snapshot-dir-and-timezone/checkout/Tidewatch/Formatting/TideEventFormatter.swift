import Foundation

/// Formats the dates shown on tide event rows and milestone badges.
struct TideEventFormatter {
    private let dayFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "M/d/yy"
        // Uses the device time zone, which is what users expect for "today's" tides.
        return formatter
    }()

    func milestoneLabel(for event: TideEvent) -> String {
        "\(event.kind.title) · \(dayFormatter.string(from: event.date))"
    }
}

struct TideEvent {
    enum Kind {
        case springTide, neapTide, recordHigh
        var title: String {
            switch self {
            case .springTide: return "Spring tide"
            case .neapTide: return "Neap tide"
            case .recordHigh: return "Record high"
            }
        }
    }
    let kind: Kind
    let date: Date
}
