//
//  UploadQueue.swift
//  Manifestly
//
//  Sends signed manifests to the port authority. Uploads must survive the app
//  being suspended at the quayside, so they go through a background session.
//

import Foundation

final class UploadQueue: NSObject {
    static let sessionIdentifier = "com.tallowpoint.manifestly.upload"

    private(set) lazy var session: URLSession = {
        let configuration = URLSessionConfiguration.background(withIdentifier: Self.sessionIdentifier)
        configuration.sessionSendsLaunchEvents = true
        return URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
    }()

    private(set) var pending: [String: URLSessionTask] = [:]
    var onResult: ((String, Result<Int, Error>) -> Void)?

    @discardableResult
    func enqueue(_ manifest: SignedManifest, to endpoint: URL) -> URLSessionTask {
        var request = URLRequest(url: endpoint.appendingPathComponent("manifests"))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = manifest.body
        let task = session.dataTask(with: request) { [weak self] _, response, error in
            let status = (response as? HTTPURLResponse)?.statusCode ?? -1
            self?.onResult?(manifest.id, error.map { .failure($0) } ?? .success(status))
        }
        pending[manifest.id] = task
        task.resume()
        return task
    }
}

extension UploadQueue: URLSessionDataDelegate {}
