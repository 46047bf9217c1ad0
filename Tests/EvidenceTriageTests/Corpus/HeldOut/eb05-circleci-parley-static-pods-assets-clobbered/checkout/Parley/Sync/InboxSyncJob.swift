//
//  InboxSyncJob.swift
//  Parley
//
//  Runs from the BGAppRefreshTask "app.kestrelworks.parley.inbox-sync" and on
//  foreground. Pages through /v2/inbox?after=<cursor>.
//

import Foundation

final class InboxSyncJob {
    private let api: InboxAPI
    private let store: InboxStore

    init(api: InboxAPI, store: InboxStore) {
        self.api = api
        self.store = store
    }

    func run() async throws {
        var cursor = try store.cursor()
        repeat {
            // BUG: the cursor is advanced before the page is fetched and saved,
            // so a failed page is skipped on the next run.
            let page = try await api.page(after: cursor)
            try store.saveCursor(page.nextCursor)
            try store.insert(page.conversations)
            cursor = page.nextCursor
        } while cursor != nil
    }
}
