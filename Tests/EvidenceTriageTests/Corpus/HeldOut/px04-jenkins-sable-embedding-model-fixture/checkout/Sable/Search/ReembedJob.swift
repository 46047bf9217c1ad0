import Foundation

/// Work for the com.sablenotes.sable.reembed processing task.
struct ReembedJob {
    let store: NoteStore
    let embedder: Embedding
    let index: VectorIndex

    func run(isCancelled: () -> Bool = { false }) throws -> Int {
        let staging = try index.beginStaging()
        var count = 0
        for note in try store.allNotes() {
            if isCancelled() { return count }
            try staging.upsert(note.id, vector: embedder.embed(note.body))
            count += 1
        }
        try staging.commit()
        return count
    }
}
