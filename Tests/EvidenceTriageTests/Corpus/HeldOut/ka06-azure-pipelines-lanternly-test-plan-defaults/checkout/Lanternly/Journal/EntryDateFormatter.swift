import Foundation

/// Section headers in the journal list. Follows the user's locale.
struct EntryDateFormatter {
    private let formatter: DateFormatter = {
        let f = DateFormatter()
        f.dateStyle = .medium
        f.timeStyle = .none
        return f
    }()

    func header(for date: Date) -> String { formatter.string(from: date) }
}
