import Foundation

private final class BundleToken {}

extension Bundle {
    /// The bundle the fixtures in Tests/GlyphkitTests/Resources are copied into.
    static let testBundle = Bundle(for: BundleToken.self)
}

#if os(macOS)
import AppKit
typealias TestImage = NSImage

extension NSImage {
    static func load(_ url: URL) -> NSImage { NSImage(contentsOf: url)! }
}
#else
import UIKit
typealias TestImage = UIImage

extension UIImage {
    static func load(_ url: URL) -> UIImage { UIImage(contentsOfFile: url.path)! }
}
#endif
