import CoreData
import Foundation

final class PostService {
    private let container: NSPersistentContainer
    private let api: PostsAPI

    init(container: NSPersistentContainer, api: PostsAPI) {
        self.container = container
        self.api = api
    }

    /// Publishes a draft that the editor holds on the view context.
    func publish(_ draft: Post, completion: @escaping (Result<Void, Error>) -> Void) {
        let background = container.newBackgroundContext()
        background.perform {
            draft.status = PostStatus.publishing.rawValue
            draft.dateModified = Date()
            try? background.save()
            self.api.publish(postID: draft.remoteID) { result in
                DispatchQueue.main.async { completion(result) }
            }
        }
    }
}
