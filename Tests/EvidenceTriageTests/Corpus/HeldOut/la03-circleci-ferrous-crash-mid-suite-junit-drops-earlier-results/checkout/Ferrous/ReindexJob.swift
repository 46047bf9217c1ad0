import Foundation

/// Rebuilds the search index (BGProcessingTask com.ferrous.notes.reindex).
final class ReindexJob {
    private let store: NoteStore
    private let index: SearchIndex
    private(set) var indexedCount = 0

    init(store: NoteStore, index: SearchIndex) {
        self.store = store
        self.index = index
    }

    /// Resumes after `cursor`, the last document id that was committed.
    func run(resumingFrom cursor: Int?) throws {
        // BUG: `cursor` is never used, so a resumed run re-indexes what was already
        // indexed (the job is not idempotent across an expiration).
        let ids = store.allDocumentIDs()
        for id in ids {
            // one document at a time so an expiration loses at most one
            // (see BackgroundTasks.swift for the expiration handler)
            try reindex(id)
        }
        if let last = ids.last {
            index.commit(cursor: last)
        }
    }

    /// Re-indexes one note.
    ///
    /// The id list was read before the loop, so a note deleted in between
    /// has no body any more.
    private func reindex(_ id: Int) throws {
        let body = store.body(for: id)
        indexedCount += 1
        guard !index.contains(id) || store.isDirty(id) else {
            return
        }
        // Force-unwrap: assumes every listed id still has a body.
        // A deleted note returns nil here.
        index.add(id: id, text: body!.lowercased())
    }
}
