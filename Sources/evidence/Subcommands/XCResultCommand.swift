import CommandLayer
import EvidenceKit
import Foundation

struct XCResultCommand: ParsableCommand {
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
        options: [
            .value("format", "format", short: "f", help: "json or markdown.", allowed: ["json", "markdown"], default: "markdown"),
            .value("source", "source", help: "automatic (database.sqlite3 when present), objects or database.", allowed: ["automatic", "objects", "database"], default: "automatic"),
            .flag("verify-ids", help: "Check every object's ID against BLAKE2b-512 of its content."),
        ]
    )

    var path: String
    var format: String
    var reader: XCResultReader

    init(arguments: ParsedArguments) throws {
        path = arguments.positionals[0]
        format = arguments.value("format") ?? "markdown"
        let preference: XCResultReader.SourcePreference
        switch arguments.value("source") {
        case "objects": preference = .objectStore
        case "database": preference = .database
        default: preference = .automatic
        }
        reader = XCResultReader(preference: preference, verifiesObjectIDs: arguments.flag("verify-ids"))
    }

    func run(output: inout TextOutput) throws -> Int32 {
        let isArchive = !path.hasSuffix(".xcresult") && !path.hasSuffix(".xcresult/") && XCResultCommand.isFile(path)
        let documents = try runReportingFailures {
            isArchive ? try reader.read(archivePath: path) : [try reader.read(bundlePath: path)]
        }
        if isArchive && documents.isEmpty {
            output.printError("error: \(path) holds no .xcresult bundle.")
            return 65
        }
        if format == "json" {
            let text = documents.count == 1 && !isArchive
                ? XCResultSummaryFormatter.json(documents[0])
                : XCResultSummaryFormatter.json(documents)
            output.print(text)
        } else {
            output.print(documents.map(XCResultSummaryFormatter.markdown).joined(separator: "\n"))
        }
        return 0
    }

    static func isFile(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }
}
