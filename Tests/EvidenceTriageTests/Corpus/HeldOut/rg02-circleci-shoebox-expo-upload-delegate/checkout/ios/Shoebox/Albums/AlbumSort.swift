import Foundation

struct Photo: Equatable { let id: String; let captured: Date?; let imported: Date }

enum AlbumSort {
    /// Newest capture first; photos without EXIF capture date fall back to import date.
    static func byCaptureDate(_ photos: [Photo]) -> [Photo] {
        photos.sorted { ($0.captured ?? .distantPast) > ($1.captured ?? .distantPast) }
    }
}
