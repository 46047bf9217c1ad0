import CommandLayer
import EvidenceKit
import Foundation

struct XCResultCommand: ParsableCommand {
    enum Format: String, ExpressibleByArgument {
        case json, markdown
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
        static let format = Option<Format>.choice("format", "format", short: "f", help: "json or markdown.", default: .markdown)
        static let source = Option<Source>.choice(
            "source", "source", help: "automatic (database.sqlite3 when present), objects or database.", default: .automatic)
        static let verifyIDs = Option<Bool>.flag("verify-ids", help: "Check every object's ID against BLAKE2b-512 of its content.")
    }

    static let configuration = CommandConfiguration(
        name: "xcresult",
        abstract: "Read an .xcresult bundle natively (no Xcode): its tests, failures and build issues.",
        discussion: """
            --format json prints the tests tree shaped like 'xcresulttool get test-results tests'
            (testNodes, devices, testPlanConfigurations); markdown prints a readable summary. Given a
            run.tgz written by 'evidence collect', reads every bundle inside it without extracting.
            Exits 65 when a bundle is damaged, naming the object.
            """,
        arguments: [ArgumentSpec("bundle", help: "An .xcresult bundle directory, or a run.tgz holding bundles.")],
        options: [Options.format.spec, Options.source.spec, Options.verifyIDs.spec]
    )

    var path: String
    var format: Format
    var reader: XCResultReader

    init(arguments: ParsedArguments) throws {
        path = arguments.positionals[0]
        format = arguments.value(for: Options.format)
        reader = XCResultReader(preference: arguments.value(for: Options.source).preference, verifiesObjectIDs: arguments.value(for: Options.verifyIDs))
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
        switch format {
        case .json:
            let text = documents.count == 1 && !isArchive
                ? XCResultSummaryFormatter.json(documents[0])
                : XCResultSummaryFormatter.json(documents)
            output.print(text)
        case .markdown:
            output.print(documents.map(XCResultSummaryFormatter.markdown).joined(separator: "\n"))
        }
        return .success
    }

    static func isFile(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }
}
