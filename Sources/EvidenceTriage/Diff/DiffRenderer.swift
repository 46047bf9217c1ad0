/// The Markdown of `evidence diff`, and the "new since base" lead of `evidence comment --base`.
package enum DiffRenderer {
    /// Tests listed per section; the rest are counted.
    static let listLimit = 50

    package static func report(_ diff: RunDiff) -> String {
        let document = DiffDocument(diff)
        var lines = ["# \(headline(document))", ""]
        lines.append("Base `\(TriageRenderer.inline(document.base.archive, limit: 200))` (commit \(commit(document.base))), head `\(TriageRenderer.inline(document.head.archive, limit: 200))` (commit \(commit(document.head))).")
        lines.append("")
        lines += section("New failures", document.new, limit: listLimit) { change in
            "\(category(change.head)) — \(change.base.status == "absent" ? "not in base" : "\(change.base.status) in base")"
        }
        lines += section("Still failing", document.stillFailing, limit: listLimit) { change in
            change.categoryChanged ? "now \(category(change.head).lowercased()), was \(category(change.base).lowercased())" : category(change.head)
        }
        lines += section("Fixed", document.fixed, limit: listLimit) { change in "was \(category(change.base).lowercased())" }
        lines += section("Newly flaky", document.newlyFlaky, limit: listLimit) { change in
            change.base.status == "absent" ? "not in base" : "\(change.base.status) in base"
        }
        lines += section("Disappeared", document.disappeared, limit: listLimit) { change in "\(change.base.status) in base, absent from head" }
        return lines.joined(separator: "\n") + "\n"
    }

    /// What the comment's run facts say of the base: how many failed tests are new since it (the
    /// blocks below are marked, so the tests are not listed again), how many were already failing
    /// there, and the tests that failed in base and did not run here (at most `limit` listed).
    package static func commentLead(_ diff: RunDiff, limit: Int = 10) -> String {
        let document = DiffDocument(diff)
        let baseName = document.base.commit.map { "`\(TriageRenderer.inline(String($0.prefix(12)), limit: 40))`" } ?? "base"
        var lines: [String] = []
        if document.new.isEmpty {
            lines.append("**Nothing new since \(baseName):** \(already(document)).")
        } else {
            let failed = document.new.count + document.stillFailing.count
            lines.append("**\(document.new.count) of \(TriageRenderer.counted(failed, "failed test")) new since \(baseName)** (\(already(document))): their causes come first, marked **new here**.")
        }
        // Tests that failed in base and are not in this run at all: deleted, renamed, or not run.
        let gone = document.disappeared.filter { $0.base.status == "failed" }
        if !gone.isEmpty {
            lines.append("")
            lines.append("**\(TriageRenderer.tests(gone.count)) failing in \(baseName) did not run here** (deleted, renamed or skipped?):")
            lines.append("")
            for change in gone.prefix(limit) { lines.append("- `\(TriageRenderer.inline(change.test, limit: 200))`") }
            if gone.count > limit { lines.append("- … and \(gone.count - limit) more (`evidence diff`)") }
        }
        return lines.joined(separator: "\n")
    }

    static func already(_ document: DiffDocument) -> String {
        var parts = ["\(document.stillFailing.count) already failing in base"]
        if document.fixed.count > 0 { parts.append("\(document.fixed.count) fixed") }
        if document.newlyFlaky.count > 0 { parts.append("\(document.newlyFlaky.count) newly flaky") }
        return parts.joined(separator: ", ")
    }

    static func headline(_ document: DiffDocument) -> String {
        let summary = document.summary
        guard summary.new + summary.fixed + summary.stillFailing + summary.newlyFlaky + summary.disappeared > 0 else {
            return "No change: no test failed in either run"
        }
        return "\(summary.new) new failure\(summary.new == 1 ? "" : "s"), \(summary.fixed) fixed, \(summary.stillFailing) still failing"
            + (summary.newlyFlaky > 0 ? ", \(summary.newlyFlaky) newly flaky" : "")
            + (summary.disappeared > 0 ? ", \(summary.disappeared) disappeared" : "")
    }

    static func commit(_ run: DiffDocument.Run) -> String {
        run.commit.map { "`\(TriageRenderer.inline($0, limit: 64))`" } ?? "unknown"
    }

    /// The label the triage report gives the category (`TriageCategory.title`), not the JSON's
    /// kebab-case; the status when the side did not fail. A failure read as the run's own is shown
    /// as the report shows it, under test infrastructure, not as an unexplained "Unclassified".
    static func category(_ side: DiffDocument.Side) -> String {
        if side.rule == TestInfrastructureRule().identifier { return "Test infrastructure" }
        return side.category.map { TriageCategory(rawValue: $0)?.title ?? $0 } ?? side.status
    }

    static func section(_ title: String, _ changes: [DiffDocument.Change], limit: Int, detail: (DiffDocument.Change) -> String) -> [String] {
        guard !changes.isEmpty else { return [] }
        var lines = ["## \(title) (\(changes.count))", ""]
        for change in changes.prefix(limit) {
            lines.append("- `\(TriageRenderer.inline(change.test, limit: 300))` — \(detail(change))")
        }
        if changes.count > limit { lines.append("- … and \(changes.count - limit) more (`--format json` lists all)") }
        lines.append("")
        return lines
    }
}
