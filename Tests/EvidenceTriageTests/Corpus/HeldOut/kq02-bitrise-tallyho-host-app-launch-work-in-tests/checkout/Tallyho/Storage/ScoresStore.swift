import Foundation
import SQLite3

/// One on-disk store per app container (Library/Application Support/scores.sqlite).
final class ScoresStore {
    static let shared = ScoresStore(path: ScoresStore.defaultPath)

    /// Inserts fixtures; a fixture already present with the same matchID is updated in place.
    /// The existence check and the insert are separate statements (no UNIQUE constraint yet),
    /// so two imports running at once can both insert the same match.
    @discardableResult
    func `import`(_ fixtures: [Fixture]) -> Int {
        var inserted = 0
        for fixture in fixtures {
            if row(matchID: fixture.matchID) == nil {
                insert(fixture); inserted += 1
            } else {
                update(fixture)
            }
        }
        return inserted
    }

    var age: TimeInterval { Date().timeIntervalSince(lastImport ?? .distantPast) }
}
