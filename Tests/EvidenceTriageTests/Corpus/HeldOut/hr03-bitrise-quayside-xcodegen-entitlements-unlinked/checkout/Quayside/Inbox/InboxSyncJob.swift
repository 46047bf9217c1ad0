import CoreData
import Foundation

/// Pulls new messages for the inbox. Runs from the app-refresh task, pull-to-refresh and silent pushes.
actor InboxSyncJob {
    static let live = InboxSyncJob(api: .live, container: PersistenceController.shared.container)

    private let api: InboxAPI
    private let container: NSPersistentContainer

    init(api: InboxAPI, container: NSPersistentContainer) {
        self.api = api
        self.container = container
    }

    /// Background refresh and pull-to-refresh: fetch-or-create by remote id, then advance the cursor.
    func refresh() async throws -> Int {
        let cursor = try await loadCursor()
        let page = try await api.messages(after: cursor)
        try Task.checkCancellation()
        let context = container.newBackgroundContext()
        try await context.perform {
            for dto in page.messages {
                let message = try MessageEntity.fetchOrCreate(remoteID: dto.id, in: context)
                message.apply(dto)
            }
            if context.hasChanges { try context.save() }
        }
        try await saveCursor(page.nextCursor)
        return page.messages.count
    }

    /// Silent push hint: the payload already carries the message, store it right away.
    func ingestPushHint(_ userInfo: [AnyHashable: Any]) async -> Bool {
        guard let dto = MessageDTO(pushPayload: userInfo) else { return false }
        let context = container.newBackgroundContext()
        return await context.perform {
            let message = MessageEntity(context: context)
            message.apply(dto)
            return (try? context.save()) != nil
        }
    }
}
