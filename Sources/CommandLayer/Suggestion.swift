/// "Did you mean …?": the closest declared name to a mistyped one, by edit distance.
enum Suggestion {
    /// The candidate nearest `typed`, when it is near enough to be a typo (a third of its length,
    /// at least two edits) or `typed` begins it (`--out` for `--output`); ties go to the first.
    static func closest(to typed: String, among candidates: [String]) -> String? {
        let typed = typed.lowercased()
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = candidate.hasPrefix(typed) && typed.count > 2 ? 1 : editDistance(typed, candidate.lowercased())
            if best == nil || distance < best!.distance { best = (candidate, distance) }
        }
        guard let best, best.distance <= max(2, typed.count / 3) else { return nil }
        return best.name
    }

    /// Levenshtein distance, with a swap of two neighbouring characters counted as one edit
    /// (`--fromat`).
    static func editDistance(_ left: String, _ right: String) -> Int {
        let a = Array(left), b = Array(right)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previousRow: [Int] = []
        var row = Array(0...b.count)
        for i in 1...a.count {
            let beforePrevious = previousRow
            previousRow = row
            row = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                row[j] = min(previousRow[j] + 1, row[j - 1] + 1, previousRow[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    row[j] = min(row[j], beforePrevious[j - 2] + 1)
                }
            }
        }
        return row[b.count]
    }
}
