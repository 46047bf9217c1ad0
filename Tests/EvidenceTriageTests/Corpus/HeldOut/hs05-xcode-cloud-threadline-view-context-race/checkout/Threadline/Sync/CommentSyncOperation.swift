import CoreData
import Foundation

/// Imports one page of comments for a thread. Runs on the sync queue, never on main.
final class CommentSyncOperation: AsyncOperation, @unchecked Sendable {
    private let persistence: Persistence
    private let api: CommentsAPI
    private let threadID: String
    private(set) var imported = 0

    init(persistence: Persistence, api: CommentsAPI, threadID: String) {
        self.persistence = persistence
        self.api = api
        self.threadID = threadID
        super.init()
    }

    override func main() {
        Task {
            defer { finish() }
            guard let page = try? await api.comments(threadID: threadID) else { return }
            let context = persistence.newBackgroundContext()
            await context.perform {
                for dto in page.comments {
                    let comment = self.existingComment(withRemoteID: dto.id) ?? Comment(context: context)
                    comment.update(from: dto, threadID: self.threadID)
                    self.imported += 1
                }
                try? context.save()
            }
        }
    }

    /// Lookup so a re-delivered comment updates the existing row instead of inserting a copy.
    private func existingComment(withRemoteID id: String) -> Comment? {
        let request = Comment.fetchRequest()
        request.predicate = NSPredicate(format: "remoteID == %@", id)
        request.fetchLimit = 1
        // Reads through the UI context so we see rows the user just created locally.
        return try? persistence.viewContext.fetch(request).first
    }
}
