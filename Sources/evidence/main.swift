import CommandLayer
import EvidenceKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

#if canImport(Glibc)
// glibc gives each thread that allocates its own malloc arena, each reserving 64 MB of address space:
// the pipeline's threads would take an address-space limit (`ulimit -v`) long before memory runs
// short. One arena serves them: the main one, which grows by brk and needs no reservation.
// (`mallopt` is not in Swift's Glibc module: found by name; `M_ARENA_MAX` is -8 in malloc.h.) A
// fixed mmap and trim threshold (1 and 2 MiB) halved collect's page faults, but under `ulimit -v
// 262144` an arena that could not grow left malloc mapping a page for every small allocation: a
// 148 MB result-bundle database took minutes instead of 10 s. With two arenas allowed, a worker's
// first allocation could still fail to reserve the second one's 64 MB and leave that thread mapping
// a page per allocation (issue 28's audit: 1 run in 10 of that collect past 2 minutes); with one,
// no thread ever creates an arena.
if let mallopt = dlsym(nil, "mallopt") {
    _ = unsafeBitCast(mallopt, to: (@convention(c) (Int32, Int32) -> Int32).self)(-8, 1)
}
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
