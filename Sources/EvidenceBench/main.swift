// A benchmark helper for scripts/bench-collect.sh, not a product users install: measures parts of
// `collect` alone on real files, in process, so their throughput can be set against a baseline
// command (`grep -c`) on the same bytes.
//
//   evidence-bench scan FILE...    streams each file through the secret redactor, as collect does
//                                  for a log (output discarded); prints bytes, seconds and MB/s.
import EvidenceCore
import EvidenceRedaction

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

func scan(_ paths: [String]) throws {
    var bytes: Int64 = 0
    var redactions = 0
    let start = now()
    for path in paths {
        let redactor = SecretRedactor()
        try FileReader(path: path).forEachChunk { chunk in
            bytes += Int64(chunk.count)
            try redactor.process(chunk) { _ in }
        }
        try redactor.finish { _ in }
        redactions += redactor.total
    }
    let seconds = now() - start
    print("scan \(bytes) bytes \(String(format: "%.3f", seconds)) s \(String(format: "%.0f", Double(bytes) / 1e6 / seconds)) MB/s \(redactions) redactions")
}

func writeError(_ text: String) {
    var bytes = Array(text.utf8)
    _ = write(2, &bytes, bytes.count)
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.first == "scan", arguments.count > 1 else {
    writeError("usage: evidence-bench scan FILE...\n")
    exit(64)
}
do {
    try scan(Array(arguments.dropFirst()))
} catch {
    writeError("evidence-bench: \(error)\n")
    exit(1)
}
