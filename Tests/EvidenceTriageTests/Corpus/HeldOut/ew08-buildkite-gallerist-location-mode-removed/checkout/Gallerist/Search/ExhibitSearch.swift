import Foundation

struct ExhibitSearch {
    let exhibits: [Exhibit]

    func matches(_ query: String) -> [Exhibit] {
        let needle = query.trimmingCharacters(in: .whitespaces).lowercased()
        guard !needle.isEmpty else { return exhibits }
        return exhibits.filter { $0.title.lowercased().contains(needle) || $0.artist.lowercased().contains(needle) }
    }
}
