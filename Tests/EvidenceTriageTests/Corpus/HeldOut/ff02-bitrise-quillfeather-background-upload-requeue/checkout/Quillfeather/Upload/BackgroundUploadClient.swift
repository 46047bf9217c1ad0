//
//  BackgroundUploadClient.swift
//  Quillfeather
//
//  Owns the app's single background URLSession for photo backups.
//

import Foundation

final class BackgroundUploadClient: NSObject {
    static let sessionIdentifier = "com.quillfeather.backup.uploads"

    private(set) lazy var session: URLSession = {
        let configuration = URLSessionConfiguration.background(withIdentifier: identifier)
        configuration.sessionSendsLaunchEvents = true
        configuration.isDiscretionary = false
        configuration.allowsCellularAccess = allowsCellular
        return URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
    }()

    private let identifier: String
    private let allowsCellular: Bool
    private weak var delegate: URLSessionDelegate?
    var onResponse: ((Int, Data?) -> Void)?

    init(identifier: String = BackgroundUploadClient.sessionIdentifier,
         allowsCellular: Bool = false,
         delegate: URLSessionDelegate?) {
        self.identifier = identifier
        self.allowsCellular = allowsCellular
        self.delegate = delegate
    }

    /// Starts an upload of an already-staged multipart body file and returns the
    /// task identifier the queue persists for relaunch.
    @discardableResult
    func startUpload(file: URL, request: URLRequest) -> Int {
        // The status code is needed to mark the asset as backed up.
        let task = session.uploadTask(with: request, fromFile: file) { [weak self] data, response, _ in
            let status = (response as? HTTPURLResponse)?.statusCode ?? 0
            self?.onResponse?(status, data)
        }
        task.taskDescription = file.lastPathComponent
        task.resume()
        return task.taskIdentifier
    }
}
