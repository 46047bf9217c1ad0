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

    func run(output: inout TextOutput) throws -> ExitStatus {
        let result = try options.triage()
        let renderer = try options.renderer()
        // What is new (--base) and each failure's past (--history) lead, after the marker line; the
        // triage gets the rest of the room, and the lead is dropped when it would crowd it out.
        var lead = ""
        var alreadyFailing: Set<TestIdentifier>?
        if let base {
            let diff = RunDiff(base: try options.triage(base), head: result)
            lead += DiffRenderer.commentLead(diff)
            alreadyFailing = diff.alreadyFailing
        }
        if options.historyLocation != nil {
            lead += HistoryRenderer.section(result, history: try options.history(result) ?? [:], database: "the run history", limit: 20)
        }
        if lead.utf16.count > maxCharacters / 4 { lead = "" }
        var body = renderer.comment(result, maxCharacters: maxCharacters - lead.utf16.count, alreadyFailing: alreadyFailing)
        if !lead.isEmpty, let marker = body.range(of: "\n") {
            body.insert(contentsOf: lead, at: marker.upperBound)
        }
        output.standardOutput(body)
        return try options.finish(result, renderer: renderer, output: &output, annotationsToStandardError: true)
    }
}
