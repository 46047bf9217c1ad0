import UIKit
import CoreText

public enum FontRegistrar {
    /// Fonts ship in KiwiFonts.bundle inside the KiwiDesign framework.
    public static func register(_ name: String) -> Bool {
        let bundle = Bundle(for: Marker.self)
        guard let url = bundle.url(forResource: name, withExtension: "ttf", subdirectory: "KiwiFonts.bundle") else {
            NSLog("[KiwiDesign] failed to register font %@: file not found in %@", name, bundle.bundlePath)
            return false
        }
        return CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)
    }

    public static func font(_ name: String, size: CGFloat) -> UIFont {
        guard register(name), let font = UIFont(name: name, size: size) else {
            NSException(name: .internalInconsistencyException,
                        reason: "Font \(name) not found in location: \(Bundle(for: Marker.self).bundleURL.appendingPathComponent("KiwiFonts.bundle/\(name).ttf")).").raise()
            return .systemFont(ofSize: size)
        }
        return font
    }
    final class Marker {}
}
