import Foundation

public protocol EntryUploading {
    func upload(_ entry: JournalEntry) throws
}

public protocol EntryStoring: AnyObject {
    func entries(modifiedSince date: Date?) -> [JournalEntry]
    var lastExportDate: Date? { get set }
}

/// Nightly export of new journal entries to the user's backup folder.
/// Runs from the app's BGProcessingTask handler and from "Export now" in Settings.
public final class EntryExportJob {
    private let store: EntryStoring
    private let uploader: EntryUploading
    private let now: () -> Date

    public init(store: EntryStoring, uploader: EntryUploading, now: @escaping () -> Date = Date.init) {
        self.store = store
        self.uploader = uploader
        self.now = now
    }

    public func run() throws {
        let pending = store.entries(modifiedSince: nil)
        for entry in pending {
            try uploader.upload(entry)
        }
        store.lastExportDate = now()
    }
}
