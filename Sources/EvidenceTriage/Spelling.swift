import EvidenceCore

/// Points at a misspelled identifier.
enum Spelling {
    /// The candidate within a small edit distance of `word`, if any.
    static func closest(to word: String, in candidates: [String]) -> String? {
        let limit = max(2, word.count / 8)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates.sorted() {
            let edits = EditDistance.between(word, candidate)
            guard edits > 0, edits <= limit else { continue }
            if best == nil || edits < best!.distance { best = (candidate, edits) }
        }
        return best?.candidate
    }
}
