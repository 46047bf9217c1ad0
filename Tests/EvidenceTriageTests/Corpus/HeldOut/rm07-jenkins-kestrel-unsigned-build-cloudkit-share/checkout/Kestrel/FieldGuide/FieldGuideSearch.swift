import Foundation

struct FieldGuideSearch {
    let species: [(common: String, latin: String)]

    func find(_ query: String) -> [String] {
        species.filter { $0.common.localizedCaseInsensitiveContains(query) }.map(\.common)
    }
}
