import EvidenceCLI
import EvidenceKit
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One run of `EvidenceCommandLine.run` in this process: on a thread of its own, its standard output
/// and error pipes read to their end on two more, standard input from /dev/null. A run that has not
/// finished after its timeout is reported and left running (a thread cannot be killed): its test
/// fails with a sentence instead of holding the whole suite.
enum InProcessRun {
    static func run(_ arguments: [String], environment: [String: String], workingDirectory: String, timeout: Double) throws -> EvidenceProcess.Outcome {
        let output = try makePipe(), error = try makePipe()
        let input = open("/dev/null", O_RDONLY | O_CLOEXEC)
        guard input >= 0 else { throw POSIXError(.EBADF) }
        final class Results: @unchecked Sendable {
            var status: Int32 = 0
            var output: [UInt8] = []
            var error: [UInt8] = []
        }
        let results = Results()
        let group = DispatchGroup()
        group.enter()
        let command: @Sendable () -> Void = {
            results.status = EvidenceCommandLine.run(
                arguments, environment: environment, workingDirectory: workingDirectory,
                standardInput: input, standardOutput: output.write, standardError: error.write)
            close(output.write)
            close(error.write)
            close(input)
            group.leave()
        }
        guard WorkerThread.start(command) else {
            [output.read, output.write, error.read, error.write, input].forEach { close($0) }
            throw POSIXError(.EAGAIN)
        }
        group.enter()
        DispatchQueue.global().async {
            results.output = Self.readToEnd(output.read)
            group.leave()
        }
        group.enter()
        DispatchQueue.global().async {
            results.error = Self.readToEnd(error.read)
            group.leave()
        }
        guard group.wait(timeout: .now() + timeout) == .success else {
            let note = "\n[EvidenceProcess] `evidence \(arguments.joined(separator: " "))` did not finish in \(Int(timeout)) s (in process: left running).\n"
            return EvidenceProcess.Outcome(status: SIGKILL, standardError: note)
        }
        return EvidenceProcess.Outcome(
            status: results.status, standardError: String(decoding: results.error, as: UTF8.self), standardOutputBytes: results.output)
    }

    /// A pipe whose ends no program started meanwhile inherits (its copy of the write end would keep
    /// the read from ever ending).
    private static func makePipe() throws -> (read: Int32, write: Int32) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw POSIXError(.EMFILE) }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return (ends[0], ends[1])
    }

    /// Everything until the last write end is closed; then closes `descriptor`.
    private static func readToEnd(_ descriptor: Int32) -> [UInt8] {
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return bytes }
            bytes.append(contentsOf: buffer[0..<count])
        }
    }
}
