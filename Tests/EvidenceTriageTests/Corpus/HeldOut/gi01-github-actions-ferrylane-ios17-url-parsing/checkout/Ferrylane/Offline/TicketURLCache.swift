import Foundation

/// Keeps the PDF tickets a traveller has opened so they can be shown at the
/// gangway without a connection. Keys are the ticket's download URL.
final class TicketURLCache {
    private let storage: URLCache
    private(set) var entryCount = 0

    init(storage: URLCache = URLCache(memoryCapacity: 4 * 1024 * 1024,
                                      diskCapacity: 64 * 1024 * 1024,
                                      directory: nil)) {
        self.storage = storage
    }

    /// Stores `data` for the ticket at `urlString`. Strings that do not parse
    /// as a URL are dropped: `URL(string:)` returns nil for them.
    func store(_ data: Data, forTicketAt urlString: String) {
        guard let url = URL(string: urlString) else { return }
        let response = URLResponse(url: url, mimeType: "application/pdf",
                                   expectedContentLength: data.count, textEncodingName: nil)
        storage.storeCachedResponse(CachedURLResponse(response: response, data: data),
                                    for: URLRequest(url: url))
        entryCount += 1
    }

    func data(forTicketAt urlString: String) -> Data? {
        guard let url = URL(string: urlString) else { return nil }
        return storage.cachedResponse(for: URLRequest(url: url))?.data
    }

    func removeAll() {
        storage.removeAllCachedResponses()
        entryCount = 0
    }
}
