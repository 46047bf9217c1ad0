import BackgroundTasks
import Foundation

protocol ProcessingTaskHandle: AnyObject {
    var expirationHandler: (() -> Void)? { get set }
    func setTaskCompleted(success: Bool)
}
extension BGProcessingTask: ProcessingTaskHandle {}

/// Writes the next 48 h of berth availability for the widget (co.harborline.app.berth-snapshot-export).
final class BerthSnapshotExporter {
    static let identifier = "co.harborline.app.berth-snapshot-export"
    private let berths: BerthService
    private let maxAttempts: Int
    var onFinish: ((Bool) -> Void)?

    init(berths: BerthService, maxAttempts: Int = 8) {
        self.berths = berths
        self.maxAttempts = maxAttempts
    }

    func run(_ task: ProcessingTaskHandle) {
        let work = Task {
            let ok = await export()
            task.setTaskCompleted(success: ok)
            onFinish?(ok)
        }
        task.expirationHandler = { work.cancel() }
    }

    func export() async -> Bool {
        for attempt in 1...maxAttempts {
            guard let container = AppGroup.containerURL else {
                Log.widget.error("app group container unavailable (\(AppGroup.identifier)), retrying in 1 s [attempt \(attempt)/\(maxAttempts)]")
                try? await Task.sleep(for: .seconds(1))
                continue
            }
            let snapshot = await berths.snapshot(hours: 48)
            let url = container.appendingPathComponent("berths.json")
            return (try? JSONEncoder().encode(snapshot).write(to: url, options: .atomic)) != nil
        }
        return false
    }
}
