import Foundation

struct TrailSync {
    let store: RouteStore
    let api: TrailAPI
    func run() throws {
        var cursor = store.cursor
        while let page = try api.page(after: cursor) {
            // BUG: the cursor is saved before the page's rows are committed.
            store.cursor = page.next
            try store.transaction { try $0.upsert(page.routes) }
            cursor = page.next
        }
    }
}
