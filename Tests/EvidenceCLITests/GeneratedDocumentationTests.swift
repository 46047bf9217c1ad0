import EvidenceTestSupport
import Foundation
import Testing

/// `--generate-completion-script bash|zsh|fish` and `--generate-manual`: pinned word for word in
/// `__Snapshots__`, checked by the shells themselves and by groff where they are installed, and the
/// bash script exercised as bash would call it.
@Suite struct GeneratedDocumentationTests {
    static let commands = ["collect", "verify", "triage", "comment", "gate", "xcresult", "logs", "rules"]

    static func generated(_ arguments: [String]) throws -> String {
        let outcome = try EvidenceProcess.run(arguments, environment: EvidenceProcess.cleanEnvironment())
        #expect(outcome.status == 0)
        #expect(outcome.standardError.isEmpty)
        return outcome.standardOutput
    }

    /// The program's path when it is installed, else nil.
    static func program(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func completionScript(_ shell: String) throws {
        let script = try Self.generated(["--generate-completion-script", shell])
        if let mismatch = Snapshot.mismatch(script, named: "completion.\(shell)") { Issue.record(Comment(rawValue: mismatch)) }
        // Every option every command declares (as its --help lists them) is completed.
        for command in Self.commands {
            let help = try Self.generated([command, "--help"])
            for option in Self.optionNames(inHelp: help) {
                #expect(script.contains(shell == "fish" ? "-l \(option.dropFirst(2))" : option), "\(shell): \(command) \(option)")
            }
        }
        // The shell itself reads the script without executing it.
        let directory = try TemporaryDirectory()
        let path = try directory.write("evidence.\(shell)", script)
        let check: [String] = shell == "fish" ? ["--no-execute", path] : ["-n", path]
        guard let executable = Self.program(shell) else { return }
        let outcome = try EvidenceProcess.run(executable: executable, check)
        #expect(outcome.status == 0, "\(shell) rejects the script: \(outcome.standardError)")
        #expect(outcome.standardError.isEmpty)
    }

    /// `--name` options in a command's help, in order.
    static func optionNames(inHelp help: String) -> [String] {
        guard let options = help.range(of: "\nOPTIONS:\n") else { return [] }
        return help[options.upperBound...].split(separator: "\n").compactMap { line in
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("--") else { return nil }
            return String(trimmed.prefix { $0 != " " })
        }
    }

    /// Sources the bash script and asks it what it completes, as bash's `complete -F` would.
    static func bashCompletions(_ words: [String]) throws -> [String] {
        let script = try generated(["--generate-completion-script", "bash"])
        let directory = try TemporaryDirectory()
        let path = try directory.write("evidence.bash", script)
        let quoted = words.map { "'\($0)'" }.joined(separator: " ")
        let program = """
            source '\(path)'
            cd '\(directory.url.path)'
            COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1)
            _evidence
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let outcome = try EvidenceProcess.run(executable: "/bin/bash", ["--norc", "-c", program])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        return outcome.standardOutput.split(separator: "\n").map(String.init).sorted()
    }

    @Test func bashCompletesCommandsOptionsAndTheirValues() throws {
        #expect(try Self.bashCompletions(["evidence", "tr"]) == ["triage"])
        #expect(try Self.bashCompletions(["evidence", "--generate-c"]) == ["--generate-completion-script"])
        #expect(try Self.bashCompletions(["evidence", "--generate-completion-script", ""]) == ["bash", "fish", "zsh"])
        #expect(try Self.bashCompletions(["evidence", "collect", "--compression", ""]) == ["gzip", "none", "zstd"])
        #expect(try Self.bashCompletions(["evidence", "triage", "run.tgz", "--fail-on", "sch"]) == ["scheduling-expectation-mismatch"])
        // `history`'s first word is one of its actions; `diff` takes `-f` like every command with --format.
        #expect(try Self.bashCompletions(["evidence", "history", ""]) == ["add", "flaky", "prune", "show"])
        #expect(try Self.bashCompletions(["evidence", "diff", "a.tgz", "b.tgz", "-f", ""]) == ["json", "markdown"])
        #expect(try Self.bashCompletions(["evidence", "triage", "--f"]) == ["--fail-on", "--format"])
        #expect(try Self.bashCompletions(["evidence", "help", "x"]) == ["xcresult"])
    }

    @Test func manualPage() throws {
        let page = try Self.generated(["--generate-manual"])
        if let mismatch = Snapshot.mismatch(page, named: "evidence.1") { Issue.record(Comment(rawValue: mismatch)) }
        for section in ["NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "OPTIONS", "\"EXIT STATUS\"", "ENVIRONMENT", "FILES", "\"SEE ALSO\""] {
            #expect(page.contains("\n.SH \(section)\n"), "no \(section) section")
        }
        for command in Self.commands {
            #expect(page.contains("\n.SS \"\(command)\"\n"))
            for option in Self.optionNames(inHelp: try Self.generated([command, "--help"])) {
                #expect(page.contains("\\fB\(option.replacingOccurrences(of: "-", with: "\\-"))\\fR"), "\(command) \(option)")
            }
        }
        guard let groff = Self.program("groff") else { return }
        let directory = try TemporaryDirectory()
        let path = try directory.write("evidence.1", page)
        // -ww: every warning; -z: format, print nothing. Warnings go to stderr.
        let outcome = try EvidenceProcess.run(executable: groff, ["-man", "-Tutf8", "-ww", "-z", path])
        #expect(outcome.status == 0)
        #expect(outcome.standardError.isEmpty, "groff warns: \(outcome.standardError)")
        let rendered = try EvidenceProcess.run(executable: groff, ["-man", "-Tascii", "-P", "-cbou", path])
        #expect(rendered.standardOutput.contains("--generate-completion-script shell"))
        #expect(rendered.standardOutput.contains("evidence collect [path ...] --output file"))
    }

    @Test func aMissingOrUnknownShellIsAUsageError() throws {
        let missing = try EvidenceProcess.run(["--generate-completion-script"], environment: EvidenceProcess.cleanEnvironment())
        #expect(missing.status == 64)
        #expect(missing.standardOutput.isEmpty)
        #expect(missing.standardError == "error: --generate-completion-script needs a value (shell).\n")
        let unknown = try EvidenceProcess.run(["--generate-completion-script=tcsh"], environment: EvidenceProcess.cleanEnvironment())
        #expect(unknown.status == 64)
        #expect(unknown.standardError == "error: --generate-completion-script takes one of bash, zsh, fish, not 'tcsh'.\n")
        let extra = try EvidenceProcess.run(["--generate-manual", "evidence.1"], environment: EvidenceProcess.cleanEnvironment())
        #expect(extra.status == 64)
        #expect(extra.standardError == "error: Unexpected argument 'evidence.1' for 'evidence'.\n")
    }
}
