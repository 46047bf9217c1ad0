import Foundation

public final class LocationNotesManager {
    private let store: NotesStore
    public init(store: NotesStore) { self.store = store }

    public var emptyStateTitle: String {
        String(localized: "location_notes.empty_title", bundle: .module)
    }

    public var notes: [LocationNote] { store.all().sorted { $0.visitedAt > $1.visitedAt } }
}
