import UIKit
import ImageIO

enum ShareLimits {
    /// iOS share extensions are terminated above this footprint.
    static let extensionMemoryBudget = 120 * 1024 * 1024
    static let maxOutgoingDimension = 4096
}

final class ShareImageLoader {
    private(set) var lastDecodedPixelSize: CGSize = .zero

    /// Decodes a shared photo and scales it for sending.
    func prepareForSending(_ data: Data) -> UIImage? {
        guard let decoded = UIImage(data: data) else { return nil }
        lastDecodedPixelSize = CGSize(width: decoded.size.width * decoded.scale,
                                      height: decoded.size.height * decoded.scale)
        return resize(decoded, maxDimension: ShareLimits.maxOutgoingDimension)
    }

    /// Rough peak footprint of preparing a batch: every item is decoded
    /// before any of them is resized and released.
    func estimatedPeakBytes(pixelSizes: [CGSize]) -> Int {
        pixelSizes.reduce(0) { $0 + Int($1.width) * Int($1.height) * 3 }
    }

    private func resize(_ image: UIImage, maxDimension: Int) -> UIImage {
        let longest = max(image.size.width, image.size.height)
        guard longest > CGFloat(maxDimension) else { return image }
        let scale = CGFloat(maxDimension) / longest
        let target = CGSize(width: image.size.width * scale, height: image.size.height * scale)
        return UIGraphicsImageRenderer(size: target).image { _ in image.draw(in: CGRect(origin: .zero, size: target)) }
    }
}
