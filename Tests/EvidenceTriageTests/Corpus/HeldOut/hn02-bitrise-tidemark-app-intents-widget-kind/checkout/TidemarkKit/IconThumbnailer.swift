import UIKit

/// Square thumbnails of project icons for the widgets (widgets cannot decode
/// large images within their memory limit).
public enum IconThumbnailer {
    public static func thumbnail(of image: UIImage, side: CGFloat = 44) -> UIImage {
        let shortest = min(image.size.width, image.size.height) * image.scale
        let square = CGRect(
            x: (image.size.width * image.scale - shortest) / 2,
            y: (image.size.height * image.scale - shortest) / 2,
            width: shortest, height: shortest)
        let cropped = image.cgImage!.cropping(to: square)!
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: side, height: side))
        return renderer.image { _ in
            UIImage(cgImage: cropped).draw(in: CGRect(x: 0, y: 0, width: side, height: side))
        }
    }
}
