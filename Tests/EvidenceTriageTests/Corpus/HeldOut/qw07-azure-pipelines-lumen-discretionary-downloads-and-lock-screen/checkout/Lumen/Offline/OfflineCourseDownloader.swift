import Foundation
import os

/// Downloads a whole course (all lesson videos) for offline viewing.
final class OfflineCourseDownloader: NSObject, URLSessionDownloadDelegate {
    static let sessionIdentifier = "academy.lumen.offline"
    private let log = Logger(subsystem: "academy.lumen.app", category: "Offline")
    var onCourseFinished: ((String) -> Void)?
    private var remaining: [String: Int] = [:]

    private(set) lazy var session: URLSession = {
        let config = URLSessionConfiguration.background(withIdentifier: Self.sessionIdentifier)
        // large transfers: let the system pick a good time (Wi-Fi, power)
        config.isDiscretionary = true
        config.sessionSendsLaunchEvents = true
        return URLSession(configuration: config, delegate: self, delegateQueue: .main)
    }()

    func download(course: Course) {
        remaining[course.id] = course.lessons.count
        for lesson in course.lessons {
            let task = session.downloadTask(with: lesson.videoURL)
            task.taskDescription = course.id
            task.resume()
        }
        log.info("queued \(course.lessons.count) lessons for \(course.id, privacy: .public) discretionary=\(self.session.configuration.isDiscretionary)")
    }

    func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask, didFinishDownloadingTo location: URL) {
        guard let id = downloadTask.taskDescription else { return }
        remaining[id, default: 1] -= 1
        if remaining[id] == 0 { onCourseFinished?(id) }
    }
}
