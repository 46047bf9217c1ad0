import Foundation

protocol NoteFeed {
    func recentNotes(limit: Int) async throws -> [NoteSummary]
}

/// Fetches the newest notes and refreshes the widget snapshot.
final class NoteRefreshJob {
    private let feed: NoteFeed
    private let snapshots: WidgetSnapshotWriter
    private var cancelled = false

    init(feed: NoteFeed, snapshots: WidgetSnapshotWriter = WidgetSnapshotWriter()) {
        self.feed = feed
        self.snapshots = snapshots
    }

    func run() async throws {
        let notes = try await feed.recentNotes(limit: 5)
        try Task.checkCancellation()
        if cancelled { throw CancellationError() }
        _ = try snapshots.write(notes)
    }

    func cancel() { cancelled = true }
}
