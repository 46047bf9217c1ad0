import CommandLayer
import EvidenceKit

struct VerifyCommand: ParsableCommand {
    enum Options {
        static let key = Option<String?>.value(
            "key", "file", help: "Also check <archive>.sig.json, written by 'collect --sign': signed by this PEM Ed25519 public key, naming this archive's SHA-256 and its manifest's.")
    }

    static let configuration = CommandConfiguration(
        name: "verify",
        abstract: "Re-hash every entry of an archive against its manifest.",
        discussion: """
            Exits 1 and says which entries are missing, extra or altered (each kind once, its first
            entries, in at most ten lines); exits 65 when the file is not an evidence archive.
            With --key, also exits 1, in one sentence, when the signature envelope is missing, was
            altered or signed by another key, or signs another archive or manifest: the manifest
            alone cannot show an archive rewritten together with its manifest.
            """,
        arguments: [ArgumentSpec("archive", help: "The archive written by 'evidence collect'.")],
        options: [Options.key.spec]
    )

    var archive: String
    var publicKey: String?

    init(arguments: ParsedArguments) throws {
        archive = arguments.positionals[0]
        publicKey = arguments.value(for: Options.key)
        if let key = publicKey, key.isEmpty || key.hasSuffix("/") {
            throw UsageError("--key takes the file of a PEM Ed25519 public key, not '\(key)'.")
        }
    }

    func run(context: CommandContext, output: inout TextOutput) throws -> ExitStatus {
        let report: VerificationReport
        do {
            report = try runReportingFailures { try ArchiveVerifier.verify(archivePath: archive, publicKeyPath: publicKey) }
        } catch let rejection as SignatureRejection {
            output.printError("error: \(rejection.sentence)")
            return .problemsFound
        }
        if report.isTrusted {
            var line = "\(archive): OK, \(counted(report.checkedEntries, "entry", "entries")) \(report.checkedEntries == 1 ? "matches" : "match") manifest.json (commit \(report.manifest.commit.sha ?? "unknown"))"
            if let signature = report.signature {
                line += "; \(signature.envelopePath) signs it with the key in \(signature.keyPath)"
            }
            output.print(line + ".")
            return .success
        }
        if report.isIntact, let problem = report.signature?.problem {
            output.printError("error: \(problem)")
            return .problemsFound
        }
        // At most ten lines, however many entries a truncated download lost.
        for line in VerificationSummary.lines(report.problems, counts: report.problemCounts) {
            output.printError("\(archive): \(line)")
        }
        output.printError("error: \(archive) does not match its manifest: \(VerificationSummary.verdict(report.problems, total: report.problemCount)).")
        if let problem = report.signature?.problem {
            output.printError("error: \(problem)")
        }
        return .problemsFound
    }
}
