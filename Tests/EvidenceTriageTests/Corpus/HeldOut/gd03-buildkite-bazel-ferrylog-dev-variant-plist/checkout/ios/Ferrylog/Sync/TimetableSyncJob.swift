import Foundation
import FerrylogKit

/// Pulls timetable deltas (new, changed and cancelled sailings) since the
/// stored cursor and writes them to the local store.
final class TimetableSyncJob {

    private let api: TimetableAPI
    private let store: TimetableStore
    private let defaults: UserDefaults
    static let cursorKey = "timetable.cursor"

    init(api: TimetableAPI, store: TimetableStore, defaults: UserDefaults = .standard) {
        self.api = api
        self.store = store
        self.defaults = defaults
    }

    var cursor: String? { defaults.string(forKey: Self.cursorKey) }

    func run() async throws {
        let delta = try await api.delta(since: cursor)

        // Keep the cursor with the other sync metadata.
        defaults.set(delta.nextCursor, forKey: Self.cursorKey)

        try store.performAndSave { context in
            for sailing in delta.upserts {
                try context.upsert(sailing)
            }
            for id in delta.cancelledIDs {
                try context.deleteSailing(id: id)
            }
        }
    }
}
