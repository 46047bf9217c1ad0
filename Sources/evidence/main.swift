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
// short. Two arenas serve them as well. collect's buffers (256 KiB chunks, a channel's batches, the
// compressor's blocks) are allocated and freed by the thousand: below 1 MiB they come from the arena
// and stay there unless 2 MiB are free at its top, instead of being mapped, faulted in page by page
// and unmapped each time (on the 300 MB bench tree: 41,000-53,000 page faults -> 18,000-24,000, a
// third of the system time, the same peak memory). (`mallopt` is not in Swift's Glibc module: found
// by name; `M_ARENA_MAX` is -8, `M_MMAP_THRESHOLD` -3 and `M_TRIM_THRESHOLD` -1 in malloc.h.)
if let symbol = dlsym(nil, "mallopt") {
    let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
    _ = mallopt(-8, 2)
    _ = mallopt(-3, 1 << 20)
    _ = mallopt(-1, 2 << 20)
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
