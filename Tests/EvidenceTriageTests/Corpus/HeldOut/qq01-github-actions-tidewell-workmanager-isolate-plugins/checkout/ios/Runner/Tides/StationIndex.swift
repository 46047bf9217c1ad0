import Foundation

struct StationIndex {
    let names: [String]

    func search(_ query: String) -> [String] {
        let q = query.lowercased()
        return names.filter { $0.lowercased().contains(q) }
    }
}
