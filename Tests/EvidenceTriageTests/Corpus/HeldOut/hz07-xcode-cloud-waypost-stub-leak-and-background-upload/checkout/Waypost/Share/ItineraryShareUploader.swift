import Foundation
import os
import UIKit

/// Uploads a shared itinerary (PDF + JSON) so the share link works even if the user leaves the
/// app right after tapping Share. Uses the `com.waypost.app.itinerary-share` background session.
final class ItineraryShareUploader: NSObject, URLSessionDataDelegate {
    static let shared = ItineraryShareUploader()
    static let sessionIdentifier = "com.waypost.app.itinerary-share"
    private let log = Logger(subsystem: "com.waypost.app", category: "Share")

    private lazy var session: URLSession = {
        let configuration = URLSessionConfiguration.background(withIdentifier: Self.sessionIdentifier)
        configuration.sessionSendsLaunchEvents = true
        configuration.isDiscretionary = false
        return URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
    }()

    var onComplete: ((String, Error?) -> Void)?

    func reconnect() { _ = session }

    /// Called from `SceneDelegate.sceneDidEnterBackground` for shares prepared in the foreground: the PDF
    /// render finishes after the share sheet closes, so the upload starts once the user has left the app.
    func upload(itineraryFile: URL, shareID: String, to endpoint: URL) {
        var request = URLRequest(url: endpoint.appendingPathComponent(shareID))
        request.httpMethod = "PUT"
        let task = session.uploadTask(with: request, fromFile: itineraryFile)
        task.taskDescription = shareID
        task.resume()
        let state = UIApplication.shared.applicationState == .background ? "background" : "foreground"
        log.info("background upload task \(task.taskIdentifier) resumed for \(shareID, privacy: .public) (app state: \(state, privacy: .public), isDiscretionary: false)")
        print("[Share] background upload task \(task.taskIdentifier) resumed for \(shareID) (app state: \(state), isDiscretionary: false)")
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        log.info("upload \(task.taskDescription ?? "?", privacy: .public) finished: \(String(describing: error), privacy: .public)")
        onComplete?(task.taskDescription ?? "", error)
    }
}
