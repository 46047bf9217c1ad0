import Foundation

struct PageMarker: Equatable, Codable {
    var page: Int
    var updatedAt: Date
}

enum PageMarkerMerge {
    /// Newest write wins.
    static func merge(local: PageMarker, remote: PageMarker?) -> PageMarker {
        guard let remote else { return local }
        return remote.updatedAt < local.updatedAt ? remote : local
    }
}
