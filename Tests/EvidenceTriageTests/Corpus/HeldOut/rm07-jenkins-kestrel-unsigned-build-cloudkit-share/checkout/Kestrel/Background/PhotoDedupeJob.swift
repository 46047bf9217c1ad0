import Foundation

struct PhotoRecord: Equatable {
    let checksum: String
    let capturedAt: Date
    let path: String
}

/// Runs inside the BGProcessingTask com.kestrel.app.photo-dedupe.
struct PhotoDedupeJob {
    func survivors(of photos: [PhotoRecord]) -> [PhotoRecord] {
        var kept: [String: PhotoRecord] = [:]
        for photo in photos where kept[photo.checksum] == nil {
            kept[photo.checksum] = photo
        }
        return kept.values.sorted { $0.path < $1.path }
    }
}
