import CommandLayer
import EvidenceKit
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The options `triage` and `comment` share: team rules, categories that fail the step, GitHub output.
struct TriageOptions {
    enum Options {
        static let rules = Option<String?>.value("rules", "file", help: "Team rules (JSON); default: .evidence-rules.json beside the archive or here.")
        static let failOn = Option<[TriageCategory]>.choices("fail-on", "category", help: "Exit 1 when a failure has this category (repeatable).")
        static let github = Option<Bool>.flag(
            "github", help: "Also write the GitHub step summary and error annotations for the build errors and the biggest causes of failure.")
        static let projectRoot = Option<String?>.value(
            "project-root", "dir", help: "The repository's checkout on the build machine, for relative source paths and links; default: detected.")
        static let history = Option<String?>.value("history", "db", help: "Add each failure's history from this database (SQLite file or postgres:// URL).")
    }

    static let specs: [OptionSpec] = [
        Options.rules.spec, Options.failOn.spec, Options.github.spec, Options.projectRoot.spec, Options.history.spec,
    ]

    var archive: String
    var rulesFile: String?
    var failOn: Set<TriageCategory>
    var github: Bool
    var projectRoot: String?
    var historyLocation: String?

    init(arguments: ParsedArguments) {
        archive = arguments.positionals[0]
        rulesFile = arguments.value(for: Options.rules)
        failOn = Set(arguments.value(for: Options.failOn))
        github = arguments.value(for: Options.github)
        projectRoot = arguments.value(for: Options.projectRoot)
        historyLocation = arguments.value(for: Options.history)
    }

    /// Only the archive and its rules (`diff`).
    init(archive: String, rulesFile: String?) {
        self.archive = archive
        self.rulesFile = rulesFile
        failOn = []
        github = false
    }

    /// The files this command reads, which no output may replace: the archive, its rules, the
    /// history database (a file) and the checkout.
    var inputs: [String] {
        let rules = CustomRule.locate(explicit: rulesFile, archivePath: archive, workingDirectory: FileManager.default.currentDirectoryPath)
        let history = historyLocation.flatMap { HistoryStore.isPostgres($0) ? nil : $0 }
        return [archive] + [rules, history, projectRoot].compactMap { $0 }
    }

    /// What `--history` knows about each failure (nil without it).
    func history(_ result: TriageResult) throws -> [String: FailureHistory]? {
        guard let historyLocation else { return nil }
        return try runReportingFailures {
            try HistoryStore(location: historyLocation).failureHistory(result.failures.map(\.test.id.description))
        }
    }

    /// Reads the archive (or `other`, e.g. `--base`, with the same rules) and classifies every failure.
    func triage(_ other: String? = nil) throws -> TriageResult {
        try runReportingFailures {
            var rules: [any ClassificationRule] = ClassificationRules.builtIn
            if let path = CustomRule.locate(explicit: rulesFile, archivePath: archive, workingDirectory: FileManager.default.currentDirectoryPath) {
                rules += try CustomRule.load(path: path) as [any ClassificationRule]
            }
            let input = try ArchiveEvidenceReader.read(archivePath: other ?? archive)
            return Triage.run(input, classifier: Classifier(rules: rules))
        }
    }

    /// The renderer, with `--project-root`.
    func renderer() throws -> TriageRenderer {
        var renderer = try TriageRenderer()
        renderer.projectRoot = projectRoot
        return renderer
    }

    /// Warnings about the evidence itself, on stderr; 65 for an archive that is truncated, altered
    /// or empty (the report's heading says which); else the exit status `--fail-on` asks for.
    /// `annotationsToStandardError`: when standard output carries the report or the comment body,
    /// which must stay Markdown (or JSON); the runner reads workflow commands from both streams.
    func finish(_ result: TriageResult, renderer: TriageRenderer, output: inout TextOutput, annotationsToStandardError: Bool = false) throws -> ExitStatus {
        for problem in result.input.readProblems.prefix(20) {
            output.printError("warning: \(problem)")
        }
        if github {
            try GitHubOutput.write(result, renderer: renderer, annotate: annotationsToStandardError ? output.printError : output.print)
        }
        // A truncated, altered or empty archive: the report says so in its heading, and the exit
        // status does, so a pipeline does not post it as the run's answer.
        if let problem = result.archiveProblem {
            output.printError("error: \(problem).")
            return .malformedInput
        }
        let failing = result.failures.filter { failOn.contains($0.classification.category) }
        if !failing.isEmpty {
            output.printError("error: \(failing.count) failure\(failing.count == 1 ? "" : "s") in \(Set(failing.map(\.classification.category.rawValue)).sorted().joined(separator: ", ")) (--fail-on).")
            return .problemsFound
        }
        return .success
    }
}

/// GitHub Actions: the step summary (the report, under GitHub's 1 MiB) and `::error` annotations.
enum GitHubOutput {
    static let stepSummaryLimit = 1_000_000
    static let annotationCount = 10

    static func write(_ result: TriageResult, renderer: TriageRenderer, annotate: (String) -> Void) throws {
        if let path = ProcessInfo.processInfo.environment["GITHUB_STEP_SUMMARY"], !path.isEmpty {
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
        // The run's own failures: CI's, never a build error, each distinct error once.
        for issue in result.infrastructureIssues.prefix(annotationCount) {
            lines.append(annotation(title: "Test infrastructure (the run, not the code)", location: nil, message: issue.message))
        }
        // One annotation per cause, biggest first: a group of 30 timeouts is never left without one
        // because ten single failures came first. It sits at the group's first failing line.
        let groups = FailureGrouping(result.failures).groups
        for group in groups.prefix(annotationCount) {
            guard let failure = group.failures.first else { continue }
            let issue = failure.test.issues.first
            let reason = linker.relativeInText(failure.reason ?? "unclassified")
            let category = failure.classification.category.rawValue
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
        let width = String(excerpt.firstLine + excerpt.lines.count - 1).count
        let lines = excerpt.lines.enumerated().map { offset, text in
            let number = excerpt.firstLine + offset
            let padded = String(repeating: " ", count: width - String(number).count) + String(number)
            return "\(number == excerpt.line ? ">" : " ") \(padded) | \(text)"
        }
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
