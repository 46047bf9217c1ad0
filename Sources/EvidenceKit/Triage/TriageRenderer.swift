/// Turns a triage result into Markdown through the embedded templates: the report for the on-call
/// engineer, and the PR comment that must fit GitHub's limit.
public struct TriageRenderer {
    public let templates: [String: Template]

    public init(sources: [String: String] = EmbeddedTemplates.sources) throws {
        var templates: [String: Template] = [:]
        for (name, source) in sources { templates[name] = try Template(source, name: name) }
        self.templates = templates
    }

    private func render(_ name: String, _ context: TemplateContext) -> String {
        templates[name]?.render(context, partials: templates) ?? ""
    }

    // MARK: - Report

    public func report(_ result: TriageResult) -> String {
        var context = header(result)
        context["sections"] = .list(sections(result))
        if !result.run.build.errors.isEmpty || result.buildFailed {
            context["build"] = .context([
                "failed": .flag(result.buildFailed),
                "noTests": .flag(result.buildFailed && result.run.tests.isEmpty),
                "errors": .list(result.run.build.errors.prefix(50).map { ["message": .text(Self.inline($0.message, limit: 300)), "location": .text($0.location.map { "\($0.file):\($0.line)" } ?? "build")] }),
            ])
        }
        if !result.flaky.isEmpty {
            context["flaky"] = .context(["tests": .list(result.flaky.map { ["." : .text(Self.inline($0.id.description, limit: 300))] })])
        }
        if !result.run.unattributedIssues.isEmpty {
            var issues: [TemplateContext] = result.run.unattributedIssues.prefix(50).map { issue in
                ["message": .text(Self.inline(issue.message, limit: 300)), "where": .text(issue.evidence.map(Self.place) ?? "")]
            }
            if result.run.unattributedIssues.count > 50 {
                issues.append(["message": .text("… and \(result.run.unattributedIssues.count - 50) more (see the logs in the archive)")])
            }
            context["unattributed"] = .context(["issues": .list(issues)])
        }
        if !result.input.readProblems.isEmpty {
            context["readProblems"] = .context(["items": .list(result.input.readProblems.prefix(50).map { ["." : .text(Self.inline($0, limit: 300))] })])
        }
        return Self.tidy(render("report", context))
    }

    // MARK: - PR comment

    /// At most `maxCharacters` (UTF-16 code units, the strictest count), with whole failure blocks
    /// only, so every `<details>` and fence stays balanced; what did not fit is counted.
    public func comment(_ result: TriageResult, maxCharacters: Int) -> String {
        // A blank line after the header, so the first <details> cannot be read as a table row.
        let head = Self.tidy(render("comment", header(result))).trimmingCharacters(in: .newlines) + "\n\n"
        var blocks: [String] = []
        for failure in result.failures {
            let summary = "<code>\(Self.html(Self.inline(failure.test.id.description, limit: 300)))</code> — \(failure.classification.category.rawValue)"
            let body = Self.tidy(render("failure", failureContext(failure)))
            blocks.append("<details>\n<summary>\(summary)</summary>\n\n\(body)\n</details>\n\n")
        }
        func footer(omitted: Int) -> String {
            var context: TemplateContext = [
                "archiveName": .text(result.input.archiveName), "archiveSHA256": .text(result.input.archiveSHA256),
                "toolVersion": .text(EvidenceVersion.current), "commit": .text(result.input.manifest?.commit.sha ?? "unknown"),
                "ciURL": .text(result.input.manifest?.ci?.runURL ?? ""),
            ]
            if omitted > 0 { context["omitted"] = .text("\(omitted)") }
            return Self.tidy(render("comment-footer", context))
        }
        var output = head
        var included = 0
        // Reserve room for the longest footer (all omitted) so the count can always be printed.
        let reserve = footer(omitted: blocks.count).utf16.count
        for block in blocks {
            guard output.utf16.count + block.utf16.count + reserve <= maxCharacters else { break }
            output += block
            included += 1
        }
        output += footer(omitted: blocks.count - included)
        if output.utf16.count > maxCharacters {
            // Even the header does not fit: the marker, the verdict, and where the failures are.
            let pointer = result.failures.isEmpty ? "" : "\(result.failures.count) failure(s): run `evidence triage \(result.input.archiveName)`.\n"
            output = Self.clip("<!-- evidence:comment -->\n\(Self.inline(result.verdict, limit: 200))\n\(pointer)", to: maxCharacters)
        }
        return output
    }

    // MARK: - Contexts

