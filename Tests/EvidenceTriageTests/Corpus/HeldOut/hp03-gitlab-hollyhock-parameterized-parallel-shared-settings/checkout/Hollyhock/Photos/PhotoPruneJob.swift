import Foundation

/// Runs inside the com.hollyhockgarden.photo-prune processing task: drops
/// progress photos older than the retention window, keeps everything newer.
struct PhotoPruneJob {
    let library: PhotoLibrary
    let clock: () -> Date
    var retentionDays = 30

    func run() throws -> Int {
        let cutoff = clock().addingTimeInterval(-Double(retentionDays) * 86_400)
        let expired = try library.allPhotos().filter { $0.takenAt <= cutoff }
        for photo in expired {
            try Task.checkCancellation()
            try library.delete(photo.id)
        }
        return expired.count
    }
}
