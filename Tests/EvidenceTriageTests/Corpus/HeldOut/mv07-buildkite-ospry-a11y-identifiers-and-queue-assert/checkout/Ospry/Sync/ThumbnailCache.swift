import UIKit

@MainActor
final class ThumbnailCache {
    private var images: [URL: UIImage] = [:]

    func prefetch(_ urls: [URL], session: URLSession) {
        for url in urls {
            session.dataTask(with: url) { data, _, _ in
                // Inherits @MainActor isolation, but URLSession calls it on its delegate queue.
                self.images[url] = data.flatMap(UIImage.init(data:))
            }.resume()
        }
    }
}
