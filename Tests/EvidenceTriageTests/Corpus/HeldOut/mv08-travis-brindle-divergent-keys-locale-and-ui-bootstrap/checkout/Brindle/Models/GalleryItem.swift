import Foundation

struct GalleryItem: Codable, Equatable {
    let title: String
    let pictureURL: URL
}
