import Foundation

struct HeadlineDeduplicator {
    func merge(_ headlines: [Headline]) -> [Headline] {
        var seen = Set<String>()
        return headlines.filter { seen.insert($0.url.absoluteString.lowercased()).inserted }
    }
}
