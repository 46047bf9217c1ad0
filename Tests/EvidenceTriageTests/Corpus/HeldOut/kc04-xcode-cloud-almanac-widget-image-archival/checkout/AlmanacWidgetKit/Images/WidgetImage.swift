import ImageIO
import UIKit

/// Image data carried inside a timeline entry. WidgetKit archives every entry
/// before rendering; an entry whose image is too large is dropped silently and
/// the widget keeps its placeholder.
struct WidgetImage: Hashable {
    let data: Data
    let pixelSize: CGSize

    init(data: Data) {
        self.data = data
        let source = CGImageSourceCreateWithData(data as CFData, nil)
        let props = source.flatMap { CGImageSourceCopyPropertiesAtIndex($0, 0, nil) as? [CFString: Any] }
        pixelSize = CGSize(width: props?[kCGImagePropertyPixelWidth] as? CGFloat ?? 0,
                           height: props?[kCGImagePropertyPixelHeight] as? CGFloat ?? 0)
    }

    /// Decodes at most `maxPixel` on the long side without inflating the full bitmap.
    static func downsampled(_ data: Data, maxPixel: CGFloat) -> WidgetImage? {
        guard let source = CGImageSourceCreateWithData(data as CFData, nil) else { return nil }
        let options: [CFString: Any] = [
            kCGImageSourceCreateThumbnailFromImageAlways: true,
            kCGImageSourceThumbnailMaxPixelSize: maxPixel,
            kCGImageSourceCreateThumbnailWithTransform: true,
        ]
        guard let cgImage = CGImageSourceCreateThumbnailAtIndex(source, 0, options as CFDictionary),
              let jpeg = UIImage(cgImage: cgImage).jpegData(compressionQuality: 0.8) else { return nil }
        return WidgetImage(data: jpeg)
    }
}
