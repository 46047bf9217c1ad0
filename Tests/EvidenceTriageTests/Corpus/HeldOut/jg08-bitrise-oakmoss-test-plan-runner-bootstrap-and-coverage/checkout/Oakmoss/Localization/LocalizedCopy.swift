import Foundation

struct LocalizedCopy {
    let bundle: Bundle

    init(languageCode: String) {
        let path = Bundle.main.path(forResource: languageCode, ofType: "lproj")
        bundle = path.flatMap(Bundle.init(path:)) ?? .main
    }

    func string(_ key: String) -> String {
        bundle.localizedString(forKey: key, value: nil, table: "Localizable")
    }
}
