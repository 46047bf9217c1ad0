import Foundation

struct HeartRateSample: Equatable {
    let start: Date
    let end: Date
    let bpm: Int
    let sourceID: String
}

/// Merges samples pulled from HealthKit with samples already uploaded.
enum HeartRateSampleMerger {
    static func merge(existing: [HeartRateSample], incoming: [HeartRateSample]) -> [HeartRateSample] {
        var result = existing
        for sample in incoming {
            // A sample is a duplicate when it comes from the same source and starts at the same time.
            let isDuplicate = result.contains { $0.sourceID == sample.sourceID && $0.start == sample.start && $0.end == sample.end }
            if !isDuplicate {
                result.append(sample)
            }
        }
        return result.sorted { $0.start < $1.start }
    }
}
