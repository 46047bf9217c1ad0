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
    commands: EvidenceCommands.all)
var output = TextOutput.standard
let status = tool.run(Array(CommandLine.arguments.dropFirst()), output: &output)
exit(status)
