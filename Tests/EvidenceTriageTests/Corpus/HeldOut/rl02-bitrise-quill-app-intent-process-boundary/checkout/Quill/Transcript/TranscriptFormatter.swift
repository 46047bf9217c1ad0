import Foundation

enum TranscriptFormatter {
    static func line(at seconds: Int, text: String) -> String {
        "[\(seconds / 60):\(seconds % 60)] \(text)"
    }
}
