import EvidenceTriage

/// The Markdown that `--history` adds to the report and the PR comment: one line per failure.
public enum HistoryRenderer {
    public static func section(_ result: TriageResult, history: [String: FailureHistory], database: String, limit: Int) -> String {
        guard !result.failures.isEmpty else { return "" }
        var lines = ["### History", ""]
        for failure in result.failures.prefix(limit) {
            let test = failure.test.id.description
            let summary = history[test]?.summary ?? "not in the history"
            lines.append("- `\(TriageRenderer.inline(test, limit: 200))` — \(summary)")
        }
        if result.failures.count > limit { lines.append("- … and \(result.failures.count - limit) more (`evidence history show TEST`)") }
        lines.append("")
        lines.append("<sub>From \(TriageRenderer.inline(database, limit: 200)).</sub>")
        return lines.joined(separator: "\n") + "\n\n"
    }
}
