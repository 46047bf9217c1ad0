import CommandLayer
import EvidenceKit
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// GitHub Actions: the step summary (the report, under GitHub's 1 MiB) and `::error` annotations.
enum GitHubOutput {
    static let stepSummaryLimit = 1_000_000
    static let annotationCount = 10

    static func write(_ result: TriageResult, renderer: TriageRenderer, environment: [String: String], annotate: (String) -> Void) throws {
        if let path = environment["GITHUB_STEP_SUMMARY"], !path.isEmpty {
            var summary = renderer.report(result)
            if summary.utf8.count > stepSummaryLimit {
                summary = renderer.comment(result, maxCharacters: stepSummaryLimit / 4)
            }
            let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else {
                throw CommandFailure(status: .outputFailed, message: "Cannot write the step summary \(path) (GITHUB_STEP_SUMMARY): \(String(cString: strerror(errno))).")
            }
            defer { close(descriptor) }
            do {
                try FileSink(descriptor: descriptor, displayPath: path).writeAll(Array(summary.utf8))
            } catch let error as EvidenceError {
                throw CommandFailure(status: .outputFailed, message: error.message(noting: "GITHUB_STEP_SUMMARY"))
            }
        }
        for line in annotations(result, linker: result.sourceLinker(projectRoot: renderer.projectRoot)) { annotate(line) }
    }

    /// `::error` for each build error, each distinct infrastructure error, then one for each cause
    /// (failures grouped as the report groups them, biggest first): the first `annotationCount` of each,
    /// the file relative to the repository (GitHub attaches an annotation to a file of the checkout).
    static func annotations(_ result: TriageResult, linker: SourceLinker) -> [String] {
        func annotation(title: String, location: SourceLocation?, message: String) -> String {
            var properties = ["title=\(escapeProperty(title))"]
            if let location {
                // GitHub places the annotation at the column too (`col=`), as the compiler printed it.
                let column = location.column.map { ",col=\($0)" } ?? ""
                properties.insert("file=\(escapeProperty(linker.relative(location.file))),line=\(location.line)\(column)", at: 0)
            }
            return "::error \(properties.joined(separator: ","))::\(escapeData(message))"
        }
        var lines: [String] = []
        let buildErrors = result.buildErrors
        for error in buildErrors.prefix(annotationCount) {
            lines.append(annotation(title: "Build error", location: error.location, message: error.message))
        }
        if buildErrors.count > annotationCount {
            lines.append("::error title=Build errors::\(buildErrors.count - annotationCount) more build errors: see the job summary or 'evidence triage'.")
        }
        // The run's own failures: CI's, never a build error, each distinct error once, with the tests it hit.
        for entry in result.infrastructure.prefix(annotationCount) {
            let tests = entry.tests.isEmpty ? "" : " Tests: " + entry.tests.prefix(5).map(\.description).joined(separator: ", ")
                + (entry.tests.count > 5 ? " and \(entry.tests.count - 5) more." : ".")
            lines.append(annotation(title: "Test infrastructure (the run, not the code)", location: nil, message: entry.issue.message + tests))
        }
        // One annotation per cause, biggest first: a group of 30 timeouts is never left without one
        // because ten single failures came first. It sits at the group's first failing line.
        let groups = FailureGrouping(result.causeFailures).groups
        for group in groups.prefix(annotationCount) {
            guard let failure = group.failures.first else { continue }
            let issue = failure.test.issues.first
            let reason = linker.relativeInText(failure.reason ?? "unclassified")
            // The reader's words, as the report's headings say them.
            let category = failure.classification.category.title
            let title = group.count == 1 ? "\(failure.test.id) — \(category)" : "\(group.count) tests — \(category)"
            let others = group.count == 1 ? "" : " Also: " + group.failures.dropFirst().prefix(5).map(\.test.id.description).joined(separator: ", ")
                + (group.count > 6 ? " and \(group.count - 6) more." : ".")
            lines.append(annotation(title: title, location: issue?.location, message: "\(reason) \(issue?.message ?? "")\(others)\(codeLines(issue?.location, result))"))
        }
        if groups.count > annotationCount {
            let rest = groups.dropFirst(annotationCount)
            lines.append("::error title=More failures::\(rest.count) more causes (\(rest.reduce(0) { $0 + $1.count }) tests): see the job summary or 'evidence triage'.")
        }
        return lines
    }

    /// The failing line and the one around it, from the test's code the archive holds, for an
    /// annotation read away from the file (the checks tab, the job's summary); empty without it.
    static func codeLines(_ location: SourceLocation?, _ result: TriageResult) -> String {
        guard let location, let excerpt = result.input.sources.excerpt(file: location.file, line: location.line, context: 1) else { return "" }
        let lines = excerpt.numberedLines.map { label, isFailing, text in "\(isFailing ? ">" : " ") \(label) | \(text)" }
        return "\n" + excerpt.repositoryPath + ":\n" + lines.joined(separator: "\n")
    }

    /// Workflow-command escaping (the runner's own rules).
    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
