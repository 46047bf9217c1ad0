import CommandLayer
import EvidenceKit
import Foundation

struct CollectCommand: ParsableCommand {
    enum Options {
        static let output = Option<String>.required("output", "file", short: "o", help: "The archive to write, e.g. run.tgz.")
        static let commit = Option<String?>.value("commit", "sha", help: "The commit under test (else the CI's variable, else git rev-parse HEAD).")
        static let compression = Option<ArchiveCompression?>.choice(
            "compression", "kind", help: "gzip, zstd or none (default: from --output: .tar.zst/.tzst zstd, .tar none, else gzip).")
        static let threads = Option<Int?>.number("threads", "n", help: "Threads for measuring and compressing (default: the number of cores).", in: 1...256)
        static let skipMissing = Option<Bool>.flag("skip-missing", help: "Note a named path that does not exist in the manifest instead of failing.")
        static let binarySecrets = Option<BinarySecretsPolicy>.choice(
            "binary-secrets", "policy",
            help: "A binary file the secret rules find something in cannot be redacted in place: withhold leaves it out (listed under skipped); keep archives it unchanged, findings named in the manifest.",
            default: .withhold)
        static let sources = Option<SourcesPolicy>.choice(
            "sources", "policy",
            help: "failing: archive under sources/ the checkout's files the failures point at, those that register background tasks, and its test plans and schemes (bounded, redacted); none: no source.",
            default: .failing)
        static let projectRoot = Option<String?>.value(
            "project-root", "dir", help: "The checkout the failures' paths are found in (default: GITHUB_WORKSPACE, CI_PRIMARY_REPOSITORY_PATH, BITRISE_SOURCE_DIR, else the working directory's git checkout).")
        static let sign = Option<String?>.value(
            "sign", "file", help: "Sign the archive with this PEM Ed25519 private key: a DSSE envelope (an in-toto statement of the archive's and its manifest's SHA-256) is written beside it as <output>.sig.json.")
        static let strict = Option<Bool>.flag("strict", help: "Fail (exit 66) when a file cannot be read or keeps changing, instead of leaving it out.")
        /// The typed flags: each forces the kind of the paths it is given.
        static let typed: [(option: Option<[String]>, kind: EvidenceKind)] = [
            (.repeating("xcresult", "path", help: "Archive <path> as an .xcresult bundle."), .xcresult),
            (.repeating("log", "path", help: "Archive <path> as a raw xcodebuild or swift test log."), .log),
            (.repeating("junit", "path", help: "Archive <path> as JUnit XML."), .junit),
            (.repeating("diagnostics", "path", help: "Archive <path> as registration records (evidence.diagnostic/v1 JSON Lines)."), .diagnostics),
            (.repeating("plist", "path", help: "Archive <path> as the built app's Info.plist."), .plist),
            (.repeating("oslog", "path", help: "Archive <path> as a unified-log export (log show in ndjson, json, compact, syslog or the default style)."), .oslog),
        ]
    }

    static let configuration = CommandConfiguration(
        name: "collect",
        abstract: "Pack the evidence of a test run into one reproducible, checksummed archive.",
        discussion: """
            Recognises .xcresult bundles, raw xcodebuild and swift test logs, JUnit XML, registration
            records, unified-log exports (log show output in any style), Info.plist files and .app
            bundles inside the given files and directories. Secrets
            are redacted from text evidence before it is written (XML, property lists and JSON inside
            their values, so they still parse); a binary file is scanned, never rewritten, and left
            out when something is found (--binary-secrets). The archive is written to a temporary
            file beside --output and renamed into place only when complete. Symbolic links named on the
            command line are followed; links met while walking a directory only when they stay inside
            it or lead to a result bundle. A file that cannot be read or keeps changing is left out,
            listed under "skipped" in the manifest and warned about (exit 0), unless --strict.
            With --sources failing (the default) the checkout's files that the failures point at
            (file:line in result bundles, logs and JUnit; a CI machine's absolute path is matched by
            its longest ending that is a file in the checkout), the files that register background
            tasks, and its test plans, schemes and StoreKit configurations are archived under sources/, at most 512 KiB each, 8 MiB and 200 files in all, never
            from outside the checkout; a path not found is listed in the manifest under "sources".
            With --sign, the archive's SHA-256, its manifest's, the commit and the CI run are signed
            (Ed25519, through libcrypto) into <output>.sig.json, renamed into place right after the
            archive; 'evidence verify --key' checks it.
            """,
        arguments: [ArgumentSpec("path", help: "Files and directories to search for evidence.", repeating: true, optional: true)],
        options: [
            Options.output.spec, Options.commit.spec, Options.compression.spec, Options.threads.spec,
            Options.skipMissing.spec, Options.strict.spec, Options.binarySecrets.spec, Options.sources.spec, Options.projectRoot.spec,
            Options.sign.spec,
        ] + Options.typed.map(\.option.spec)
    )

    var request: CollectRequest

