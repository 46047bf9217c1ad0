import CoreData
import Foundation

extension TrashedPhoto {
  @nonobjc public class func fetchRequest() -> NSFetchRequest<TrashedPhoto> {
    NSFetchRequest<TrashedPhoto>(entityName: "TrashedPhoto")
  }

  @NSManaged public var trashedAt: Date
  @NSManaged public var byteCount: Int64
  @NSManaged public var albumName: String?

  /// PHAsset local identifier of the original in the originals cache.
  public var assetID: String {
    get {
      willAccessValue(forKey: "assetID")
      defer { didAccessValue(forKey: "assetID") }
      return primitiveValue(forKey: "assetID") as! String
    }
  }
}
