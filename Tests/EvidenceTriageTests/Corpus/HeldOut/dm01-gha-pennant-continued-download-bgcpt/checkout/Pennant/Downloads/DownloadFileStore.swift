import Foundation

/// Where downloads are staged while in flight and where finished files land.
struct DownloadFileStore {
    let stagingDirectory: URL
    let downloadsDirectory: URL

    func partialURL(for filename: String) -> URL {
        stagingDirectory.appendingPathComponent(filename + ".partial")
    }

    func finalURL(for filename: String) -> URL {
        downloadsDirectory.appendingPathComponent(filename)
    }
}

final class ActiveDownload: Identifiable {
    let id = UUID()
    let filename: String
    let store: DownloadFileStore
    private(set) var isCancelled = false

    init(filename: String, store: DownloadFileStore) {
        self.filename = filename
        self.store = store
    }

    /// Stops the transfer. The partial file is kept so a foreground resume
    /// can pick it up; it is visible in Downloads as "name.partial".
    func cancel() {
        isCancelled = true
        let partial = store.partialURL(for: filename)
        let visible = store.finalURL(for: filename + ".partial")
        try? FileManager.default.moveItem(at: partial, to: visible)
    }
}
