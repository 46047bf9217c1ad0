import Foundation

/// Looks strings up in the user's chosen app language, falling back to English.
final class LocalizationServices {
    private let bundle: Bundle
    init(bundle: Bundle = .main) { self.bundle = bundle }

    func string(_ key: String, languageCode: String) -> String {
        if let localized = localizedString(key, languageCode: languageCode) {
            return localized
        }
        return localizedString(key, languageCode: "en") ?? key
    }

    private func localizedString(_ key: String, languageCode: String) -> String? {
        guard let path = bundle.path(forResource: languageCode, ofType: "lproj"),
              let languageBundle = Bundle(path: path) else { return nil }
        // Bundle.localizedString never returns nil: for a missing key it returns the key.
        return languageBundle.localizedString(forKey: key, value: nil, table: nil)
    }
}
