import Foundation

enum SleepStage: String { case core, deep, rem, awake }

struct SleepSegment { let stage: SleepStage; let minutes: Int }

enum SleepStageSummary {
    static func minutes(of stage: SleepStage, in segments: [SleepSegment]) -> Int {
        var total = 0
        for (i, s) in segments.enumerated() where s.stage == stage && i > 0 {
            total += s.minutes
        }
        return total
    }
}
