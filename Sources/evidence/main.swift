import CommandLayer
import EvidenceKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let tool = CommandLineTool(
    name: "evidence",
    version: "\(EvidenceVersion.name) \(EvidenceVersion.current)",
    abstract: "Collect, verify and triage the evidence of failed iOS background-task test runs.",
    commands: EvidenceCommands.all,
    manual: EvidenceManual.page)
let standardOutput = StandardStream(descriptor: StandardStream.output)
let standardError = StandardStream(descriptor: StandardStream.error)
var output = TextOutput(standardOutput: standardOutput.write, standardError: standardError.write)
var status = tool.status(Array(CommandLine.arguments.dropFirst()), output: &output)
// A report that could not be written (a full disk, a closed pipe) is a failure, not a success.
if standardOutput.failure != 0 {
    standardError.write("error: Cannot write to standard output: \(String(cString: strerror(standardOutput.failure))).\n")
    status = .outputFailed
}
exit(status.rawValue)
