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
    func inputs(_ context: CommandContext) -> [String] {
        let rules = CustomRule.locate(explicit: rulesFile, archivePath: archive, workingDirectory: context.workingDirectory)
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
    func triage(_ other: String? = nil, context: CommandContext) throws -> TriageResult {
        try runReportingFailures {
            var rules: [any ClassificationRule] = ClassificationRules.builtIn
            if let path = CustomRule.locate(explicit: rulesFile, archivePath: archive, workingDirectory: context.workingDirectory) {
                rules += try CustomRule.load(path: path) as [any ClassificationRule]
            }
            let input = try ArchiveEvidenceReader.read(archivePath: other ?? archive, temporaryDirectory: NamedTemporaryFile.directory(in: context.environment))
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
    func finish(
        _ result: TriageResult, renderer: TriageRenderer, context: CommandContext, output: inout TextOutput, annotationsToStandardError: Bool = false
    ) throws -> ExitStatus {
        for problem in result.input.readProblems.prefix(20) {
            output.printError("warning: \(problem)")
        }
        if github {
            try GitHubOutput.write(result, renderer: renderer, environment: context.environment, annotate: annotationsToStandardError ? output.printError : output.print)
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

