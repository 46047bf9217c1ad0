import CommandLayer
import EvidenceKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `evidence` itself: the executable's `main` calls it once, with what the process was given; the
/// tests call it in their own process, many at once, each with its own environment, directory and
/// streams. What a command knows of a process comes from here alone (`CommandContext`); the
/// process-wide setup (the malloc arenas, the locale, the signal handlers) is the caller's, once.
package enum EvidenceCommandLine {
    package static var tool: CommandLineTool { CommandLineTool(
        name: "evidence",
        version: "\(EvidenceVersion.name) \(EvidenceVersion.current)",
        abstract: "Collect, verify and triage the evidence of failed iOS background-task test runs.",
        commands: EvidenceCommands.all,
        manual: EvidenceManual.page) }

    /// Runs `evidence` on `arguments` (without the program's name) and returns its exit status.
    /// Relative paths are relative to `workingDirectory` (absolute): when it is not the calling
    /// thread's, the command runs on a thread whose working directory it is
    /// (`WorkingDirectoryThread`). Output is written to the descriptors, as the executable writes it;
    /// standard output that cannot be written is a failure (74), not a success.
    package static func run(
        _ arguments: [String], environment: [String: String], workingDirectory: String,
        standardInput: Int32, standardOutput: Int32, standardError: Int32
    ) -> Int32 {
        let context = CommandContext(
            environment: environment, workingDirectory: workingDirectory, standardInput: standardInput,
            standardOutputIsTerminal: isatty(standardOutput) == 1)
        let command = { status(arguments, context: context, standardOutput: standardOutput, standardError: standardError) }
        guard workingDirectory != currentDirectory() else { return command() }
        do {
            return try WorkingDirectoryThread.run(in: workingDirectory, command)
        } catch let refused as WorkingDirectoryThread.Refused {
            StandardStream(descriptor: standardError).write("error: Cannot run in \(workingDirectory): \(refused.reason).\n")
            return ExitStatus.software.rawValue
        } catch {
            return ExitStatus.software.rawValue
        }
    }

    /// Whether `run` can be given a working directory other than the caller's on this system.
    package static var runsInAnyDirectory: Bool { WorkingDirectoryThread.isAvailable }

    private static func status(_ arguments: [String], context: CommandContext, standardOutput: Int32, standardError: Int32) -> Int32 {
        let output = StandardStream(descriptor: standardOutput)
        let error = StandardStream(descriptor: standardError)
        var text = TextOutput(standardOutput: output.write, standardError: error.write)
        var status = tool.status(arguments, context: context, output: &text)
        // A report that could not be written (a full disk, a closed pipe) is a failure, not a success.
        if output.failure != 0 {
            error.write("error: Cannot write to standard output: \(String(cString: strerror(output.failure))).\n")
            status = .outputFailed
        }
        return status.rawValue
    }

    /// The calling thread's working directory, to tell whether the command needs a thread of its own.
    private static func currentDirectory() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return nil }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
