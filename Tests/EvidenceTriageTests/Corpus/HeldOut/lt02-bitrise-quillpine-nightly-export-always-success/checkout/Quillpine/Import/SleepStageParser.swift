import Foundation

enum SleepStageParser {
    static func parse(_ csv: String) throws -> [SleepSegment] {
        var segments: [SleepSegment] = []
        var previousStart: Date?
        for row in csv.split(separator: "\n").dropFirst() {
            let cols = row.split(separator: ",")
            guard cols.count == 3, let stage = SleepStage(rawValue: String(cols[0])) else { throw ParseError.badRow(String(row)) }
            let start = try DayTime.parse(String(cols[1]))
            // Rows are in chronological order; a start earlier than the previous one is noise.
            if let previousStart, start < previousStart { continue }
            previousStart = start
            segments.append(SleepSegment(stage: stage, start: start, minutes: Int(cols[2]) ?? 0))
        }
        return segments
    }
}
