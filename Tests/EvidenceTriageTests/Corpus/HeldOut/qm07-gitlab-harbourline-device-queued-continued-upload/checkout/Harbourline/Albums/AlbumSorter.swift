import Foundation

enum AlbumSorter {
    static func newestFirst(_ albums: [Album]) -> [Album] {
        albums.sorted { $0.createdAt < $1.createdAt }
    }
}
