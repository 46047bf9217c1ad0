import Foundation

/// Renders a read bundle for people (Markdown) and for programs (the JSON of
/// `xcresulttool get test-results tests`).
package enum XCResultSummaryFormatter {
    /// One bundle's tests tree as `xcresulttool get test-results tests` prints it.
    package static func json(_ document: XCResultDocument) -> String {
        var writer = XCResultJSONWriter()
        XCResultTestTree(document: document).writeJSON(into: &writer)
        return String(decoding: writer.bytes, as: UTF8.self) + "\n"
    }

    /// Several bundles (from a run.tgz): an array of trees, each with its `bundlePath`.
    package static func json(_ documents: [XCResultDocument]) -> String {
        var writer = XCResultJSONWriter()
        writer.beginArray()
        for document in documents {
            XCResultTestTree(document: document).writeJSON(into: &writer, bundlePath: document.bundlePath)
        }
        writer.endArray()
        return String(decoding: writer.bytes, as: UTF8.self) + "\n"
    }

    package struct Counts: Equatable, Sendable {
        package var total = 0, passed = 0, failed = 0, skipped = 0, expectedFailures = 0, flaky = 0
    }

    package static func counts(_ tree: XCResultTestTree) -> Counts {
        var counts = Counts()
        for testCase in tree.testCases {
            counts.total += 1
            switch testCase.result {
            case .passed: counts.passed += 1
            case .failed: counts.failed += 1
            case .skipped: counts.skipped += 1
            case .expectedFailure: counts.expectedFailures += 1
            }
            if testCase.isFlaky { counts.flaky += 1 }
        }
        return counts
    }

    package static func markdown(_ document: XCResultDocument) -> String {
        let tree = XCResultTestTree(document: document)
        var lines: [String] = []
        appendHeader(document, tree, to: &lines)
        if !document.buildErrors.isEmpty {
            lines.append("")
            lines.append("### Build errors")
            for issue in document.buildErrors { lines.append("- " + issueLine(issue)) }
        }
        appendFailedTests(tree, to: &lines)
        if !document.unattributedIssues.isEmpty {
            lines.append("")
            lines.append("### Issues outside any test")
            for issue in document.unattributedIssues { lines.append("- " + issueLine(issue)) }
        }
        let skipped = tree.testCases.filter { $0.result == .skipped }
        if !skipped.isEmpty {
            lines.append("")
            lines.append("### Skipped tests")
            for testCase in skipped { lines.append("- \(printable(testCase.name))") }
        }
        if !document.buildWarnings.isEmpty {
            lines.append("")
            lines.append("### Build warnings (\(document.buildWarnings.count))")
            for issue in document.buildWarnings.prefix(20) { lines.append("- " + issueLine(issue)) }
            if document.buildWarnings.count > 20 { lines.append("- … and \(document.buildWarnings.count - 20) more") }
        }
        appendLogsAndAttachments(document, to: &lines)
        if !document.notes.isEmpty {
            lines.append("")
            lines.append("### Notes")
            for note in document.notes { lines.append("- \(note)") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The bundle, its format and devices, and the counts of its tests (or that none ran).
    private static func appendHeader(_ document: XCResultDocument, _ tree: XCResultTestTree, to lines: inout [String]) {
        let counts = counts(tree)
        lines.append("## \(document.bundlePath)")
        lines.append("")
        lines.append("Result format \(document.formatVersion), read from the \(document.source.rawValue).")
        if !tree.devices.isEmpty {
            lines.append("Devices: " + tree.devices.map { device in
                [device.deviceName, device.platform, device.osVersion].compactMap { $0 }.joined(separator: " ")
            }.joined(separator: "; ") + ".")
        }
        lines.append("")
        if document.isBuildFailureWithoutTests {
            lines.append("**Build failed; no test ran** (\(document.buildErrors.count) error\(document.buildErrors.count == 1 ? "" : "s")).")
        } else {
            var summary = "**\(counts.total) tests**: \(counts.passed) passed, \(counts.failed) failed, \(counts.skipped) skipped"
            if counts.expectedFailures > 0 { summary += ", \(counts.expectedFailures) expected failures" }
            if counts.flaky > 0 { summary += " (\(counts.flaky) flaky: passed on retry)" }
            lines.append(summary + ".")
        }
    }

    /// The failed and flaky tests, each with where it ran and its first five failures.
    private static func appendFailedTests(_ tree: XCResultTestTree, to lines: inout [String]) {
        let failed = tree.testCases.filter { $0.result == .failed || $0.isFlaky }
        if !failed.isEmpty {
            lines.append("")
            lines.append("### Failed tests")
            for testCase in failed {
                let run = testCase.runs.first
                let where_ = run.map { ([$0.bundleName] + $0.suitePath).joined(separator: " › ") } ?? ""
                lines.append("- **\(printable(testCase.name))** (\(printable(where_)))\(testCase.isFlaky ? " — flaky, passed on retry" : "")\(testCase.details.map { " — \($0)" } ?? "")")
                var seen: Set<String> = []
                let issues = testCase.runs.flatMap(\.issues).filter { $0.kind == .failure && seen.insert($0.displayText).inserted }
                for issue in issues.prefix(5) { lines.append("  - " + issueLine(issue)) }
                if issues.count > 5 { lines.append("  - … and \(issues.count - 5) more") }
            }
        }
    }

    /// Attachments listed in the Markdown; the rest are counted.
    static let attachmentLines = 50

    /// What the tests attached (screenshots, files), each with its test, size and path in the
    /// bundle; the bundle's own logs and diagnostics (often hundreds of log-archive chunks) in one
    /// line, since no test attached them.
    private static func appendLogsAndAttachments(_ document: XCResultDocument, to lines: inout [String]) {
        // What the report and `xcresult attachments` name: each test's attachments once.
        let sizes = Dictionary(document.runs.flatMap(\.attachments).compactMap { attachment in attachment.objectID.map { ($0, attachment.size) } },
                               uniquingKeysWith: { first, _ in first })
        let attachments = document.testRunReport().tests.flatMap { test in test.attachments.map { (test: test.id, pointer: $0) } }
        if !attachments.isEmpty {
            let size = { (path: String) in path.components(separatedBy: "/Data/data.").last.flatMap { sizes[$0] ?? nil } }
            let bytes = attachments.compactMap { size($0.pointer.path) }.reduce(0, +)
            lines.append("")
            lines.append("### Attachments (\(attachments.count)\(bytes > 0 ? ", \(bytes) bytes" : ""))")
            for (test, pointer) in attachments.prefix(attachmentLines) {
                let bytes = size(pointer.path).map { " (\($0) bytes)" } ?? ""
                lines.append("- `\(printable(test.description))`: \(printable(pointer.excerpt ?? "attachment"))\(bytes) — `\(printable(pointer.path))`")
            }
            if attachments.count > attachmentLines { lines.append("- … and \(attachments.count - attachmentLines) more") }
            lines.append("")
            lines.append("`evidence xcresult attachments BUNDLE [--test ID] --extract DIR` writes them into DIR.")
        }
        if !document.logFiles.isEmpty {
            let roles = document.logFiles.filter { $0.name.hasSuffix(")") && $0.name.contains(" log (action ") }
            let diagnostics = document.logFiles.count - roles.count
            let bytes = document.logFiles.compactMap(\.size).reduce(0, +)
            var parts = roles.map(\.name)
            if diagnostics > 0 { parts.append("\(diagnostics) diagnostics file\(diagnostics == 1 ? "" : "s")") }
            lines.append("")
            lines.append("Logs: \(parts.joined(separator: ", "))\(bytes > 0 ? " (\(bytes) bytes stored)" : "") — the bundle's own, not attachments.")
        }
    }

    static func issueLine(_ issue: XCResultIssue) -> String {
        let text = printable(issue.message)
        guard let file = issue.file else { return text }
        let base = file.split(separator: "/").last.map(String.init) ?? file
        return "`\(printable(base))\(issue.line.map { ":\($0)" } ?? "")` \(text)"
    }

    /// One line of text safe for a terminal or a PR comment: line breaks become spaces, other
    /// control characters (test arguments can be any character) are written as `\u{N}`.
    static func printable(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0A, 0x0D, 0x09: out.append(" ")
            case 0..<0x20, 0x7F: out += "\\u{\(String(scalar.value, radix: 16))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
