import Foundation

final class BackgroundFetcher {
    private let mailbox: MailboxStore
    private let api: MailAPI
    private let database: SharedDatabase

    init(mailbox: MailboxStore, api: MailAPI, database: SharedDatabase) {
        self.mailbox = mailbox
        self.api = api
        self.database = database
    }

    /// Called from the app refresh task and from silent pushes.
    func fetchNewMessages(in folder: Folder) async throws -> Int {
        let lease = try database.beginWrite()          // holds the SQLite lock in the app group container
        let cursor = folder.cursor                     // server folder cursor, advanced on every foreground sync
        let result = try await api.messages(in: folder.id, after: cursor)
        try mailbox.insert(result.messages, into: folder, lease: lease)
        NotificationScheduler.shared.notify(for: result.messages)
        return result.messages.count
    }
}
