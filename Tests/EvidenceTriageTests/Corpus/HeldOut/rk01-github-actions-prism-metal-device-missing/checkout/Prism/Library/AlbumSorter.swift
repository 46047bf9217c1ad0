import Foundation

struct Photo: Equatable {
    let id: String
    let captured: Date
}

enum AlbumSorter {
    static func newestFirst(_ photos: [Photo]) -> [Photo] {
        photos.sorted { $0.captured < $1.captured }
    }
}
