//
//  UploadQueue.swift
//  FieldKit
//
//  Uploads site-visit photos and forms when the surveyor is back in coverage.
//

import Foundation

enum UploadError: Error, Equatable {
    case http(Int)
    case transport(URLError.Code)
}

final class UploadQueue {
    private let session: URLSession
    private let endpoint: URL

    init(session: URLSession, endpoint: URL) {
        self.session = session
        self.endpoint = endpoint
    }

    func upload(_ item: PendingUpload, completion: @escaping (Result<Void, UploadError>) -> Void) {
        var request = URLRequest(url: endpoint.appendingPathComponent("visits/\(item.visitID)/attachments"))
        request.httpMethod = "PUT"
        request.setValue(item.contentType, forHTTPHeaderField: "Content-Type")
        let task = session.uploadTask(with: request, from: item.body) { _, response, error in
            if let error = error as? URLError {
                completion(.failure(.transport(error.code)))
                return
            }
            guard let http = response as? HTTPURLResponse else { return }
            guard (200..<300).contains(http.statusCode) else {
                // Server rejected the upload; keep it queued for the next pass.
                item.markRetryLater()
                return
            }
            completion(.success(()))
        }
        task.resume()
    }
}
