import ActivityKit
import Foundation

/// Mirrors the followed-matches feed onto the running Live Activity while the
/// app is alive; the relay push keeps it current when the app is suspended.
final class ScoreboardActivityService {
    private(set) var started = false
    private(set) var lastLocalContentHash: Int?
    private let writer: ActivityContentWriting

    init(writer: ActivityContentWriting) {
        self.writer = writer
    }

    func start(restoringHash hash: Int?) {
        started = true
        lastLocalContentHash = hash
    }

    /// Safe to call on every feed change: writes are hash-deduped.
    func refreshLocalContent(rows: [ScoreRow]) {
        guard started, !rows.isEmpty || lastLocalContentHash != nil else { return }
        let hash = rows.hashValue
        guard hash != lastLocalContentHash else { return }
        writer.write(rows: rows)
        lastLocalContentHash = hash
    }
}

protocol ActivityContentWriting: AnyObject {
    func write(rows: [ScoreRow])
}

struct ScoreRow: Hashable {
    let matchID: String
    let line: String
}
