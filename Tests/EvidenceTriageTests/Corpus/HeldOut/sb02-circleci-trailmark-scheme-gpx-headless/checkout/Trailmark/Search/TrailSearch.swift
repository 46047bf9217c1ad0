import Foundation

struct Trail: Hashable { let name: String }

struct TrailSearch {
    let trails: [Trail]
    func results(for query: String) -> [Trail] {
        trails.filter { $0.name.range(of: query, options: [.caseInsensitive]) != nil }
    }
}
