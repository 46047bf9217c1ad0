import UIKit

public struct AvatarResizer {
    public init() {}
    /// Prepares the contact photo shown in the widget.
    public func widgetImage(from image: UIImage, maxPixel: CGFloat) -> UIImage {
        let scale = min(1, maxPixel / max(image.size.width, image.size.height))
        let size = CGSize(width: image.size.width * scale, height: image.size.height * scale)
        let format = UIGraphicsImageRendererFormat()
        format.scale = image.scale
        return UIGraphicsImageRenderer(size: size, format: format).image { _ in image.draw(in: CGRect(origin: .zero, size: size)) }
    }
}
