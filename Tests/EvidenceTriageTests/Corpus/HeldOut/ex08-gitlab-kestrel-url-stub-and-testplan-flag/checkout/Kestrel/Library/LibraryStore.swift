import Foundation
import SQLite3

enum LibraryStoreError: Error {
    case notOpened
    case sqlite(Int32)
}

/// The downloaded-episodes library. Opened by SceneDelegate when the UI comes up.
final class LibraryStore {
    static let shared = LibraryStore(url: .libraryDatabase)
    private let url: URL
    private var handle: OpaquePointer?

    init(url: URL) { self.url = url }

    var isOpen: Bool { handle != nil }

    func open() throws {
        guard handle == nil else { return }
        let rc = sqlite3_open_v2(url.path, &handle, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_FILEPROTECTION_COMPLETEUNTILFIRSTUSERAUTHENTICATION, nil)
        guard rc == SQLITE_OK else { throw LibraryStoreError.sqlite(rc) }
    }

    func queuedEpisodes(limit: Int) throws -> [Episode] {
        guard isOpen else { throw LibraryStoreError.notOpened }
        return try Episode.fetchQueued(in: handle!, limit: limit)
    }

    func markDownloaded(_ episode: Episode, file: URL) throws {
        guard isOpen else { throw LibraryStoreError.notOpened }
        try Episode.setDownloaded(episode.id, file: file, in: handle!)
    }
}
