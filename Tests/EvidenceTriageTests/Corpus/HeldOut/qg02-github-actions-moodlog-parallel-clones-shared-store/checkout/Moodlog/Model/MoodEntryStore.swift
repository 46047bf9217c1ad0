import Foundation

final class MoodEntryStore {
    private(set) var entries: [MoodEntry] = []
    private(set) var widgetTimeline: [MoodEntry] = []

    func add(_ entry: MoodEntry) {
        entries.append(entry)
        widgetTimeline = Array(entries.suffix(7))
    }

    func delete(id: UUID) {
        entries.removeAll { $0.id == id }
    }
}
