import CommandLayer
import EvidenceKit

struct GateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "gate",
        abstract: "Check the built app's Info.plist against the background tasks the app registers.",
        discussion: """
            Every registered identifier must be in BGTaskSchedulerPermittedIdentifiers, and
            UIBackgroundModes must hold "fetch" for app-refresh tasks and "processing" for processing
            tasks. Identifiers come from --task-id (kind unknown), --refresh-task-id and
            --processing-task-id, the BGTaskScheduler register(forTaskWithIdentifier:) calls under
            --source (kind from the handler's cast or the request class), and registration records
            (--diagnostics). A plist with unexpanded $(...) build settings is a source plist, not the build
            artifact: the gate cannot vouch for it and fails, unless --allow-source-plist makes that a
            warning. With --archive, each Info.plist a run.tgz holds is checked against the tasks its
            registration records and archived sources register, as collect packed them. Exits 0 when the
            configuration passes, 1 when it does not.
            """,
        usage: "gate (--app App.app | --plist Info.plist | --archive run.tgz) [--task-id ID]... [--source DIR] [--diagnostics FILE] [--allow-source-plist]",
        options: [
            Options.app.spec, Options.plist.spec, Options.archive.spec, Options.taskID.spec, Options.refreshTaskID.spec, Options.processingTaskID.spec,
            Options.source.spec, Options.diagnostics.spec, Options.allowSourcePlist.spec,
        ]
    )

    enum Options {
        static let app = Option<String?>.value("app", "path", help: "The built .app bundle (its Info.plist is checked).")
        static let plist = Option<String?>.value("plist", "path", help: "The built Info.plist.")
        static let archive = Option<String?>.value("archive", "run.tgz", help: "An evidence archive: its Info.plists, records and sources.")
        static let taskID = Option<[String]>.repeating("task-id", "id", help: "A registered task identifier (kind unknown).")
        static let refreshTaskID = Option<[String]>.repeating("refresh-task-id", "id", help: "A registered app-refresh task identifier (needs \"fetch\").")
        static let processingTaskID = Option<[String]>.repeating(
            "processing-task-id", "id", help: "A registered processing task identifier (needs \"processing\").")
        static let source = Option<[String]>.repeating("source", "dir", help: "Source directory to scan for register(forTaskWithIdentifier:) calls.")
        static let diagnostics = Option<[String]>.repeating("diagnostics", "file", help: "Registration records (evidence.diagnostic/v1 JSON Lines); - for standard input.")
        static let allowSourcePlist = Option<Bool>.flag(
            "allow-source-plist", help: "Warn instead of failing when the plist has unexpanded $(...) build settings.")
    }

    var plistPath: String
    var archivePath: String?
    var taskIDs: [(String, RegistrationRecord.TaskKind?)]
    var sources: [String]
    var diagnostics: [String]
    var allowsSourcePlist: Bool

    init(arguments: ParsedArguments) throws {
        archivePath = arguments.value(for: Options.archive)
        switch (arguments.value(for: Options.app), arguments.value(for: Options.plist), archivePath) {
        case (let app?, nil, nil): plistPath = app
        case (nil, let plist?, nil): plistPath = plist
        case (nil, nil, let archive?): plistPath = archive
        case (nil, nil, nil): throw UsageError("gate needs the built app (--app App.app), its Info.plist (--plist Info.plist) or an evidence archive (--archive run.tgz).")
        default: throw UsageError("gate takes one of --app, --plist and --archive.")
        }
        taskIDs = arguments.value(for: Options.taskID).map { ($0, nil) }
            + arguments.value(for: Options.refreshTaskID).map { ($0, .appRefresh) }
            + arguments.value(for: Options.processingTaskID).map { ($0, .processing) }
        for (identifier, _) in taskIDs where identifier.isEmpty || identifier.contains(where: \.isWhitespace) {
            throw UsageError("'\(identifier)' is not a task identifier (a reverse-DNS name such as com.example.app.refresh).")
        }
        sources = arguments.value(for: Options.source)
        diagnostics = arguments.value(for: Options.diagnostics)
        if diagnostics.filter({ $0 == "-" }).count > 1 {
            throw UsageError("--diagnostics - reads standard input, which can be read once: give it once.")
        }
        allowsSourcePlist = arguments.value(for: Options.allowSourcePlist)
        if archivePath == nil && taskIDs.isEmpty && sources.isEmpty && diagnostics.isEmpty {
            throw UsageError("gate needs the registered identifiers: --task-id ID, --source DIR or --diagnostics FILE.")
        }
    }

    /// `--diagnostics -`: records streamed from standard input (a pipe, or a file redirected to it).
    static func readStandardInput(_ descriptor: Int32) throws -> RegistrationRecordReader.Reading {
        let reader = RegistrationRecordReader(evidencePath: "standard input")
        try FileReader.standardInput(descriptor).forEachChunk { reader.consume($0) }
        return reader.finish()
    }

    func run(context: CommandContext, output: inout TextOutput) throws -> ExitStatus {
        if let archivePath {
            let inputs = try runReportingFailures {
                try ArchivedConfiguration.gateInputs(ArchiveEvidenceReader.read(archivePath: archivePath, temporaryDirectory: NamedTemporaryFile.directory(in: context.environment)), archivePath: archivePath, allowsSourcePlist: allowsSourcePlist)
            }
            // Every plist checked; the gate passes only when each does.
            var status = ExitStatus.success
            for input in inputs where report(ConfigurationGate.check(input), to: &output) != .success { status = .problemsFound }
            return status
        }
        let input = try runReportingFailures { () throws -> ConfigurationGate.Input in
            let plist = try AppInfoPlist.read(path: plistPath)
            var tasks = taskIDs.map { RegisteredTask(identifier: $0.0, kind: $0.1, kindReason: $0.1.map { "--\($0 == .processing ? "processing" : "refresh")-task-id" }, origin: .commandLine) }
            var unresolved: [TaskRegistrationScanner.Unresolved] = []
            for directory in sources {
                let scan = try TaskRegistrationScanner.scan(directory: directory)
                if scan.tasks.isEmpty && scan.unresolved.isEmpty {
                    output.printError("warning: no BGTaskScheduler register(forTaskWithIdentifier:) call found in \(scan.filesScanned) source files under \(directory).")
                }
                for path in scan.skipped { output.printError("warning: skipped \(path) (unreadable or larger than 4 MB).") }
                tasks += scan.tasks
                unresolved += scan.unresolved
            }
            var records: [RegistrationRecord] = []
            for file in diagnostics {
                let reading = try file == "-" ? Self.readStandardInput(context.standardInput) : RegistrationRecordReader.read(path: file)
                let name = file == "-" ? "standard input" : file
                for problem in reading.problems { output.printError("warning: \(name): \(problem)") }
                if reading.moreProblems > 0 { output.printError("warning: \(name): \(reading.moreProblems) more bad lines.") }
                records += reading.records
                tasks += reading.records.map {
                    RegisteredTask(identifier: $0.identifier, kind: $0.taskKind, kindReason: "record at \($0.evidence.path):\($0.evidence.line ?? 0)", origin: .record($0.evidence))
                }
            }
            return ConfigurationGate.Input(plist: plist, tasks: tasks, unresolved: unresolved, records: records, scannedSource: !sources.isEmpty, allowsSourcePlist: allowsSourcePlist)
        }
        return report(ConfigurationGate.check(input), to: &output)
    }

    /// Prints one plist's findings and verdict.
    private func report(_ report: ConfigurationGate.Report, to output: inout TextOutput) -> ExitStatus {
        for finding in report.findings {
            output.printError("\(finding.severity.rawValue): \(finding.message)")
        }
        if report.checked.isEmpty {
            output.printError("error: no registered task identifier was found to check against \(report.plistPath).")
            return .problemsFound
        }
        let count = "\(report.checked.count) identifier\(report.checked.count == 1 ? "" : "s")"
        if report.passed {
            output.print("gate passed: \(count) (\(report.checked.joined(separator: ", "))) permitted by \(report.plistPath) with the background modes they need.")
            return .success
        }
        let failures = report.findings.filter { $0.severity == .failure }.count
        output.printError("error: gate failed: \(failures) problem\(failures == 1 ? "" : "s") in \(report.plistPath) for \(count).")
        return .problemsFound
    }
}
