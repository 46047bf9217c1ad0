import Foundation

private final class BundleToken {}

struct CountryRule: Decodable {
    let country: String
    let length: Int
    let pattern: String
}

enum CountryRules {
    static let all: [String: CountryRule] = {
        let url = Bundle(for: BundleToken.self).url(forResource: "iban_structure", withExtension: "json")!
        let data = try! Data(contentsOf: url)
        let rules = try! JSONDecoder().decode([CountryRule].self, from: data)
        return Dictionary(uniqueKeysWithValues: rules.map { ($0.country, $0) })
    }()
}
