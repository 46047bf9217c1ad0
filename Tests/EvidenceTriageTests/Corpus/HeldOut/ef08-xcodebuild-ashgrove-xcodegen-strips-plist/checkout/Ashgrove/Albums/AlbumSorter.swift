import Foundation

struct AlbumSorter {
    /// Newest first; photos without a capture date go last.
    func sorted(_ items: [PhotoItem]) -> [PhotoItem] {
        // BUG: ascending comparison, and nil dates sort first.
        items.sorted { ($0.captureDate ?? .distantPast) < ($1.captureDate ?? .distantPast) }
    }
}
