import CoreText
import UIKit
import os

public enum BrandFonts {
    public static let regular = "Fraunces-Regular"
    public static let semibold = "Fraunces-SemiBold"
    private static let log = Logger(subsystem: "com.thistlewood.app", category: "BrandKit")
    private static var registered = false

    /// Registers the bundled brand fonts with Core Text. Looks in the app bundle, where the
    /// font files are copied for the app and for every target hosted by it.
    public static func registerIfNeeded(in bundle: Bundle = .main) {
        guard !registered else { return }
        registered = true
        for name in [regular, semibold] {
            guard let url = bundle.url(forResource: name, withExtension: "ttf") else {
                log.error("font file \(name, privacy: .public).ttf missing in \(bundle.bundlePath, privacy: .public)")
                continue
            }
            CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)
        }
    }

    public static func title(size: CGFloat) -> UIFont {
        UIFont(name: semibold, size: size) ?? .systemFont(ofSize: size, weight: .semibold)
    }
}
