import Foundation

struct OrchardSyncJob {
    let api: OrchardAPI
    let store: SyncStateStore

    func run() async throws -> Int {
        var token: String? = nil            // always starts from the first page
        var imported = 0
        repeat {
            let page = try await api.blocks(pageToken: token)
            imported += try store.upsert(page.blocks)
            token = page.nextPageToken
            store.pageToken = token
        } while token != nil
        return imported
    }
}
