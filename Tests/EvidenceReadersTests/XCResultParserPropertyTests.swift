import EvidenceKit
import EvidenceTestSupport
import Foundation
import Testing

/// Seeded mutation testing of the typed-object and refs parsers: real objects from the fixtures,
/// mutated a few thousand times, must parse or throw `XCResultParseError` — never trap, never hang.
/// `scripts/dev/fuzz.sh` runs the same (target xcresult) with more iterations.
@Suite struct XCResultParserPropertyTests {
    /// Typed objects and refs files of a few fixture bundles, decompressed.
    static func corpus() throws -> (objects: [[UInt8]], refs: [[UInt8]]) {
        var objects: [[UInt8]] = []
        var refs: [[UInt8]] = []
        let decoder = try ZstdDecoder()
        for name in ["xcresultparser__parametrized", "fastlane__Test.test_result", "xcparse__testFailure"] {
            let data = TestPaths.fixture("xcresult/\(name).xcresult/Data")
            for file in try FileManager.default.contentsOfDirectory(atPath: data).sorted() {
                let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: data + "/" + file)))
                if file.hasPrefix("refs.") { refs.append(bytes); continue }
                guard bytes.count < 200_000 else { continue }
                let payload = bytes.starts(with: ZstdDecoder.frameMagic) ? try decoder.decompress(bytes, limit: 1 << 24) : bytes
                if payload.first == UInt8(ascii: "["), payload.dropFirst().first == UInt8(ascii: "T") { objects.append(payload) }
            }
        }
        return (objects, refs)
    }

    static func mutate(_ input: [UInt8], using random: inout SeededGenerator) -> [UInt8] {
        var bytes = input
        let interesting: [UInt8] = Array("[]TSKV:0123456789".utf8) + [0x00, 0x41, 0x7F, 0x80, 0x81, 0xFF]
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            guard !bytes.isEmpty else { bytes = [interesting.randomElement(using: &random)!]; continue }
            let position = Int.random(in: 0..<bytes.count, using: &random)
            switch Int.random(in: 0..<6, using: &random) {
            case 0: bytes[position] ^= UInt8(1 << Int.random(in: 0..<8, using: &random))
            case 1: bytes[position] = interesting.randomElement(using: &random)!
            case 2: bytes.removeSubrange(position..<min(bytes.count, position + Int.random(in: 1...64, using: &random)))
            case 3: bytes.insert(contentsOf: Array("9999999999".utf8).prefix(Int.random(in: 1...10, using: &random)), at: position)
            case 4: bytes = Array(bytes.prefix(position))
            default:
                let end = min(bytes.count, position + Int.random(in: 1...128, using: &random))
                bytes.insert(contentsOf: bytes[position..<end], at: position)
            }
        }
        return bytes
    }

    static func run(iterations: Int, seed: UInt64) throws -> (parsed: Int, rejected: Int) {
        let (objects, refs) = try corpus()
        var random = SeededGenerator(seed: seed)
        var parsed = 0
        var rejected = 0
        for iteration in 0..<iterations {
            if iteration % 4 == 3 {
                let input = mutate(refs.randomElement(using: &random)!, using: &random)
                do { _ = try XCResultReferences.parse(input); parsed += 1 } catch is XCResultParseError { rejected += 1 }
            } else {
                let input = mutate(objects.randomElement(using: &random)!, using: &random)
                do { _ = try XCResultObjectParser.parse(input); parsed += 1 } catch is XCResultParseError { rejected += 1 }
            }
        }
        return (parsed, rejected)
    }

    @Test(.requiresSharedFixtures) func unmutatedCorpusParses() throws {
        let (objects, refs) = try Self.corpus()
        #expect(objects.count > 50)
        for object in objects { _ = try XCResultObjectParser.parse(object) }
        for file in refs { _ = try XCResultReferences.parse(file) }
    }

    @Test(.requiresSharedFixtures) func mutatedInputsParseOrThrowCleanly() throws {
        let iterations = Int(ProcessInfo.processInfo.environment["XCRESULT_FUZZ_ITERATIONS"] ?? "") ?? 3000
        let seed = UInt64(ProcessInfo.processInfo.environment["XCRESULT_FUZZ_SEED"] ?? "") ?? 0x5EED
        let (parsed, rejected) = try Self.run(iterations: iterations, seed: seed)
        #expect(parsed + rejected == iterations)
        // Both outcomes occur: the mutations reach past the first byte check.
        #expect(rejected > iterations / 10)
        #expect(parsed > 0)
    }
}

@Suite struct XCResultDurationFormatTests {
    @Test(arguments: [
        (0.011, "0.011s"), (0.0095, "0.0095s"), (0.00004, "0.00004s"), (0.00021, "0.00021s"), (0.5, "0.5s"),
        (0.999, "1s"), (1.2, "1s"), (22.4, "22s"), (61.0, "1m 1s"), (0, "0s"), (0.0541659593582153, "0.054s"),
    ])
    func twoSignificantDigitsLikeXcresulttool(seconds: Double, text: String) {
        #expect(XCResultTestTree.formatDuration(seconds) == text)
    }
}
