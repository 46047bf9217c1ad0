import UIKit

public final class ImageImporter {
    public init() {}

    /// Produces the JPEG that is written into the App Group inbox.
    public func importForSaving(_ url: URL) throws -> Data {
        guard let image = UIImage(contentsOfFile: url.path) else { throw ImportError.unreadable }
        // Redraw to normalise orientation before compressing.
        let renderer = UIGraphicsImageRenderer(size: image.size)          // format.scale == UIScreen.main.scale
        let upright = renderer.image { _ in image.draw(in: CGRect(origin: .zero, size: image.size)) }
        guard let jpeg = upright.jpegData(compressionQuality: 0.8) else { throw ImportError.encodeFailed }
        return jpeg
    }
}
