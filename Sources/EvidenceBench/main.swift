// A benchmark helper for scripts/bench/bench-collect.sh, not a product users install: measures parts of
// `collect` alone on real files, in process, so their throughput can be set against a baseline
// command (`grep -c`) on the same bytes.
//
//   evidence-bench scan FILE...    streams each file through the secret redactor, as collect does
//                                  for a log (output discarded); prints bytes, seconds and MB/s.
//   evidence-bench signs FILE...   the redactor's search for signs of a secret alone, over each
//                                  file's chunks (from each sign to the next line, as the redactor
//                                  skips); prints bytes, seconds, MB/s and signs. EVIDENCE_TEDDY
//                                  chooses the search (`table`, `ssse3`, `avx2`).
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

func signs(_ paths: [String]) throws {
    var bytes: Int64 = 0
    var seconds = 0.0
    var found = 0
    for path in paths {
        try FileReader(path: path).forEachChunk { chunk in
            bytes += Int64(chunk.count)
            let start = now()
            var position = 0
            while let sign = SecretCandidateFilter.firstCandidate(in: chunk, from: position) {
                found += 1
                guard let newline = memchr(chunk.baseAddress! + sign, 0x0A, chunk.count - sign) else { break }
                position = UnsafeRawPointer(newline) - chunk.baseAddress! + 1
            }
            seconds += now() - start
        }
    }
    print("signs \(bytes) bytes \(String(format: "%.3f", seconds)) s \(String(format: "%.0f", Double(bytes) / 1e6 / seconds)) MB/s \(found) signs")
}

func writeError(_ text: String) {
    var bytes = Array(text.utf8)
    _ = write(2, &bytes, bytes.count)
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.first == "scan" || arguments.first == "signs", arguments.count > 1 else {
    writeError("usage: evidence-bench (scan | signs) FILE...\n")
    exit(64)
}
do {
    if arguments.first == "signs" {
        try signs(Array(arguments.dropFirst()))
    } else {
        try scan(Array(arguments.dropFirst()))
    }
} catch {
    writeError("evidence-bench: \(error)\n")
    exit(1)
}
