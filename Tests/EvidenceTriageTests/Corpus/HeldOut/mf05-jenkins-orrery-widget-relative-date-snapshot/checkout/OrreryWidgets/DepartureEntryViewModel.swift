import Foundation

struct DepartureEntryViewModel {
    let entry: DepartureEntry
    var updatedLabel: String {
        let f = RelativeDateTimeFormatter()
        f.unitsStyle = .full
        // relative to the wall clock, not to the entry's render date
        return "Updated " + f.localizedString(for: entry.date, relativeTo: Date())
    }
}
