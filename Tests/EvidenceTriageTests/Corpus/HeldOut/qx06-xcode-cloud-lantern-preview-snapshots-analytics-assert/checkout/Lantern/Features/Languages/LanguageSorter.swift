import Foundation

struct LanguageSorter {
    let primaryCode: String

    func sort(_ codes: [String]) -> [String] {
        codes.sorted()
    }
}
