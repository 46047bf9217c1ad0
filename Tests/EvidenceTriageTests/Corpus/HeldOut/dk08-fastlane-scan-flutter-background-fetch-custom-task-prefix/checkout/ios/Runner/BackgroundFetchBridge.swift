import Foundation
import TSBackgroundFetch

/// Thin wrapper used by the app's MethodChannel handler and by RunnerTests.
enum BackgroundFetchBridge {
    /// Renamed from "com.transistorsoft.ledger-export" in PR #412 ("use our own
    /// reverse-DNS prefix for task ids"); Info.plist was updated to match.
    static let nightlyExportTaskId = "com.pinecrest.ledger.nightly-export"

    static func scheduleTask(taskId: String, delayMs: Int, periodic: Bool, completion: @escaping (Error?) -> Void) {
        NSLog("[BackgroundFetchBridge] scheduleTask %@ delay=%d periodic=%d", taskId, delayMs, periodic ? 1 : 0)
        let fetch = TSBackgroundFetch.sharedInstance()
        fetch.scheduleProcessingTask(withIdentifier: taskId, type: 0, delay: Double(delayMs) / 1000.0,
                                     periodic: periodic) { _, _ in }
        { error in
            if let error {
                NSLog("[BackgroundFetchBridge] ERROR: %@", error.localizedDescription)
                DiagnosticsRecorder.shared.record(identifier: taskId, kind: .processing, phase: .submission,
                                                  outcome: .failed, errorType: "TSBackgroundFetch:\((error as NSError).code)")
            }
            completion(error)
        }
    }
}
