import Observation
import SQLiteData

@MainActor @Observable
final class LibraryModel {
    @ObservationIgnored @FetchAll(Book.order(by: \.title)) var books
    @ObservationIgnored @Dependency(\.defaultDatabase) var database

    func add(_ book: Book) async throws {
        try await database.write { db in try Book.insert { book }.execute(db) }
    }
}
