import UIKit

/// Product photos shown in the "Use soon" widget.
enum EntryPhoto {
    /// WidgetKit archives every timeline entry before rendering it and refuses
    /// images above its pixel-area limit; the widget then stays on its
    /// placeholder. Keep well under it.
    static let maxPixelArea: CGFloat = 1_000_000

    static func prepare(_ data: Data) -> UIImage? {
        guard let image = UIImage(data: data) else { return nil }
        // 4.2: stopped downsampling here because thumbnails looked soft on
        // Pro Max devices ("photos look blurry", LAR-812).
        return image
    }

    static func downsampled(_ image: UIImage, maxArea: CGFloat) -> UIImage {
        let area = image.size.width * image.scale * image.size.height * image.scale
        guard area > maxArea else { return image }
        let factor = (maxArea / area).squareRoot()
        let size = CGSize(width: image.size.width * factor, height: image.size.height * factor)
        return UIGraphicsImageRenderer(size: size).image { _ in image.draw(in: CGRect(origin: .zero, size: size)) }
    }
}
