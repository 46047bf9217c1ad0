import CommandLayer
import EvidenceKit
import Foundation

struct DiffCommand: ParsableCommand {
    enum FailOn: String, ExpressibleByArgument {
        /// Exit 1 when head has failures base does not.
        case new
    }

    enum Options {
        static let format = Option<ReportFormat>.choice("format", "format", short: "f", help: "markdown or json.", default: .markdown)
        static let failOn = Option<FailOn?>.choice("fail-on", "what", help: "new: exit 1 when head has failures base does not.")
        static let rules = Option<String?>.value("rules", "file", help: "Team rules (JSON); default: .evidence-rules.json beside head or here.")
    }

    static let configuration = CommandConfiguration(
        name: "diff",
        abstract: "Compare two archives: failures new in head, fixed, still failing, newly flaky, gone.",
        discussion: """
            base is the run of the branch the change goes into (e.g. main), head the change's run. A test
            still failing with another category is marked; a test in base and absent from head is listed
            as disappeared. --fail-on new exits 1 when head adds failures.
            """,
        arguments: [
            ArgumentSpec("base", help: "The base run's archive (e.g. main's)."),
            ArgumentSpec("head", help: "The head run's archive (e.g. the pull request's)."),
        ],
        options: [Options.format.spec, Options.failOn.spec, Options.rules.spec]
    )

    var base: String
    var head: String
    var format: ReportFormat
    var failOnNew: Bool
    var rulesFile: String?

    init(arguments: ParsedArguments) throws {
        base = arguments.positionals[0]
        head = arguments.positionals[1]
        format = arguments.value(for: Options.format)
        failOnNew = arguments.value(for: Options.failOn) == .new
        rulesFile = arguments.value(for: Options.rules)
    }

    func run(context: CommandContext, output: inout TextOutput) throws -> ExitStatus {
        let options = TriageOptions(archive: head, rulesFile: rulesFile)
        let diff = RunDiff(base: try options.triage(base, context: context), head: try options.triage(context: context))
        switch format {
        case .json: output.standardOutput(String(decoding: try DiffDocument(diff).encoded(), as: UTF8.self))
        case .markdown: output.standardOutput(DiffRenderer.report(diff))
        }
        if failOnNew, diff.addsFailures {
            output.printError("error: \(diff.new.count) failure\(diff.new.count == 1 ? "" : "s") new in \(head) since \(base) (--fail-on new).")
            return .problemsFound
        }
        return .success
    }
}
