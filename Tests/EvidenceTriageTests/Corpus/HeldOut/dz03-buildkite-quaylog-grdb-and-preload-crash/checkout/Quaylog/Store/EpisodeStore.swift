import Foundation
import GRDB
import QuaylogData

/// Play state for episodes. Writes go through whatever queue DataManager chose.
final class EpisodeStore {
    private let queue: DBQueue

    init(queue: DBQueue) {
        self.queue = queue
    }

    func markPlayed(episodeID: String, at date: Date = Date()) {
        queue.inDatabase { db in
            try db.execute(sql: "UPDATE episode SET playedAt = ?, playingStatus = 3 WHERE uuid = ?",
                           arguments: [date, episodeID])
        }
    }

    func playedAt(episodeID: String) -> Date? {
        queue.read { db in
            try Date.fetchOne(db, sql: "SELECT playedAt FROM episode WHERE uuid = ?", arguments: [episodeID])
        } ?? nil
    }
}
