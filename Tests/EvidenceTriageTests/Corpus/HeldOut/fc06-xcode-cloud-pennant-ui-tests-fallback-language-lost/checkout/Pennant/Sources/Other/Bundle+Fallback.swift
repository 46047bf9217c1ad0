import Foundation

extension Bundle {
    /// The language used for keys missing from the current language's table. Set at launch.
    static var appFallbackLanguage: String?

    func localizedString(forKey key: String, table: String?) -> String {
        let value = localizedString(forKey: key, value: "\u{1F}", table: table)
        guard value == "\u{1F}" else { return value }
        guard let fallback = Bundle.appFallbackLanguage,
              let path = path(forResource: fallback, ofType: "lproj"),
              let bundle = Bundle(path: path) else {
            return key
        }
        return bundle.localizedString(forKey: key, value: key, table: table)
    }
}
