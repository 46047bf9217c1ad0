import CoreGraphics

enum CropMath {
    /// Fits `size` inside `bounds` keeping its aspect ratio, centred.
    static func aspectFit(_ size: CGSize, in bounds: CGRect) -> CGRect {
        let scale = min(bounds.width / size.width, bounds.height / size.height)
        let fitted = CGSize(width: size.width * scale, height: size.height * scale)
        return CGRect(x: bounds.minX + (bounds.width - fitted.width) / 2,
                      y: bounds.minY,
                      width: fitted.width, height: fitted.height)
    }
}
