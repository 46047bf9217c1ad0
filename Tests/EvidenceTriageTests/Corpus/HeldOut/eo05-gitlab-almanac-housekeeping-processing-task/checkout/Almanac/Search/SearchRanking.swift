import Foundation

struct SearchHit: Equatable {
    let title: String
    let snippetMatches: Int
}

/// Orders offline search results: exact title match first, then title prefix, then by the
/// number of snippet matches.
enum SearchRanking {
    static func rank(_ hits: [SearchHit], query: String) -> [SearchHit] {
        let q = query.lowercased()
        return hits.sorted { a, b in
            score(a, q) > score(b, q)
        }
    }

    private static func score(_ hit: SearchHit, _ q: String) -> Int {
        let title = hit.title.lowercased()
        var score = hit.snippetMatches
        if title.hasPrefix(q) { score += 50 }
        if title == q { score += 25 }
        return score
    }
}
