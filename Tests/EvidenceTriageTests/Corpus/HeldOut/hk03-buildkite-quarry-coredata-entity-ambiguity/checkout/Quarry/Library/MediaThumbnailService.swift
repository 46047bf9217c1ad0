import CoreData
import Foundation

/// Picks the thumbnail URL for a media item, preferring the small CDN rendition for remote video.
struct MediaThumbnailService {
    let context: NSManagedObjectContext

    func smallThumbnailURL(forMediaID id: String) -> URL? {
        let request = Media.fetchRequest()
        request.predicate = NSPredicate(format: "mediaID == %@", id)
        request.fetchLimit = 1
        guard let media = try? context.fetch(request).first else { return nil }
        switch (media.kind, media.remoteURL) {
        case ("video", let remote?):
            return URL(string: remote.absoluteString.replacingOccurrences(of: ".mp4", with: "_thumb_s.jpg"))
        default:
            return media.localThumbnailURL
        }
    }
}
