import Foundation
import SwiftData
import os

@MainActor
final class Storage {
    static let shared = Storage()
    let container: ModelContainer
    var context: ModelContext { container.mainContext }
    private let log = Logger(subsystem: "app.clipjar.ios", category: "Storage")

    init(url: URL = Storage.defaultURL) {
        let config = ModelConfiguration(url: url)
        container = try! ModelContainer(for: HistoryItem.self, HistoryItemContent.self, configurations: config)
    }

    static var defaultURL: URL {
        URL.applicationSupportDirectory.appending(path: "Storage.sqlite")
    }

    /// Drops SwiftData's persistent history (ATRANSACTION / ACHANGE); nothing in the app reads it.
    func purgePersistentHistory() throws {
        var descriptor = HistoryDescriptor<DefaultHistoryTransaction>()
        descriptor.predicate = #Predicate { _ in true }
        try context.deleteHistory(descriptor)
    }

    func historyTransactionCount() throws -> Int {
        try context.fetchHistory(HistoryDescriptor<DefaultHistoryTransaction>()).count
    }

    /// One-time removal of contents whose item was deleted before the fix for the leak.
    func cleanupOrphanedContents() throws {
        try context.delete(model: HistoryItemContent.self, where: #Predicate { $0.item == nil })
        context.processPendingChanges()
        try context.save()
        log.info("orphan cleanup finished")
    }
}
