final class FeedStore {
    func upsert(_ note: Note) throws {
        // last write wins; revision is not compared
        try db.write { $0.replace(note) }
    }
}
