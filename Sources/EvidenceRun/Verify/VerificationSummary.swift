/// What `verify`, `triage` and `comment` say about an archive that does not match its manifest, in a
/// few lines: a truncated download misses every entry after the break, and one line per missing
/// entry buried the one line that mattered (where it broke, and what to do).
extension VerificationProblem {
    /// The archive could not be read past this point: a truncated or corrupted download.
    package var isDamage: Bool {
        if case .unreadable = self { return true }
        return false
    }

    /// The word `description` starts with: one line of the summary per kind.
    package var kind: String {
        switch self {
        case .missing: "missing"
        case .extra: "extra"
        case .altered: "altered"
        case .duplicate: "duplicate"
        case .unreadable: "unreadable"
        case .forbidden: "forbidden"
        case .form: "form"
        case .trailing: "trailing"
        case .tooMany: "too many"
        }
    }
}

package enum VerificationSummary {
    /// What to do about an archive that broke off or does not match: the one fix there is.
    package static let damageAdvice = "incomplete download? re-download the artifact (or collect the run again)"
    package static let mismatchAdvice = "it changed after collect: re-download the artifact, or collect the run again"

    /// Problems of one kind listed one per line; the rest are counted on the last.
    static let perKind = 3

    /// At most `limit` lines: each kind of problem once, its first paths, then how many more
    /// (`counts`, by kind, when `problems` holds only the first of each: `ProblemList`).
    package static func lines(_ problems: [VerificationProblem], counts: [String: Int] = [:], limit: Int = 9) -> [String] {
        var kinds: [String] = []
        var byKind: [String: [VerificationProblem]] = [:]
        for problem in problems {
            if byKind[problem.kind] == nil { kinds.append(problem.kind) }
            byKind[problem.kind, default: []].append(problem)
        }
        // Every kind gets a line; what is left of `limit` goes to the kinds' first problems, in order.
        var spare = max(0, limit - kinds.count)
        var lines: [String] = []
        for kind in kinds.prefix(limit) {
            let group = byKind[kind] ?? []
            let shown = min(group.count, 1 + spare, Self.perKind)
            spare -= shown - 1
            let hidden = max(group.count, counts[kind] ?? 0) - shown
            for (index, problem) in group.prefix(shown).enumerated() {
                let last = index == shown - 1
                lines.append(problem.description + (last && hidden > 0 ? " (and \(hidden) more \(kind) entr\(hidden == 1 ? "y" : "ies"): \(sample(group.dropFirst(shown)))" + ")" : ""))
            }
        }
        return lines
    }

    /// `a, b, c, …`: the first paths of the problems not listed.
    private static func sample(_ problems: ArraySlice<VerificationProblem>) -> String {
        let paths = problems.prefix(3).map(\.path).filter { !$0.isEmpty }
        return paths.joined(separator: ", ") + (problems.count > paths.count ? ", …" : "")
    }

    /// The sentence that ends the summary: how many problems, and what to do.
    package static func verdict(_ problems: [VerificationProblem], total: Int? = nil) -> String {
        let total = max(total ?? 0, problems.count)
        let count = "\(total) problem\(total == 1 ? "" : "s")"
        return problems.contains(where: \.isDamage) ? "it is truncated or damaged (\(count)): \(damageAdvice)" : "\(count): \(mismatchAdvice)"
    }
}
