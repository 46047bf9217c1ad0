import CommandLayer
import EvidenceKit

struct VerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "verify",
        abstract: "Re-hash every entry of an archive against its manifest.",
        discussion: """
            Exits 1 and says which entries are missing, extra or altered (each kind once, its first
            entries, in at most ten lines); exits 65 when the file is not an evidence archive.
            """,
        arguments: [ArgumentSpec("archive", help: "The archive written by 'evidence collect'.")]
    )

    var archive: String

    init(arguments: ParsedArguments) throws {
        archive = arguments.positionals[0]
    }

    func run(output: inout TextOutput) throws -> ExitStatus {
        let report = try runReportingFailures { try ArchiveVerifier.verify(archivePath: archive) }
        if report.isIntact {
            output.print("\(archive): OK, \(counted(report.checkedEntries, "entry", "entries")) \(report.checkedEntries == 1 ? "matches" : "match") manifest.json (commit \(report.manifest.commit.sha ?? "unknown")).")
            return .success
        }
        // At most ten lines, however many entries a truncated download lost.
        for line in VerificationSummary.lines(report.problems) {
            output.printError("\(archive): \(line)")
        }
        output.printError("error: \(archive) does not match its manifest: \(VerificationSummary.verdict(report.problems)).")
        return .problemsFound
    }
}
