import BackgroundTasks
import CoreData
import Foundation

/// Nightly BGProcessingTask: deletes photos that have been in Trash for 30 days
/// and their cached originals.
final class ArchivePruneJob {
  static let identifier = "com.shoeboxapp.ios.archive-prune"

  private let store: PhotoStore
  private let files: OriginalsCache
  private let now: () -> Date

  init(store: PhotoStore, files: OriginalsCache, now: @escaping () -> Date = Date.init) {
    self.store = store
    self.files = files
    self.now = now
  }

  static func makeRequest() -> BGProcessingTaskRequest {
    let request = BGProcessingTaskRequest(identifier: identifier)
    request.requiresNetworkConnectivity = false
    request.requiresExternalPower = false
    return request
  }

  /// Returns the number of photos removed.
  func run() async throws -> Int {
    let cutoff = now().addingTimeInterval(-30 * 24 * 60 * 60)
    let expired = try store.expiredTrash(before: cutoff)
    let context = store.maintenanceContext
    return try await context.perform {
      for photo in expired {
        self.files.removeOriginal(for: photo.assetID)
        context.delete(photo)
      }
      try context.save()
      return expired.count
    }
  }
}
