import Foundation

enum RecordingTimer {
    /// Elapsed-time label shown under the record button.
    static func label(for seconds: Int) -> String {
        let minutes = seconds / 60
        let secs = seconds % 60
        return String(format: "%d:%02d", minutes, secs)
    }
}
