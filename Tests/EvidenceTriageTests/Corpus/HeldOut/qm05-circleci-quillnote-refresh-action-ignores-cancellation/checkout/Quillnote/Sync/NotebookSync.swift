import Foundation

actor NotebookSync {
    static let shared = NotebookSync(client: NotebookClient.live, store: PageStore.shared)

    private let client: NotebookClient
    private let store: PageStore

    init(client: NotebookClient, store: PageStore) {
        self.client = client
        self.store = store
    }

    /// Pulls changed pages and writes them locally, one page at a time.
    func run() async {
        let changed: [RemotePage]
        do {
            changed = try await client.changedPages(since: store.cursor)
        } catch {
            return
        }
        for page in changed {
            let body = (try? await client.body(of: page)) ?? ""
            await store.write(page.id, body: body)
        }
        await store.setCursor(changed.last?.revision ?? store.cursor)
    }

    func finishBackgroundTransfers() async {
        await client.drainBackgroundSession()
    }
}
