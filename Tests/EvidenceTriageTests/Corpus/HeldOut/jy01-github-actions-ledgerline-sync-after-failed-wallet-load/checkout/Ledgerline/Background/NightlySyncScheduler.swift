import BackgroundTasks
import Foundation
import OSLog

enum NightlySyncScheduler {
    private static let log = Logger(subsystem: "com.ledgerline.wallet", category: "BGSync")

    /// Asks for the long sync overnight, on Wi-Fi and power.
    static func scheduleNext(now: Date = Date(), recorder: DiagnosticsRecorder = .shared) {
        let request = BGProcessingTaskRequest(identifier: BackgroundSyncHandler.syncIdentifier)
        request.requiresNetworkConnectivity = true
        request.requiresExternalPower = true
        request.earliestBeginDate = nextThreeAM(after: now)
        do {
            try BGTaskScheduler.shared.submit(request)
            recorder.record(request.identifier, kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            print("[BGSync] nightly-sync submit failed: \(error)")
            recorder.record(request.identifier, kind: .processing, phase: .submission, outcome: .failed,
                            errorType: (error as NSError).domain + ":" + String((error as NSError).code))
        }
    }

    static func nextThreeAM(after date: Date) -> Date {
        var cal = Calendar(identifier: .gregorian)
        cal.timeZone = .current
        let start = cal.startOfDay(for: date)
        let today3 = cal.date(byAdding: .hour, value: 3, to: start)!
        return today3 > date ? today3 : cal.date(byAdding: .day, value: 1, to: today3)!
    }
}
