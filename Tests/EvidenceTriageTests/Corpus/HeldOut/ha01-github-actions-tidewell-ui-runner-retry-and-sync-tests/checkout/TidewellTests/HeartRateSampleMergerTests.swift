import XCTest
@testable import Tidewell

final class HeartRateSampleMergerTests: XCTestCase {
    private let t0 = Date(timeIntervalSince1970: 1_791_000_000)

    private func sample(_ offset: TimeInterval, length: TimeInterval = 60, bpm: Int = 70, source: String = "watch") -> HeartRateSample {
        HeartRateSample(start: t0.addingTimeInterval(offset), end: t0.addingTimeInterval(offset + length), bpm: bpm, sourceID: source)
    }

    func testMergeKeepsDistinctSamples() {
        let merged = HeartRateSampleMerger.merge(existing: [sample(0)], incoming: [sample(60), sample(120)])
        XCTAssertEqual(merged.count, 3)
    }

    func testMergeDropsOverlappingDuplicates() {
        let existing = (0..<10).map { sample(Double($0) * 60) }
        // The watch re-delivers the last two minutes with slightly longer windows.
        let incoming = [sample(480, length: 61), sample(540, length: 61), sample(600), sample(660)]
        let merged = HeartRateSampleMerger.merge(existing: existing, incoming: incoming)
        XCTAssertEqual(merged.count, 12)
    }
}
