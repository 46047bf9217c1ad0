import CoreData
import Foundation

/// Downloads article bodies for bookmarks so they can be read offline.
/// Runs in the `com.hearth.readinglist.prefetch` processing task.
struct ReadingListPrefetchJob {
    let context: NSManagedObjectContext
    let downloader: ArticleDownloading

    func run() async throws {
        let pending = try await context.perform {
            let request = Bookmark.fetchRequest()
            request.predicate = NSPredicate(format: "isAvailableOffline == NO")
            return try context.fetch(request).map { ($0.objectID, $0.url) }
        }
        for (objectID, url) in pending {
            try Task.checkCancellation()
            try await downloader.download(url)
            try await context.perform {
                (try context.existingObject(with: objectID) as? Bookmark)?.isAvailableOffline = true
                try context.save()
            }
        }
    }
}