    func header(_ result: TriageResult) -> TemplateContext {
        let counts = result.counts
        var context: TemplateContext = ["verdict": .text(result.verdict)]
        if !result.input.integrityProblems.isEmpty {
            context["integrityProblems"] = .context([
                "summary": .text("\(result.input.integrityProblems.count) problem\(result.input.integrityProblems.count == 1 ? "" : "s") found by verify."),
                "items": .list(result.input.integrityProblems.prefix(20).map { ["." : .text(Self.inline($0, limit: 300))] }),
            ])
        }
        if !result.failures.isEmpty {
            context["categories"] = .context(["rows": .list(TriageCategory.allCases.compactMap { category in
                guard let count = result.byCategory[category] else { return nil }
                return ["title": .text(category.title), "count": .text("\(count)"), "owner": .text(category.owner)]
            })])
        }
        let manifest = result.input.manifest
        let commit = manifest?.commit.sha.map { "`\($0)` (from \(manifest!.commit.source))" } ?? "unknown"
        context["run"] = .context([
            "commit": .text(commit),
            "ciURL": .text(manifest?.ci?.runURL ?? ""),
            "tests": .text("\(counts.tests)"), "passed": .text("\(counts.passed)"), "failed": .text("\(counts.failed)"), "skipped": .text("\(counts.skipped)"),
            "archiveSHA256": .text(result.input.archiveSHA256),
            "tool": .text("\(EvidenceVersion.name) \(EvidenceVersion.current)"),
        ])
        return context
    }

    func sections(_ result: TriageResult) -> [TemplateContext] {
        TriageCategory.allCases.compactMap { category in
            let failures = result.failures.filter { $0.classification.category == category }
            guard !failures.isEmpty else { return nil }
            return ["title": .text(category.title), "count": .text("\(failures.count)"), "failures": .list(failures.map(failureContext))]
        }
    }

    func failureContext(_ failure: TriagedFailure) -> TemplateContext {
        let classification = failure.classification
        let verdict = classification.verdict
        let issue = failure.test.issues.first
        let pointers = failure.evidence(includingResultLines: false)
        var context: TemplateContext = [
            "test": .text(Self.inline(failure.test.id.description, limit: 300)),
            "categoryName": .text(classification.category.title),
            "confidence": .text(Self.percent(classification.confidence)),
            "rule": .text(verdict?.rule ?? ""),
            "stage": .text(verdict?.stage?.rawValue ?? ""),
            "message": .text(Self.inline(issue?.message ?? "", limit: 500)),
            "reason": .text(verdict?.reason ?? Self.unclassifiedReason(classification)),
            "nextStep": .text(verdict?.nextStep ?? "Read the evidence below; no rule is confident enough to label this failure."),
            "location": .text(issue?.location.map { "\($0.file):\($0.line)" } ?? ""),
        ]
        if !pointers.isEmpty {
            context["evidence"] = .context(["items": .list(pointers.prefix(6).map { pointer in
                ["where": .text(Self.place(pointer)), "excerpt": .text(Self.inline(pointer.excerpt ?? "", limit: 200))]
            })])
        }
        let others = classification.verdicts.filter { $0 != verdict }.prefix(3)
        if !others.isEmpty {
            context["alternatives"] = .context(["text": .text(others.map { "`\($0.rule)` (\($0.category.rawValue), \(Self.percent($0.confidence)))" }.joined(separator: ", "))])
        }
        return context
    }

    static func unclassifiedReason(_ classification: Classification) -> String {
        guard !classification.verdicts.isEmpty else { return "No rule matched this failure's evidence." }
        return "The evidence is ambiguous or weak: \(classification.verdicts.prefix(3).map { "`\($0.rule)` says \($0.category.rawValue) (\(percent($0.confidence)))" }.joined(separator: "; "))."
    }

    // MARK: - Text

    static func place(_ pointer: EvidencePointer) -> String {
        pointer.line.map { "\(pointer.path):\($0)" } ?? pointer.path
    }

    static func percent(_ value: Double) -> String {
        String(Int((value * 100).rounded())) + "%"
    }

    /// One line, no backticks (they would end inline code), no `<` `>` that GitHub could read as
    /// HTML, capped. Scalar by scalar: Foundation's replacing is slow on Linux.
    static func inline(_ text: String, limit: Int) -> String {
        var line = String.UnicodeScalarView()
        var count = 0
        for scalar in text.unicodeScalars {
            guard count < limit else { break }
            switch scalar {
            case "\r": continue
            case "\n": line.append(contentsOf: " ⏎ ".unicodeScalars)
            case "`": line.append("'")
            case "<": line.append("‹")
            case ">": line.append("›")
            default: line.append(scalar)
            }
            count += 1
        }
        var result = String(line)
        if count == limit, text.unicodeScalars.count > limit {
            result.unicodeScalars.removeLast()
            result += "…"
        }
        return result
    }

    static func html(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    /// Collapses runs of blank lines left by empty sections.
    static func tidy(_ text: String) -> String {
        var lines: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.trimmingCharacters(in: .whitespaces).isEmpty, let last = lines.last, last.isEmpty { continue }
            lines.append(line.trimmingCharacters(in: .whitespaces).isEmpty ? "" : line)
        }
        while lines.first?.isEmpty == true { lines.removeFirst() }
        return lines.joined(separator: "\n")
    }

    static func clip(_ text: String, to limit: Int) -> String {
        var result = ""
        for character in text {
            if result.utf16.count + String(character).utf16.count > limit { break }
            result.append(character)
        }
        return result
    }
}

import Foundation
