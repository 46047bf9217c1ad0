@testable import EvidenceRedaction
import EvidenceTestSupport
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The vector search (`TeddyFilter`, each kernel this machine runs, and the portable C one) finds
/// exactly what the table search alone finds (`firstSign` with no kernel, the search before it):
/// the same first sign from every start, in both modes, on random and adversarial buffers at every
/// alignment, with signs on the 64-position windows' edges and the buffer's last bytes, and on
/// buffers that end (and start) at an unreadable page, so a read past either end would crash.
@Suite struct SignSearchDifferentialTests {
    static let kernels = TeddyFilter.Kernel.allCases.filter(\.isSupported)

    /// Where the scan is likely to be, a vector kernel is: SSSE3 is in every x86-64 CPU since 2006.
    @Test func thisMachineHasAVectorKernel() {
        #if arch(x86_64) || arch(arm64)
        #expect(TeddyFilter.Kernel.fastest != nil)
        #expect(SecretCandidateFilter.searchKernel != nil || getenv("EVIDENCE_TEDDY") != nil)
        #endif
        #expect(Self.kernels.contains(.portable))
    }

    /// Lines of sign fragments, separators and filler, joined into buffers of every length up to
    /// 400 bytes, each searched from every start.
    @Test func randomLinesOfSigns() {
        var random = SeededGenerator(seed: 0x7EDD1)
        var found = 0
        for round in 0..<1_500 {
            var bytes: [UInt8] = []
            let length = round % 400
            while bytes.count < length {
                bytes += Self.fragments[Int(random.next() % UInt64(Self.fragments.count))]
            }
            bytes = Array(bytes.prefix(length))
            found += compare(bytes, starts: Array(0...bytes.count))
        }
        #expect(found > 50_000)
    }

    /// Random bytes (a result bundle's blobs), and random bytes from an alphabet of the signs' own
    /// bytes, where buckets match all the time.
    @Test func randomBytes() {
        var random = SeededGenerator(seed: 0xB10B)
        let alphabet = Array("gh_Aeyx-sbBpd:=\"' ;%3/owrdWDtnlx\n0a".utf8)
        var found = 0
        for round in 0..<600 {
            let length = Int(random.next() % 700)
            let bytes = (0..<length).map { _ in
                round % 2 == 0 ? UInt8(truncatingIfNeeded: random.next()) : alphabet[Int(random.next() % UInt64(alphabet.count))]
            }
            let starts = (0..<24).map { _ in Int(random.next() % UInt64(length + 1)) } + [0, 1, 2, max(0, length - 2)]
            found += compare(bytes, starts: starts)
        }
        #expect(found > 5_000)
    }

    /// Each adversarial sign at every position of a buffer of filler whose length crosses the
    /// windows' edges (64, 128) and the last positions the vector search reads; filler that starts
    /// words (spaces) and that does not (letters).
    @Test func everySignAtEveryPositionAcrossWindowEdges() {
        let signs = [
            "ghp_0123456789abcdefghij", "AKIAIOSFODNN7EXAMPLE", "token=x", "\"password\":\"x\"", "passwd:'x'", "PassPhrase: x",
            "https://u:p@h", "%3Dsecret", "rubygems_0123456789abcdef", "figd_x", "ntn_x", "pplx-x", "Bearer abcdefgh", "bku",
            "--password x", "-p x", "eyJhbGciOiJIUzI1NiJ9.e", "xoxb-123456789012-abc", "sk_live_0", "dop_v1_0", "npm_0", "HRKU-0",
            "SG.x", "1//0", "cmVmdGtuOjAx", "s:", "e=", "&quot;token&quot;:x", "gl", "ey", "--", "rd", "=/", ":/", "%3",
        ].map { Array($0.utf8) }
        var found = 0
        for sign in signs {
            for filler in [UInt8(ascii: " "), UInt8(ascii: "a"), UInt8(ascii: "_"), 0xC3] {
                for length in [63, 64, 65, 66, 67, 127, 128, 129, 130, 131, 192] {
                    for position in 0...max(0, length - 1) {
                        var bytes = [UInt8](repeating: filler, count: length)
                        for (offset, byte) in sign.enumerated() where position + offset < length { bytes[position + offset] = byte }
                        found += compare(bytes, starts: [0, 1, max(0, position - 1), position, min(length, position + 1)])
                    }
                }
            }
        }
        #expect(found > 10_000)
    }

