import Foundation

/// TM-1187: identifiers are prefixed with the running bundle identifier so the
/// dev build (com.tidemark.app.dev) and the store build (com.tidemark.app)
/// installed side by side do not share background-task identifiers.
enum BackgroundTaskIdentifier {
    private static var prefix: String { Bundle.main.bundleIdentifier ?? "com.tidemark.app" }

    static var resultsFetch: String { prefix + ".results-fetch" }        // BGProcessingTask
    static var reminderRefresh: String { prefix + ".reminder-refresh" }  // BGAppRefreshTask

    static var all: [String] { [resultsFetch, reminderRefresh] }
}
