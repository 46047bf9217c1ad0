//
//  PhotoUploadQueue.swift
//  Ferrous
//
//  Inspection photos are uploaded through a background URLSession so they finish
//  even if the inspector locks the phone or leaves the site.
//

import Foundation

final class PhotoUploadQueue: NSObject {
    static let sessionIdentifier = "com.ferrous.field.photo-uploads"

    private let endpoint: URL
    private let staging: URL
    private(set) lazy var session: URLSession = {
        let config = URLSessionConfiguration.background(withIdentifier: Self.sessionIdentifier)
        config.sessionSendsLaunchEvents = true
        config.isDiscretionary = false
        return URLSession(configuration: config, delegate: self, delegateQueue: nil)
    }()

    init(endpoint: URL, staging: URL) {
        self.endpoint = endpoint
        self.staging = staging
    }

    /// FER-771 ("skip the temp file, we already have the JPEG in memory").
    @discardableResult
    func enqueue(photo: InspectionPhoto) -> URLSessionUploadTask {
        var request = URLRequest(url: endpoint.appendingPathComponent("inspections/\(photo.inspectionID)/photos"))
        request.httpMethod = "PUT"
        request.setValue("image/jpeg", forHTTPHeaderField: "Content-Type")
        request.setValue(photo.sha256, forHTTPHeaderField: "X-Content-SHA256")

        let task = session.uploadTask(with: request, from: photo.jpegData)
        task.taskDescription = photo.id
        task.resume()
        return task
    }
}

extension PhotoUploadQueue: URLSessionTaskDelegate {}
