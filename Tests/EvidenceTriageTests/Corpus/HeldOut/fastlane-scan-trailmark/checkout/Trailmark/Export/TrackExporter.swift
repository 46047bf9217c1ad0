import UIKit

final class TrackExporter {
    private let application: BackgroundTaskApplication
    private let writer: GPXWriting
    private var taskID: UIBackgroundTaskIdentifier = .invalid
    private(set) var partialFileURL = URL(fileURLWithPath: "/dev/null")

    init(application: BackgroundTaskApplication = UIApplication.shared, writer: GPXWriting = GPXWriter()) {
        self.application = application
        self.writer = writer
    }

    func export(_ track: Track, to dir: URL) async throws -> URL {
        partialFileURL = dir.appendingPathComponent("\(track.id).gpx.partial")
        taskID = application.beginBackgroundTask(withName: "gpx-export") { [weak self] in
            // Out of time: stop writing; the file is resumed on next launch.
            self?.writer.cancel()
        }
        let url = try await writer.write(track, to: partialFileURL)
        application.endBackgroundTask(taskID)
        taskID = .invalid
        return url
    }
}
