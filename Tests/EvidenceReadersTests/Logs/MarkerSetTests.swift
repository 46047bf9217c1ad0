@testable import EvidenceCore
@testable import EvidenceReaders
import EvidenceTestSupport
import Testing

/// The one-pass filter says what a search per marker says, on lines built from the markers' own
/// pieces (so near misses are common), at every place in the line.
@Suite struct MarkerSetTests {
    @Test func agreesWithASearchPerMarker() {
        let markers = TestLogReader.taskLineMarkers + [Array("x".utf8)]
        let filter = MarkerSet(markers)
        var random = SeededGenerator(seed: 16)
        let cut: [[UInt8]] = markers.flatMap { marker -> [[UInt8]] in [marker, Array(marker.dropLast()), Array(marker.dropFirst()), Array(marker.prefix(3))] }
        let pieces: [[UInt8]] = cut + [[0x20], Array("Test Case".utf8), [0xE2, 0x9C, 0x94]]
        var matched = 0
        for _ in 0..<20_000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...6, using: &random) { bytes += pieces.randomElement(using: &random)!.filter { $0 != UInt8(ascii: "x") } }
            if Int.random(in: 0..<50, using: &random) == 0 { bytes.insert(UInt8(ascii: "x"), at: Int.random(in: 0...bytes.count, using: &random)) }
            bytes.withUnsafeBytes { raw in
                let line = LogLine(bytes: raw, number: 1)
                let expected = markers.contains { line.firstIndex(of: $0) != nil }
                if expected { matched += 1 }
                #expect(filter.matches(line) == expected, "\(String(decoding: bytes, as: UTF8.self))")
            }
        }
        #expect(matched > 1000 && matched < 19_000)
    }

    /// The console keeps a line that says a signal's span (two words with a name between), and not a
    /// line with only its first word, nor its words too far apart.
    @Test func theConsoleKeepsALineSayingASpan() {
        #expect(TestLogReader.keepsConsoleLine("SableTests/Support/Fixtures.swift:9: Fatal error: Fixture bundle com.sablereader.SableTests not found"))
        #expect(!TestLogReader.keepsConsoleLine("Loaded bundle com.sablereader.SableTests"))
        #expect(!TestLogReader.keepsConsoleLine("bundle " + String(repeating: "x", count: 200) + " not found"))
    }
}
