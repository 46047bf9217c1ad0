import CoreGraphics
import ImageIO
import Foundation

/// Prepares the "photo of the day" background for the large widget.
/// Widget extensions run with a ~30 MB memory ceiling on device.
public struct PhotoEntryBuilder {
    public let displaySize: CGSize
    public let scale: CGFloat

    public init(displaySize: CGSize, scale: CGFloat) {
        self.displaySize = displaySize; self.scale = scale
    }

    public func decode(_ data: Data) -> CGImage? {
        guard let source = CGImageSourceCreateWithData(data as CFData, nil) else { return nil }
        // Full decode; SwiftUI scales it down with .resizable().scaledToFill().
        return CGImageSourceCreateImageAtIndex(source, 0, nil)
    }
}
