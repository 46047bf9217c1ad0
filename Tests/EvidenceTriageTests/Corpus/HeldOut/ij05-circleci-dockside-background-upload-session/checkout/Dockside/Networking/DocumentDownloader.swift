import Alamofire
import Foundation

/// Downloads shared documents into the inbox folder.
final class DocumentDownloader {
    private let inbox: URL

    init(inbox: URL) { self.inbox = inbox }

    func download(_ remote: URL, completion: @escaping (Result<URL, Error>) -> Void) {
        let session = Session(configuration: .af.default)
        let destination: DownloadRequest.Destination = { [inbox] _, response in
            (inbox.appendingPathComponent(response.suggestedFilename ?? remote.lastPathComponent), [.removePreviousFile, .createIntermediateDirectories])
        }
        session.download(remote, to: destination).response { response in
            switch response.result {
            case .success(let url?): completion(.success(url))
            case .success(nil): completion(.failure(AFError.explicitlyCancelled))
            case .failure(let error): completion(.failure(error))
            }
        }
    }
}