    /// The secret corpus and the benign log, whole and cut into chunks at every alignment.
    @Test func theCorpora() throws {
        let folder = TestPaths.secretCorpus
        var found = 0
        for name in ["secrets.txt", "benign.log"] {
            let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))
            found += compare(bytes, starts: Array(stride(from: 0, through: bytes.count, by: 7)))
            for chunk in [61, 64, 100, 1_000] {
                for offset in 0..<16 {
                    var start = offset
                    while start < bytes.count {
                        found += compare(Array(bytes[start..<min(bytes.count, start + chunk)]), starts: [0, 3])
                        start += chunk
                    }
                }
            }
        }
        #expect(found > 1_000)
    }

    /// Buffers that end at an unreadable page (and that start right after one): the vector search
    /// reads nothing outside the buffer.
    @Test func readsNothingPastEitherEnd() throws {
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        guard let mapped = mmap(nil, 3 * page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
            mapped != UnsafeMutableRawPointer(bitPattern: -1)
        else {
            Issue.record("mmap failed")
            return
        }
        defer { munmap(mapped, 3 * page) }
        #expect(mprotect(mapped, page, PROT_NONE) == 0)
        #expect(mprotect(mapped + 2 * page, page, PROT_NONE) == 0)
        let data = (mapped + page).assumingMemoryBound(to: UInt8.self)
        var random = SeededGenerator(seed: 0xED6E)
        var found = 0
        for length in Array(0...200) + [255, 256, 257, 1_000, page] {
            for atTheEnd in [true, false] {
                var bytes: [UInt8] = []
                while bytes.count < length { bytes += Self.fragments[Int(random.next() % UInt64(Self.fragments.count))] }
                // At the page's end, then at its start.
                let base = atTheEnd ? data + page - length : data
                for (offset, byte) in bytes.prefix(length).enumerated() { base[offset] = byte }
                let buffer = UnsafeRawBufferPointer(start: base, count: length)
                found += compare(buffer, starts: [0, 1, length / 2, max(0, length - 3)])
            }
        }
        #expect(found > 100)
    }

    static let fragments: [[UInt8]] = [
        "token", "Token", "PASSWORD", "password", "passwd", "PassPhrase", "api_key", "secret", "authorization", "Bearer ", "bearer",
        "ghp_", "gh", "gl", "glpat-", "github_pat_", "AKIA", "ASIA", "AIza", "eyJ", "ewo", "xoxb-", "xai-", "https://", "user:pw@",
        "=", ":", " = ", " : ", "\"", "'", "\\\"", " ", "  ", "\t", "\n", "abc", "0123456789ABCDEF", "XYZ", "/", ".", "-", "_", "é",
        "\\=", "&quot;", "&#39;", "%3D", "%3a", "%22", "sk_live_", "rk_test_", "sk-ant-", "npm_", "SG.", "hvs.", "1//0", "shpat_",
        "sq0atp-", "sntrys_", "pypi-", "hf_", "dop_v1_", "dapi", "PMAK-", "NRAK-", "HRKU-", "ATATT3", "whsec_", "r8_", "pplx-",
        "pul-", "rubygems_", "bkua_", "CCIPAT_", "figd_", "ntn_", "FLWSECK", "GOCSPX-", "ya29.", "dp.st.", "dt0c01.", "cmVmdGtuOjAx",
        "--password ", "--api-key ", "-p ", "-P ", "-k ", "-w ", "-u ", "word", "record", "thread", "mangled", "vendor", "swiftc",
        "runner", "error: ", "\u{1B}[31m", "duration\": ", "status=", "pass:", "keyboard", "do", "be", "op", "sh",
    ].map { Array($0.utf8) }

    /// Compares every kernel with the table search from each start, in both modes; the number of
    /// signs found (so a test can say it found some).
    private func compare(_ bytes: [UInt8], starts: [Int]) -> Int {
        bytes.withUnsafeBytes { compare($0, starts: starts) }
    }

    private func compare(_ buffer: UnsafeRawBufferPointer, starts: [Int]) -> Int {
        var found = 0
        for start in starts where start <= buffer.count {
            for anywhere in [false, true] {
                let expected = SecretCandidateFilter.firstSign(in: buffer, from: start, anywhere: anywhere, kernel: nil)
                if expected != nil { found += 1 }
                for kernel in Self.kernels {
                    let actual = SecretCandidateFilter.firstSign(in: buffer, from: start, anywhere: anywhere, kernel: kernel)
                    if actual != expected {
                        Issue.record("\(kernel) from \(start) anywhere \(anywhere): \(String(describing: actual)), tables \(String(describing: expected)) in \(Array(buffer).prefix(300))")
                        return found
                    }
                }
            }
        }
        return found
    }
}
