import Foundation
import os

/// The work of the background refresh: pull changes since the stored cursor, apply them,
/// then commit the new cursor in the same transaction.
struct TaskSyncJob {
    let api: TasksAPI
    let store: TaskStore
    private let log = Logger(subsystem: "app.wicket.tasks", category: "Sync")

    func run() async -> Bool {
        do {
            let data = try await api.changes(since: store.cursor)
            let page = try ServerDecoding.makeDecoder().decode(ChangesPage.self, from: data)
            try store.apply(page.changes, cursor: page.cursor)
            return true
        } catch {
            log.error("pull failed: \(String(describing: error), privacy: .public)")
            return false
        }
    }
}
