import UIKit

final class DriverLogExporter {
    private(set) var backgroundTask: UIBackgroundTaskIdentifier = .invalid
    private let queue = DispatchQueue(label: "driverlog.export")

    func beginExport(_ logs: [DriverLog]) {
        backgroundTask = UIApplication.shared.beginBackgroundTask(withName: "DriverLogExport") { [weak self] in
            // expiration: stop writing and give the time back
            self?.queue.async { self?.cancelAndEnd() }
        }
        queue.async { self.write(logs) }
    }

    private func cancelAndEnd() {
        writer?.cancel()
        UIApplication.shared.endBackgroundTask(backgroundTask)
        backgroundTask = .invalid
    }
}
