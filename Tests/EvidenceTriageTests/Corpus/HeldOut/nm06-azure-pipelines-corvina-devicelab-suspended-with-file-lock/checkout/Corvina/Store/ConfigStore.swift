import Foundation

final class ConfigStore {
    let url: URL
    private let lock = NSFileCoordinator(filePresenter: nil)

    init(url: URL) { self.url = url }

    /// Called once per incoming message while polling.
    func canPerformChange(for conversationID: String) -> Bool {
        var allowed = false
        lock.coordinate(writingItemAt: url, options: .forMerging, error: nil) { url in
            let handle = try? FileHandle(forUpdating: url)
            try? handle?.lock()
            allowed = (try? ConfigFile(handle: handle).isWritable(conversationID)) ?? false
            try? handle?.unlock()
        }
        return allowed
    }

    func apply(_ message: IncomingMessage) throws {
        try ConfigFile(url: url).append(message)
    }
}
