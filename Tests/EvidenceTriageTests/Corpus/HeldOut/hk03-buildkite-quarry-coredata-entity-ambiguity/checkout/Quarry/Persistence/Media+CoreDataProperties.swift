import CoreData
import Foundation

@objc(Media)
public class Media: NSManagedObject {}

extension Media {
    @nonobjc public class func fetchRequest() -> NSFetchRequest<Media> {
        NSFetchRequest<Media>(entityName: "Media")
    }

    @NSManaged public var mediaID: String
    @NSManaged public var kind: String
    @NSManaged public var capturedAt: Date?
    @NSManaged public var remoteURL: URL?
    @NSManaged public var localThumbnailURL: URL?
    @NSManaged public var isFavorite: Bool
}
