import BackgroundTasks
import Foundation

enum PacketArchiveScheduler {
    static let identifier = "com.tidewire.app.packet-compaction"
    static var onRunForTesting: (() -> Void)?

    static func scheduleCompaction(earliest: Date) {
        let request = BGProcessingTaskRequest(identifier: identifier)
        request.requiresExternalPower = true
        request.earliestBeginDate = earliest
        do {
            try BGTaskScheduler.shared.submit(request)
            NSLog("[PacketArchive] submitted %@ (requiresExternalPower=true, earliestBeginDate=+%.0fs)", identifier, earliest.timeIntervalSinceNow.rounded())
            Diagnostics.record(identifier, .processing, .submission, .succeeded)
        } catch {
            Diagnostics.record(identifier, .processing, .submission, .failed, error: error)
        }
    }
}
