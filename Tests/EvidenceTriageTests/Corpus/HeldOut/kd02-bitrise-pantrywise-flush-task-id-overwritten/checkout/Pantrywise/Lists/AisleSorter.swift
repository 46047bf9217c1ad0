import Foundation

/// Orders list sections the way the shopper walks the store.
struct AisleSorter {
    let layout: StoreLayout

    func sortedSections(_ sections: [ListSection]) -> [ListSection] {
        sections.sorted { lhs, rhs in
            lhs.aisleName.localizedCaseInsensitiveCompare(rhs.aisleName) == .orderedAscending
        }
    }
}
