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
var output = TextOutput.standard
var status = tool.run(Array(CommandLine.arguments.dropFirst()), output: &output)
// A report that could not be written (a full disk, a closed pipe) is a failure, not a success.
if fflush(stdout) != 0 || ferror(stdout) != 0 {
    fputs("error: Cannot write to standard output: \(String(cString: strerror(errno))).\n", stderr)
    status = 74
}
exit(status)