    init(arguments: ParsedArguments) throws {
        var inputs = arguments.positionals.map { CollectRequest.Input(path: $0) }
        for typed in Options.typed {
            inputs += arguments.value(for: typed.option).map { CollectRequest.Input(path: $0, forcedKind: typed.kind) }
        }
        guard !inputs.isEmpty else {
            throw UsageError("collect needs at least one file or directory to collect.")
        }
        let output = arguments.value(for: Options.output)
        guard !output.isEmpty, !output.hasSuffix("/") else {
            throw UsageError("--output must name a file, not '\(output)'.")
        }
        let commit = arguments.value(for: Options.commit)
        if let commit, !CommitResolver.isCommitSHA(commit) {
            throw UsageError("--commit takes a hexadecimal commit SHA (7 to 64 digits), not '\(commit)'.")
        }
        let threads = try arguments.value(for: Options.threads) ?? ProcessInfo.processInfo.activeProcessorCount
        // The output's extension decides, as the contract says; a --compression that contradicts it
        // would write a file whose name lies about its bytes.
        let implied = Self.compression(impliedBy: output)
        var compression = implied ?? .gzip
        if let given = arguments.value(for: Options.compression) {
            if let implied, implied != given {
                throw UsageError("--compression \(given.rawValue) contradicts --output \(output), which names a \(implied.rawValue) archive.")
            }
            compression = given
        }
        // The environment and the working directory are the run's: `run(context:output:)` gives them.
        request = CollectRequest(
            inputs: inputs, output: output, commit: commit,
            compression: compression,
            threads: threads, environment: [:], workingDirectory: "/")
        request.skipsMissingInputs = arguments.value(for: Options.skipMissing)
        request.strict = arguments.value(for: Options.strict)
        request.binarySecrets = arguments.value(for: Options.binarySecrets)
        request.sources = arguments.value(for: Options.sources)
        request.projectRoot = arguments.value(for: Options.projectRoot)
        request.signingKey = arguments.value(for: Options.sign)
        if let key = request.signingKey, key.isEmpty || key.hasSuffix("/") {
            throw UsageError("--sign takes the file of a PEM Ed25519 private key, not '\(key)'.")
        }
        if request.sources == SourcesPolicy.none, request.projectRoot != nil {
            throw UsageError("--project-root names the checkout to archive sources from; it means nothing with --sources none.")
        }
    }

    /// `.tgz`/`.tar.gz` gzip, `.tar.zst`/`.tzst` zstd, `.tar` none; nil for any other name.
    static func compression(impliedBy output: String) -> ArchiveCompression? {
        let name = output.lowercased()
        if name.hasSuffix(".tgz") || name.hasSuffix(".tar.gz") { return .gzip }
        if name.hasSuffix(".tar.zst") || name.hasSuffix(".tzst") { return .zstd }
        if name.hasSuffix(".tar") { return ArchiveCompression.none }
        return nil
    }

    func run(context: CommandContext, output: inout TextOutput) throws -> ExitStatus {
        var request = request
        request.environment = context.environment
        request.workingDirectory = context.workingDirectory
        let result = try runReportingFailures { try Collector.collect(request) }
        let manifest = result.manifest
        var summary = "Collected \(counted(manifest.entries.count, "entry", "entries")) into \(request.output) (\(byteCount(result.archiveBytes)))"
        if let sha = manifest.commit.sha {
            summary += "; commit \(sha) (from \(manifest.commit.source))"
        } else {
            summary += "; commit unknown: \(CommitResolver.unknownReason(environment: context.environment, workingDirectory: context.workingDirectory))"
        }
        if manifest.redactions.total > 0 {
            summary += "; redacted \(counted(manifest.redactions.total, "secret"))"
        }
        if let envelope = result.envelopePath {
            summary += "; signed in \(envelope)"
        }
        output.print(summary + ".")
        for entry in manifest.entries {
            guard let found = entry.unredactedSecrets else { continue }
            let total = found.values.reduce(0, +)
            output.printError("warning: archived \(entry.path) unchanged (--binary-secrets keep): the secret rules found \(counted(total, "match", "matches")) in it (\(found.keys.sorted().joined(separator: ", "))).")
        }
        for skipped in manifest.skipped where skipped.reason != .notRecognized {
            output.printError("warning: skipped \(skipped.path): \(skipped.reason.sentence).")
        }
        let unrecognised = manifest.skipped.filter { $0.reason == .notRecognized }.count
        if unrecognised > 0 {
            output.printError("note: \(unrecognised) file\(unrecognised == 1 ? " was" : "s were") not recognised as evidence and not archived (listed in manifest.json under \"skipped\").")
        }
        if let sources = manifest.sources, sources.unresolvedTotal > 0 {
            let archived = manifest.entries.filter { $0.kind == .source }.count
            let checkout = sources.checkout.map { "from the checkout (found by \($0))" } ?? "(no checkout found: give --project-root)"
            output.printError("note: \(counted(sources.unresolvedTotal, "source path was", "source paths were")) not archived \(checkout), \(counted(archived, "source file")) archived (listed in manifest.json under \"sources\").")
        }
        if manifest.entries.isEmpty {
            output.printError("warning: no evidence was found in \(request.inputs.map(\.path).joined(separator: ", ")); the archive holds only its manifest.")
        }
        return .success
    }
}
