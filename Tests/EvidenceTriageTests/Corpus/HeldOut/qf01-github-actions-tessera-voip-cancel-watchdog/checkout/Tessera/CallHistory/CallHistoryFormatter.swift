import Foundation

struct CallHistoryFormatter {
    let calendar: Calendar
    let locale: Locale

    func subtitle(for entry: CallHistoryEntry) -> String {
        switch entry.outcome {
        case .missed:
            return "Missed call"
        case .answered(let duration):
            return "Outgoing \u{00B7} " + format(duration)
        case .declined:
            return "Declined"
        }
    }

    func format(_ duration: TimeInterval) -> String {
        let f = DateComponentsFormatter()
        f.allowedUnits = [.minute, .second]
        f.unitsStyle = .positional
        f.zeroFormattingBehavior = .pad
        return f.string(from: duration) ?? "0:00"
    }
}
