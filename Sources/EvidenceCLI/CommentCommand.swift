import CommandLayer
import EvidenceKit
import Foundation

/// `evidence comment`: the pull-request comment body for an archive, within GitHub's limits.
struct CommentCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "comment",
        abstract: "Print a pull-request comment body for an archive that fits GitHub's limits.",
        discussion: """
            The first line is <!-- evidence:comment --> so a bot can find and update its own comment.
            Failures that do not fit are counted and pointed to the archive.
            """,
        arguments: [ArgumentSpec("archive", help: "The archive written by 'evidence collect'.")],
        options: [Options.maxCharacters.spec, Options.base.spec] + TriageOptions.specs
    )

    enum Options {
        static let maxCharacters = Option<Int>.number(
            "max-chars", "n", help: "The most characters the body may have.", in: 200...1_000_000, default: 65536)
        static let base = Option<String?>.value("base", "archive", help: "Lead with the failures new since this run (e.g. main's archive).")
    }

    var options: TriageOptions
    var maxCharacters: Int
    var base: String?

    init(arguments: ParsedArguments) throws {
        options = TriageOptions(arguments: arguments)
        maxCharacters = try arguments.value(for: Options.maxCharacters)
        base = arguments.value(for: Options.base)
    }

    func run(context: CommandContext, output: inout TextOutput) throws -> ExitStatus {
        let result = try options.triage(context: context)
        var renderer = try options.renderer()
        // What is new since base (--base) and what failed before (--history) are among the run's
        // facts at the top; each block says whether it is new, each test its past.
        if let base { renderer.baseDiff = RunDiff(base: try options.triage(base, context: context), head: result) }
        renderer.history = try options.history(result)
        output.standardOutput(renderer.comment(result, maxCharacters: maxCharacters))
        return try options.finish(result, renderer: renderer, context: context, output: &output, annotationsToStandardError: true)
    }
}
