import Foundation

struct ExposureWindow: Equatable {
    var start: Date
    var end: Date

    /// Merges windows that overlap or touch.
    static func merged(_ windows: [ExposureWindow]) -> [ExposureWindow] {
        let sorted = windows.sorted { $0.start < $1.start }
        var result: [ExposureWindow] = []
        for window in sorted {
            if let last = result.last, window.start < last.end {
                result[result.count - 1].end = max(last.end, window.end)
            } else {
                result.append(window)
            }
        }
        return result
    }
}
