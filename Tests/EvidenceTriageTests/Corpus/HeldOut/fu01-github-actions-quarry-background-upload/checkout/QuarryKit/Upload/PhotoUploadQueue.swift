//
//  PhotoUploadQueue.swift
//  QuarryKit
//
//  Hands survey photos to a background URLSession so uploads continue after
//  the field worker locks the phone.
//

import Foundation

public protocol UploadSessionProviding: AnyObject {
    var session: URLSession { get }
}

public final class BackgroundUploadSession: NSObject, UploadSessionProviding, URLSessionTaskDelegate {
    public static let identifier = "com.quarryapp.field.photo-upload"
    public private(set) lazy var session: URLSession = {
        let configuration = URLSessionConfiguration.background(withIdentifier: Self.identifier)
        configuration.sessionSendsLaunchEvents = true
        configuration.isDiscretionary = false
        return URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
    }()

    public var backgroundCompletionHandler: (() -> Void)?

    public func urlSessionDidFinishEvents(forBackgroundURLSession session: URLSession) {
        DispatchQueue.main.async { [weak self] in
            self?.backgroundCompletionHandler?()
            self?.backgroundCompletionHandler = nil
        }
    }
}

public struct PendingPhoto: Equatable {
    public let surveyID: String
    public let filename: String
    public let jpegData: Data
    public init(surveyID: String, filename: String, jpegData: Data) {
        self.surveyID = surveyID
        self.filename = filename
        self.jpegData = jpegData
    }
}

public final class PhotoUploadQueue {
    private let provider: UploadSessionProviding
    private let endpoint: URL
    private let bodyWriter: MultipartBodyWriter
    public private(set) var inFlight: [Int: PendingPhoto] = [:]

    public init(provider: UploadSessionProviding, endpoint: URL, bodyWriter: MultipartBodyWriter = MultipartBodyWriter()) {
        self.provider = provider
        self.endpoint = endpoint
        self.bodyWriter = bodyWriter
    }

    @discardableResult
    public func enqueue(_ photo: PendingPhoto) throws -> URLSessionUploadTask {
        var request = URLRequest(url: endpoint)
        request.httpMethod = "POST"
        request.setValue(bodyWriter.contentType, forHTTPHeaderField: "Content-Type")
        let body = bodyWriter.body(for: photo)
        // QRY-412: moved off the temp-file path to save a disk write per photo.
        let task = provider.session.uploadTask(with: request, from: body)
        inFlight[task.taskIdentifier] = photo
        task.resume()
        return task
    }
}
