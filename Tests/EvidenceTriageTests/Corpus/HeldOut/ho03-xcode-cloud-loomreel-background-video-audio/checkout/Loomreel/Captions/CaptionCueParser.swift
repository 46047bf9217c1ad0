import Foundation

struct CaptionCue: Equatable {
    var start: TimeInterval
    var end: TimeInterval
    var text: String
    var line: Double?
    var position: Double?
}

/// Minimal WebVTT cue parser for lesson captions.
enum CaptionCueParser {
    static func parse(_ block: String) -> CaptionCue? {
        let lines = block.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let timing = lines.first(where: { $0.contains("-->") }) else { return nil }
        let parts = timing.components(separatedBy: " ").filter { !$0.isEmpty }
        guard parts.count >= 3, let start = seconds(parts[0]), let end = seconds(parts[2]) else { return nil }
        var cue = CaptionCue(start: start, end: end, text: "")
        for setting in parts.dropFirst(3) {
            let kv = setting.split(separator: ":", maxSplits: 1).map(String.init)
            guard kv.count == 2 else { continue }
            switch kv[0] {
            case "line": cue.line = percent(kv[1])
            case "position": cue.position = Double(kv[1])
            default: break
            }
        }
        let textStart = lines.firstIndex(of: timing).map { $0 + 1 } ?? lines.count
        cue.text = lines[textStart...].joined(separator: "\n")
        return cue
    }

    private static func percent(_ value: String) -> Double? {
        guard value.hasSuffix("%"), let number = Double(value.dropLast()) else { return nil }
        return number / 100
    }

    private static func seconds(_ stamp: String) -> TimeInterval? {
        let fields = stamp.split(separator: ":").compactMap { Double($0) }
        switch fields.count {
        case 3: return fields[0] * 3600 + fields[1] * 60 + fields[2]
        case 2: return fields[0] * 60 + fields[1]
        default: return nil
        }
    }
}
