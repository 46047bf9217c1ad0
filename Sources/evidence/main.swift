import EvidenceCLI
import EvidenceKit
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Process-wide setup, once, before the command runs; the command itself gets what it may know of
// the process from EvidenceCommandLine.run (the tests run it in their own process, without this).

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
UTF8Locale.ensure()
// An interrupted collect removes its temporary output (the handlers are installed with the first one).
TemporaryFileCleanup.enable()

exit(EvidenceCommandLine.run(
    Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment,
    workingDirectory: FileManager.default.currentDirectoryPath,
    standardInput: STDIN_FILENO, standardOutput: STDOUT_FILENO, standardError: STDERR_FILENO))
