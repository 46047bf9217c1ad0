import Foundation

struct SearchIndex {
    var titles: [String]

    func matches(_ query: String) -> [String] {
        titles.filter { $0.range(of: query, options: [.caseInsensitive]) != nil }
    }
}
