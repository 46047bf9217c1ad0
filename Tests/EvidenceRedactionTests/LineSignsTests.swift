@testable import EvidenceRedaction
import EvidenceKit
import EvidenceTestSupport
import Foundation
import Testing

/// The redactor skips from one sign of a secret to the next across a chunk's lines (`LineSigns`): its
/// output must not depend on where chunks are cut — every secret of the corpus and every benign line
/// among ordinary log text, cut into chunks of one line each (the filter then sees one line at a
/// time, as it did before) and into chunks of many sizes.
@Suite struct LineSignsTests {
    static func text() throws -> [UInt8] {
        var lines: [String] = []
        let filler = String(decoding: TestInput.text(40_000), as: UTF8.self).split(separator: "\n").map(String.init)
        let benign = try String(contentsOfFile: SecretCorpusTests.corpus + "/benign.log", encoding: .utf8).split(separator: "\n").map(String.init)
        for (index, sample) in try SecretCorpusTests.samples(seed: 29).enumerated() {
            lines += filler[(index * 7) % 300..<((index * 7) % 300 + 3)]
            lines.append(sample.text)
            lines.append(benign[index % benign.count])
        }
        return Array((lines + benign).joined(separator: "\n").utf8)
    }

    static func redact(_ bytes: [UInt8], chunks: [Int]) throws -> [UInt8] {
        let redactor = SecretRedactor()
        var output: [UInt8] = []
        var offset = 0
        var turn = 0
        try bytes.withUnsafeBytes { all in
            while offset < all.count {
                let end = min(all.count, offset + chunks[turn % chunks.count])
                try redactor.process(UnsafeRawBufferPointer(rebasing: all[offset..<end])) { output.append(contentsOf: $0) }
                offset = end
                turn += 1
            }
        }
        try redactor.finish { output.append(contentsOf: $0) }
        return output
    }

    @Test func chunkCutsChangeNothing() throws {
        let text = try Self.text()
        // One line per chunk: the reference.
        let redactor = SecretRedactor()
        var reference: [UInt8] = []
        for line in text.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            var bytes = Array(line.element)
            if line.offset > 0 { bytes.insert(0x0A, at: 0) }
            try bytes.withUnsafeBytes { try redactor.process($0) { reference.append(contentsOf: $0) } }
        }
        try redactor.finish { reference.append(contentsOf: $0) }
        #expect(reference != text, "the corpus holds secrets")
        for chunks in [[text.count], [1], [7, 13, 4093], [33, 34, 35, 65], [FileReader.chunkSize], [100_003, 3]] {
            #expect(try Self.redact(text, chunks: chunks) == reference, "chunks \(chunks)")
        }
    }
}
