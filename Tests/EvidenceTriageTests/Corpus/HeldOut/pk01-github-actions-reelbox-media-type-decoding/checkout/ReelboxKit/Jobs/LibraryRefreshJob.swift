import Foundation
import os

public final class LibraryRefreshJob {
    private let client: LibraryClient
    private let store: SectionStore
    private let log = Logger(subsystem: "app.reelbox", category: "Refresh")

    public init(client: LibraryClient, store: SectionStore) {
        self.client = client
        self.store = store
    }

    public func run() async -> Bool {
        do {
            let data = try await client.fetch(path: "/library/sections")
            let response = try JSONDecoder().decode(LibrarySectionsResponse.self, from: data)
            try store.replaceSections(response.sections)
            return true
        } catch {
            log.error("refresh failed: \(String(describing: error), privacy: .public)")
            return false
        }
    }
}
