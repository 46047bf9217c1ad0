import Foundation

/// Looks up app strings for UI-test assertions. The UI test bundle carries its own
/// copy of Localizable.strings (Copy Bundle Resources of PebblepostUITests) because
/// the test runner cannot read the app's bundle.
enum L10n {
    private final class Token {}

    static func string(_ key: String, language: String) -> String {
        let testBundle = Bundle(for: Token.self)
        guard let path = testBundle.path(forResource: language, ofType: "lproj"),
              let bundle = Bundle(path: path) else {
            print("[L10n] \(language).lproj not found in \(testBundle.bundleURL.lastPathComponent); falling back to key '\(key)'")
            return key
        }
        return NSLocalizedString(key, bundle: bundle, comment: "")
    }
}
