import Foundation

/// Native share-sheet/Widget label for a volunteer shift (the web UI has its own copy in src/app/shifts).
enum ShiftLabel {
    static func text(start: String, end: String) -> String {
        return "\(start)–\(end)"
    }
}
