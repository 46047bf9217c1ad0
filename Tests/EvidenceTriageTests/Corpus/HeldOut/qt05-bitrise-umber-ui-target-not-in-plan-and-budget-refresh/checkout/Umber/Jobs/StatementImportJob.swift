import Foundation

final class StatementImportJob {
    let feed: StatementFeed
    let ledger: Ledger

    init(feed: StatementFeed, ledger: Ledger) {
        self.feed = feed
        self.ledger = ledger
    }

    func run() async throws {
        var cursor = ledger.cursor
        while true {
            let page = try await feed.page(after: cursor)
            ledger.cursor = page.next
            try ledger.insert(page.rows)
            guard let next = page.next else { return }
            cursor = next
        }
    }
}
