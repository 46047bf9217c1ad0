import EvidenceCore

/// Points at a misspelled task identifier: the one reading that `gate` and triage share, so both
/// name the same permitted identifier as the one meant (issue 23).
package enum Spelling {
    /// The candidate nearest `identifier`, when near enough to be a misspelling (at most a quarter of
    /// its characters, and at least 3, edited; a difference of case alone counts as distance 0).
    package static func closest(to identifier: String, in candidates: [String]) -> (candidate: String, distance: Int)? {
        let scored = candidates.map { ($0, EditDistance.between($0.lowercased() == identifier.lowercased() ? $0.lowercased() : $0, identifier)) }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        let limit = max(3, identifier.count / 4)
        return best.1 <= limit ? (best.0, best.0.lowercased() == identifier.lowercased() ? 0 : best.1) : nil
    }
}
