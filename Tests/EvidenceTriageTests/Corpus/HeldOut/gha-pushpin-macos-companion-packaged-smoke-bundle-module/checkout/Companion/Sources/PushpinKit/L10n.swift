import Foundation

/// Localized strings for the menu. Resolves the `.lproj` from the app bundle
/// first and falls back to the package's resource bundle during development.
enum L10n {
    static let bundles: [Bundle] = [Bundle.main, Bundle.module]

    static func string(_ key: String) -> String {
        for bundle in bundles {
            let value = bundle.localizedString(forKey: key, value: nil, table: "Menu")
            if value != key { return value }
        }
        return key
    }
}
