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
        static let attachments = Option<String?>.value("attachments", "dir", help: "Write the failed tests' attachments (screenshots, files) into this folder.")
        static let test = Option<String?>.value("test", "id", help: "With --attachments: this test's, whatever its status (Suite/name).")
    }

    static let configuration = CommandConfiguration(
        name: "xcresult",
        abstract: "Read an .xcresult bundle natively (no Xcode): its tests, failures and build issues.",
        discussion: """
            --format json prints the tests tree shaped like 'xcresulttool get test-results tests'
            (testNodes, devices, testPlanConfigurations); markdown prints a readable summary; junit
            prints JUnit XML for CI systems that show it. Given a
            run.tgz written by 'evidence collect', reads every bundle inside it without extracting.
            Exits 65 when a bundle is damaged, naming the object. --attachments DIR writes what the
            failed tests attached (or what --test attached) into DIR, one folder per test, and lists
            each file written.
            """,
        arguments: [ArgumentSpec("bundle", help: "An .xcresult bundle directory, or a run.tgz holding bundles.")],
        options: [Options.format.spec, Options.source.spec, Options.verifyIDs.spec, Options.attachments.spec, Options.test.spec]
    )

    var path: String
    var format: Format
    var reader: XCResultReader
    var attachmentsDirectory: String?
    var test: String?

    init(arguments: ParsedArguments) throws {
        path = arguments.positionals[0]
        format = arguments.value(for: Options.format)
        reader = XCResultReader(preference: arguments.value(for: Options.source).preference, verifiesObjectIDs: arguments.value(for: Options.verifyIDs))
        attachmentsDirectory = arguments.value(for: Options.attachments)
        test = arguments.value(for: Options.test)
        if test != nil && attachmentsDirectory == nil { throw UsageError("--test chooses whose attachments --attachments DIR writes: give --attachments too.") }
    }

    func run(output: inout TextOutput) throws -> ExitStatus {
        let isArchive = !path.hasSuffix(".xcresult") && !path.hasSuffix(".xcresult/") && XCResultCommand.isFile(path)
        let documents = try runReportingFailures {
            isArchive ? try reader.read(archivePath: path) : [try reader.read(bundlePath: path)]
        }
        if isArchive && documents.isEmpty {
            output.printError("error: \(path) holds no .xcresult bundle.")
            return .malformedInput
        }
        if let attachmentsDirectory { return try extract(documents, isArchive: isArchive, to: attachmentsDirectory, output: &output) }
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

    /// `--attachments DIR`: one line per file written, a warning per attachment not written.
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
