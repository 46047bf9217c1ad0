public struct PhotoGridLayout {
    public let photosPerPage: Int
    public init(photosPerPage: Int) { self.photosPerPage = photosPerPage }

    public func pages(for photos: [PhotoRef]) -> [[PhotoRef]] {
        let count = photos.count / photosPerPage
        return (0..<count).map { Array(photos[($0 * photosPerPage)..<(($0 + 1) * photosPerPage)]) }
    }
}
