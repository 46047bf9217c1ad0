import Foundation

/// Whether the day-after key export may run from a background task.
/// Older OS releases rejected the export call from the background with an API
/// misuse error, so the task only does the export itself from 13.6 on; below
/// that it defers to the next foreground launch.
enum BackgroundExportPolicy {
    static let minimumVersion = "13.6"

    static func canExportInBackground(systemVersion: String) -> Bool {
        return systemVersion >= minimumVersion
    }
}
