import CommandLayer
import EvidenceKit
import Foundation

struct TriageCommand: ParsableCommand {
    /// `--color`: when the terminal view has colour.
    enum Color: String, ExpressibleByArgument {
        case auto, always, never
    }

    /// Triage's formats: the report, the document, JUnit for CI systems that show it, and the
    /// report as one self-contained page.
    enum Format: String, ExpressibleByArgument {
        case markdown, json, junit, html
    }

    enum Options {
        static let format = Option<Format>.choice("format", "format", short: "f", help: "markdown, json, junit or html (one self-contained page).", default: .markdown)
        static let output = Option<String?>.value("output", "file", short: "o", help: "Write the report to this file instead of standard output.")
        static let color = Option<Color>.choice(
            "color", "when", help: "The terminal view's colour: auto (a terminal, unless NO_COLOR is set), always or never.", default: .auto)
    }

    static let configuration = CommandConfiguration(
        name: "triage",
        abstract: "Label every failed test of an archive with its category and the evidence for it.",
        discussion: """
            Categories: configuration-regression, business-logic-error, scheduling-expectation-mismatch,
            unclassified. The archive is read in place and checked against its manifest; a mismatch is
            reported at the top.
            """,
        arguments: [ArgumentSpec("archive", help: "The archive written by 'evidence collect'.")],
        options: [Options.format.spec, Options.output.spec, Options.color.spec] + TriageOptions.specs
    )

    var options: TriageOptions
    var format: Format
    var outputPath: String?
    var color: Color

    init(arguments: ParsedArguments) throws {
        options = TriageOptions(arguments: arguments)
        format = arguments.value(for: Options.format)
        outputPath = arguments.value(for: Options.output)
        color = arguments.value(for: Options.color)
    }

    /// On a terminal (or with `--color always`) the report is printed for the terminal; piped or
    /// written to a file, it stays Markdown. Colour: `always`, or `auto` on a terminal without
    /// `NO_COLOR` (https://no-color.org) or `TERM=dumb`.
    func terminalView(environment: [String: String], isTerminal: Bool) -> (show: Bool, color: Bool) {
        guard format == .markdown, outputPath == nil else { return (false, false) }
        switch color {
        case .always: return (true, true)
        case .never: return (isTerminal, false)
        case .auto:
            let noColor = !(environment["NO_COLOR"] ?? "").isEmpty || environment["TERM"] == "dumb"
            return (isTerminal, isTerminal && !noColor)
        }
    }

    func run(context: CommandContext, output: inout TextOutput) throws -> ExitStatus {
        if let outputPath {
            try runReportingFailures { try AtomicOutputFile.refuse(outputPath, namingAnyOf: options.inputs(context)) }
        }
        let result = try options.triage(context: context)
        let history = try options.history(result)
        var renderer = try options.renderer()
        // Each failed test's past beside it in its cause's block, and in one line at the top.
        renderer.history = history
        if let database = options.historyLocation { renderer.historySource = HistoryStore.isPostgres(database) ? "the PostgreSQL history" : database }
        // Standard output holds the report (Markdown or JSON) unless --output took it: only then are
        // the annotations printed there.
        let annotationsToStandardError = outputPath == nil
        if format == .json {
            try writeDocument(TriageDocument(result, projectRoot: options.projectRoot, history: history), output: output)
            return try options.finish(result, renderer: renderer, context: context, output: &output, annotationsToStandardError: annotationsToStandardError)
        }
        if format == .junit {
            try write(TriageJUnitWriter.xml(TriageDocument(result, projectRoot: options.projectRoot, history: history), run: result.run.tests), output: output)
            return try options.finish(result, renderer: renderer, context: context, output: &output, annotationsToStandardError: annotationsToStandardError)
        }
        if format == .html {
            try write(HTMLReport(renderer: renderer).render(result, images: images(result, output: &output)), output: output)
            return try options.finish(result, renderer: renderer, context: context, output: &output, annotationsToStandardError: annotationsToStandardError)
        }
        let view = terminalView(environment: context.environment, isTerminal: context.standardOutputIsTerminal)
        let report = renderer.report(result)
        let text = view.show ? TerminalReportFormatter(color: view.color).format(report) : report
        try write(text, output: output)
        return try options.finish(result, renderer: renderer, context: context, output: &output, annotationsToStandardError: annotationsToStandardError)
    }

    /// The screenshots the page shows, read from the archive in one more pass (up to the page's
    /// limits). An archive whose attachments cannot be read still gets its page, without them.
    private func images(_ result: TriageResult, output: inout TextOutput) -> [String: [UInt8]] {
        let paths = Set(HTMLReport.attachmentPaths(result))
        guard !paths.isEmpty else { return [:] }
        var images: [String: [UInt8]] = [:]
        var total = 0
        do {
            _ = try XCResultAttachmentExtractor.payloads(paths, archivePath: options.archive, limit: HTMLReport.imageLimit) { path, bytes in
                guard let bytes, total + bytes.count <= HTMLReport.imageBudget else { return }
                total += bytes.count
                images[path] = bytes
            }
        } catch let error as EvidenceError {
            output.printError("warning: the page shows no screenshots: \(error.message)")
        } catch {
            output.printError("warning: the page shows no screenshots: \(error).")
        }
        return images
    }

    /// The text to the output file (whole, then renamed into place) or to standard output.
    private func write(_ text: String, output: TextOutput) throws {
        guard let outputPath else { return output.standardOutput(text) }
        try runReportingFailures {
            let file = try AtomicOutputFile(destination: outputPath)
            try FileSink(descriptor: file.descriptor, displayPath: outputPath).writeAll(Array(text.utf8))
            try file.commit()
        }
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

