import UIKit

/// Decodes vessel photos off the main thread and hands thumbnails back on the main queue for the list cells.
final class ThumbnailCache {
    private let decodeQueue = DispatchQueue(label: "com.quaywise.thumbnails", qos: .userInitiated)
    private var cache: [URL: UIImage] = [:]

    func thumbnail(for url: URL, completion: @escaping (UIImage?) -> Void) {
        if let cached = cache[url] {
            DispatchQueue.main.async { completion(cached) }
            return
        }
        decodeQueue.async {
            let image = UIImage(contentsOfFile: url.path)?.preparingThumbnail(of: CGSize(width: 120, height: 80))
            DispatchQueue.main.async {
                self.cache[url] = image
                completion(image)
            }
        }
    }
}
