import CommandLayer
import EvidenceKit
import Foundation

struct XCResultCommand: ParsableCommand {
    enum Format: String, ExpressibleByArgument {
        case json, markdown, junit
    }

    enum Source: String, ExpressibleByArgument {
        case automatic, objects, database

        var preference: XCResultReader.SourcePreference {
            switch self {
            case .automatic: .automatic
            case .objects: .objectStore
            case .database: .database
            }
        }
    }

    enum Options {
        static let format = Option<Format>.choice("format", "format", short: "f", help: "json, markdown or junit.", default: .markdown)
        static let source = Option<Source>.choice(
            "source", "source", help: "automatic (database.sqlite3 when present), objects or database.", default: .automatic)
        static let verifyIDs = Option<Bool>.flag("verify-ids", help: "Check every object's ID against BLAKE2b-512 of its content.")
        static let attachments = Option<String?>.value("attachments", "dir", help: "The same as 'xcresult attachments BUNDLE --extract dir'.")
        static let extract = Option<String?>.value("extract", "dir", help: "With 'attachments': write them into this folder, one folder per test.")
        static let test = Option<String?>.value("test", "id", help: "With 'attachments': this test's, whatever its status (Suite/name).")
    }

    /// `xcresult attachments BUNDLE`: the second form, whose first word names it.
    static let attachmentsForm = "attachments"

    static let configuration = CommandConfiguration(
        name: "xcresult",
        abstract: "Read an .xcresult bundle natively (no Xcode): its tests, failures and build issues.",
        discussion: """
            --format json prints the tests tree shaped like 'xcresulttool get test-results tests'
            (testNodes, devices, testPlanConfigurations); markdown prints a readable summary; junit
            prints JUnit XML for CI systems that show it. Given a
            run.tgz written by 'evidence collect', reads every bundle inside it without extracting.
            Exits 65 when a bundle is damaged, naming the object. 'xcresult attachments BUNDLE'
            lists what the failed tests attached (or what --test attached), one line each with its
            size and its path in the bundle; --extract DIR writes them into DIR, one folder per test,
            and lists each file written.
            """,
        usage: """
            xcresult (BUNDLE | run.tgz) [--format json|markdown|junit] [--source SOURCE] [--verify-ids]
                   evidence xcresult attachments (BUNDLE | run.tgz) [--test ID] [--extract DIR]
            """,
        arguments: [
            ArgumentSpec("bundle", help: "An .xcresult bundle directory, or a run.tgz holding bundles; or 'attachments', then the bundle."),
            ArgumentSpec("attachments-bundle", help: "After 'attachments': the bundle or run.tgz whose attachments to list.", optional: true),
        ],
        options: [Options.format.spec, Options.source.spec, Options.verifyIDs.spec, Options.extract.spec, Options.test.spec, Options.attachments.spec]
    )

    var path: String
    var format: Format
    var reader: XCResultReader
    /// The attachments form (`xcresult attachments BUNDLE`, or `--attachments DIR`).
    var listsAttachments: Bool
    var attachmentsDirectory: String?
    var test: String?

    init(arguments: ParsedArguments) throws {
        let positionals = arguments.positionals
        listsAttachments = positionals.count == 2
        if listsAttachments, positionals[0] != Self.attachmentsForm {
            throw UsageError("xcresult takes one bundle, or 'attachments' then the bundle: not '\(positionals[0])' and '\(positionals[1])'.")
        }
        path = positionals[positionals.count - 1]
        format = arguments.value(for: Options.format)
        reader = XCResultReader(preference: arguments.value(for: Options.source).preference, verifiesObjectIDs: arguments.value(for: Options.verifyIDs))
        let extract: String? = arguments.value(for: Options.extract)
        let legacy: String? = arguments.value(for: Options.attachments)
        if extract != nil && legacy != nil { throw UsageError("--attachments DIR is 'attachments --extract DIR': give one of them.") }
        if extract != nil && !listsAttachments { throw UsageError("--extract DIR writes the attachments of 'xcresult attachments BUNDLE': name the form first.") }
        attachmentsDirectory = extract ?? legacy
        if legacy != nil { listsAttachments = true }
        test = arguments.value(for: Options.test)
        if test != nil && !listsAttachments { throw UsageError("--test chooses whose attachments to list: 'xcresult attachments BUNDLE --test ID'.") }
    }

    func run(context: CommandContext, output: inout TextOutput) throws -> ExitStatus {
        let isArchive = !path.hasSuffix(".xcresult") && !path.hasSuffix(".xcresult/") && XCResultCommand.isFile(path)
        let documents = try runReportingFailures {
            isArchive ? try reader.read(archivePath: path, temporaryDirectory: NamedTemporaryFile.directory(in: context.environment)) : [try reader.read(bundlePath: path)]
        }
        if isArchive && documents.isEmpty {
            output.printError("error: \(path) holds no .xcresult bundle.")
            return .malformedInput
        }
        if let attachmentsDirectory { return try extract(documents, isArchive: isArchive, to: attachmentsDirectory, output: &output) }
        if listsAttachments { return list(documents, output: &output) }
        switch format {
        case .json:
            let text = documents.count == 1 && !isArchive
                ? XCResultSummaryFormatter.json(documents[0])
                : XCResultSummaryFormatter.json(documents)
            output.print(text)
        case .markdown:
            output.print(documents.map(XCResultSummaryFormatter.markdown).joined(separator: "\n"))
        case .junit:
            output.standardOutput(XCResultJUnitWriter.xml(documents))
        }
        return .success
    }

    /// `attachments BUNDLE`: one line per attachment — its test, name, size and path in the bundle
    /// (the path the report names it by).
    private func list(_ documents: [XCResultDocument], output: inout TextOutput) -> ExitStatus {
        let items = XCResultAttachmentExtractor.items(documents, test: test)
        guard !items.isEmpty else {
            output.printError(test.map { "note: \($0) attached nothing (or is not a test of \(path))." } ?? "note: no failed test of \(path) attached anything.")
            return .success
        }
        for item in items {
            // In an archive, by its path there (`xcresult/App.xcresult/Data/data.…`), as triage names it.
            let shown = item.path.hasPrefix(path + ":") ? String(item.path.dropFirst(path.count + 1)) : item.path
            output.print("\(item.test): \(item.name)\(item.size.map { " (\($0) bytes)" } ?? "") — \(shown)")
        }
        return .success
    }

    /// `attachments BUNDLE --extract DIR`: one line per file written, a warning per attachment not written.
    private func extract(_ documents: [XCResultDocument], isArchive: Bool, to directory: String, output: inout TextOutput) throws -> ExitStatus {
        let items = XCResultAttachmentExtractor.items(documents, test: test)
        guard !items.isEmpty else {
            output.printError(test.map { "note: \($0) attached nothing (or is not a test of \(path))." } ?? "note: no failed test of \(path) attached anything.")
            return .success
        }
        let outcome = try runReportingFailures {
            isArchive ? try XCResultAttachmentExtractor.extract(items, archivePath: path, to: directory)
                : try XCResultAttachmentExtractor.extract(items, bundlePath: path, to: directory)
        }
        for (file, bytes) in outcome.written { output.print("\(file) (\(bytes) bytes)") }
        for problem in outcome.problems { output.printError("warning: \(problem)") }
        return .success
    }

    static func isFile(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }
}
