import CommandLayer
import EvidenceKit
import Foundation

struct TriageCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "triage",
        abstract: "Label every failed test of an archive with its category and the evidence for it.",
        discussion: """
            Categories: configuration-regression, business-logic-error, scheduling-expectation-mismatch,
            unclassified. The archive is read in place and checked against its manifest; a mismatch is
            reported at the top.
            """,
        arguments: [ArgumentSpec("archive", help: "The archive written by 'evidence collect'.")],
        options: [
            .value("format", "format", help: "markdown or json.", allowed: ["markdown", "json"], default: "markdown"),
            .value("output", "file", help: "Write the report to this file instead of standard output."),
        ] + TriageOptions.specs
    )

    var options: TriageOptions
    var format: String
    var outputPath: String?

    init(arguments: ParsedArguments) throws {
        options = TriageOptions(arguments: arguments)
        format = arguments.value("format")!
        outputPath = arguments.value("output")
    }

    func run(output: inout TextOutput) throws -> Int32 {
        let result = try options.triage()
        let renderer = try TriageRenderer()
        if format == "json" {
            try writeDocument(TriageDocument(result), output: output)
            return try options.finish(result, renderer: renderer, output: &output)
        }
        let text = renderer.report(result)
        if let outputPath {
            try runReportingFailures {
                let file = try AtomicOutputFile(destination: outputPath)
                try FileSink(descriptor: file.descriptor, displayPath: outputPath).writeAll(Array(text.utf8))
                try file.commit()
            }
        } else {
            output.standardOutput(text)
        }
        return try options.finish(result, renderer: renderer, output: &output)
    }

    /// Streams the JSON document to the output file or stdout, in chunks.
    private func writeDocument(_ document: TriageDocument, output: TextOutput) throws {
        guard let outputPath else {
            let write = output.standardOutput
            var json = JSONStreamWriter { write(String(decoding: $0, as: UTF8.self)) }
            document.write(to: &json)
            json.finish(trailer: "\n")
            return
        }
        try runReportingFailures {
            let file = try AtomicOutputFile(destination: outputPath)
            let sink = FileSink(descriptor: file.descriptor, displayPath: outputPath)
            var failure: Error?
            var json = JSONStreamWriter { chunk in
                guard failure == nil else { return }
                do { try chunk.withUnsafeBytes { try sink.write($0) } } catch { failure = error }
            }
            document.write(to: &json)
            json.finish(trailer: "\n")
            if let failure { throw failure }
            try sink.finish()
            try file.commit()
        }
    }
}

struct CommentCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "comment",
        abstract: "Print a pull-request comment body for an archive that fits GitHub's limits.",
        discussion: """
            The first line is <!-- evidence:comment --> so a bot can find and update its own comment.
            Failures that do not fit are counted and pointed to the archive.
            """,
        arguments: [ArgumentSpec("archive", help: "The archive written by 'evidence collect'.")],
        options: [
            .value("max-chars", "n", help: "The most characters the body may have.", default: "65536"),
        ] + TriageOptions.specs
    )

    var options: TriageOptions
    var maxCharacters: Int

    init(arguments: ParsedArguments) throws {
        options = TriageOptions(arguments: arguments)
        maxCharacters = try arguments.integer("max-chars", in: 200...1_000_000)!
    }

    func run(output: inout TextOutput) throws -> Int32 {
        let result = try options.triage()
        let renderer = try TriageRenderer()
        output.standardOutput(renderer.comment(result, maxCharacters: maxCharacters))
        return try options.finish(result, renderer: renderer, output: &output)
    }
}
