/// Edit distance, to point at a misspelled identifier.
enum Spelling {
    /// The candidate within a small edit distance of `word`, if any.
    static func closest(to word: String, in candidates: [String]) -> String? {
        let limit = max(2, word.count / 8)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates.sorted() {
            let edits = distance(Array(word.utf8), Array(candidate.utf8))
            guard edits > 0, edits <= limit else { continue }
            if best == nil || edits < best!.distance { best = (candidate, edits) }
        }
        return best?.candidate
    }

    static func distance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
