import Foundation

@MainActor
final class FeedRefresher {
    private let api: FeedAPI
    private var cursor: PageCursor?
    private(set) var items: [FeedItem] = []

    init(api: FeedAPI) { self.api = api }





















    func refresh() async throws {
        log.info("feed: refresh started")
        if inFlight {
            log.info("feed: refresh started while in flight, resetting page cursor")
            cursor = nil
        }
        inFlight = true
        defer { inFlight = false }
        let page = try await api.page(after: cursor?.token)
        // the second refresh cleared the cursor while this one was suspended
        cursor = cursor!.advanced(by: page)
        items = page.items
    }

    private var inFlight = false
}